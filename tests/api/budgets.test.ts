// Issue 18, points 1-4: budgets per cost center and year, their figures to the cent on a constructed
// scenario, the largest-remainder split in SQL, and the finance approval beyond budget.
import { describe, expect, it } from 'vitest';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { costCenter, invoice, offer, YEAR } from './budgets-support.ts';
import { fixture, gid, seedSupplier } from './offers-support.ts';

const t = await appForFile();
const { finance, admin, procurement, it: itDirector } = await loginAll(t);
const prisma = t.app.database.platform;
const f = await fixture(prisma);

const A = await costCenter(prisma, f, 'BUD-A');
const B = await costCenter(prisma, f, 'BUD-B');
const C = await costCenter(prisma, f, 'BUD-C');

// Committed: approved 100.01 split 50/50 -> A 50.01, B 50.00 (the odd cent by largest remainder, tie to the first).
await offer(prisma, f, '100.01', 'approved', [
  [A, '50.00'],
  [B, '50.00'],
]);
// Committed from the finance approval: 10.00 by 33.33/66.67 -> A 3.33, B 6.67.
await offer(prisma, f, '10.00', 'approved_finance', [
  [A, '33.33'],
  [B, '66.67'],
]);
// Invoiced (fully approved, net 290.00): no longer committed, actual A 290.00.
const invoicedOffer = await offer(prisma, f, '300.00', 'approved', [[A, '100.00']]);
await invoice(prisma, f, '290.00', { offerId: invoicedOffer });
// Not counted: a pending offer, an IT-only approval, a pending invoice.
await offer(prisma, f, '999.00', 'pending', [[A, '100.00']]);
await offer(prisma, f, '888.00', 'approved_it', [[A, '100.00']]);
await invoice(prisma, f, '777.00', { status: 'pending', lines: [[A, '777.00']] });
// A manual invoice by its lines (A 100.00, B 40.00) and a credit note on A (-30.00: reduces actual).
await invoice(prisma, f, '140.00', {
  lines: [
    [A, '100.00'],
    [B, '40.00'],
  ],
});
await invoice(prisma, f, '-30.00', { documentType: 'TD04', lines: [[A, '30.00']] });

const LIST = `query($year: Int!) { budgets(year: $year) {
  id rowId costCenterCode year amount committed actual available } }`;
const CREATE = `mutation($input: CreateBudgetInput!) { createBudget(input: $input) {
  __typename ... on Error { message field } ... on MutationCreateBudgetSuccess { data { budget { rowId amount available } } } } }`;
const IMPACT = `query($id: ID!) { offerBudget(offerId: $id) { needsOverride impact {
  costCenterCode amount budget availableBefore availableAfter exceeds } } }`;

const APPROVE_OFFER = `mutation($input: ApproveOfferInput!) { approveOffer(input: $input) {
  __typename ... on Error { message field } ... on MutationApproveOfferSuccess { data { offer { status } } } } }`;

const rest = (method: string, route: string, body: unknown, token: string) => t.rest(method, route, body, token);

describe('budgets per cost center and year', () => {
  it('finance sets budgets through REST; every figure is computed to the cent', async () => {
    const a = await rest('POST', 'budgets.php', { cost_center_id: A, year: YEAR, amount: '1000.00' }, finance);
    expect(a.status).toBe(201);
    const b = await rest('POST', 'budgets.php', { cost_center_id: B, year: YEAR, amount: 500 }, admin);
    expect(b.status).toBe(201);
    const list = await rest('GET', `budgets.php?year=${YEAR}`, undefined, procurement);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      // A: committed 50.01 + 3.33; actual 290.00 + 100.00 - 30.00.
      {
        id: a.body.id,
        cost_center_id: A,
        cost_center_code: 'BUD-A',
        year: YEAR,
        amount: 1000,
        committed: 53.34,
        actual: 360,
        available: 586.66,
      },
      // B: committed 50.00 + 6.67; actual 40.00.
      {
        id: b.body.id,
        cost_center_id: B,
        cost_center_code: 'BUD-B',
        year: YEAR,
        amount: 500,
        committed: 56.67,
        actual: 40,
        available: 403.33,
      },
    ]);
    const gql = await t.gql<any>(LIST, { year: YEAR }, itDirector);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.budgets.map((r: any) => [r.costCenterCode, r.amount, r.committed, r.actual, r.available])).toEqual([
      ['BUD-A', '1000.00', '53.34', '360.00', '586.66'],
      ['BUD-B', '500.00', '56.67', '40.00', '403.33'],
    ]);
    const one = await rest('GET', `budgets.php?id=${b.body.id}`, undefined, itDirector);
    expect(one.body).toMatchObject({ cost_center_code: 'BUD-B', available: 403.33 });
  });

  it('only finance and admin write; bad input gets a specific Italian message and changes nothing', async () => {
    for (const token of [procurement, itDirector]) {
      const refused = await rest('POST', 'budgets.php', { cost_center_id: C, year: YEAR, amount: 1 }, token);
      expect(refused.status).toBe(403);
    }
    const dup = await t.gql<any>(
      CREATE,
      { input: { costCenterId: gid('CostCenter', A), year: YEAR, amount: '5' } },
      finance,
    );
    expect(dup.data.createBudget).toMatchObject({ message: 'Esiste già un budget per questo centro di costo e anno' });
    const year = await rest('POST', 'budgets.php', { cost_center_id: C, year: 'duemila', amount: 1 }, finance);
    expect(year).toMatchObject({
      status: 400,
      body: { error: "L'anno deve essere un numero tra 2000 e 2100", field: 'year' },
    });
    const amount = await rest('POST', 'budgets.php', { cost_center_id: C, year: YEAR, amount: '-1' }, finance);
    expect(amount.body.field).toBe('amount');
    expect(await prisma.budget.count({ where: { costCenterId: C } })).toBe(0);

    const created = await t.gql<any>(
      CREATE,
      { input: { costCenterId: gid('CostCenter', C), year: YEAR, amount: '10.5' } },
      finance,
    );
    const id = created.data.createBudget.data.budget.rowId;
    expect(created.data.createBudget.data.budget).toMatchObject({ amount: '10.50', available: '10.50' });
    expect(
      (await rest('PUT', 'budgets.php', { id, cost_center_id: C, year: YEAR, amount: '20' }, finance)).status,
    ).toBe(200);
    expect((await prisma.budget.findUniqueOrThrow({ where: { id } })).amount.toFixed(2)).toBe('20.00');
    expect((await rest('DELETE', `budgets.php?id=${id}`, undefined, admin)).status).toBe(200);
    const audit = await prisma.auditLog.findMany({
      where: { entityType: 'Budget', entityId: id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('the finance approval beyond budget is refused without a reason and recorded with one', async () => {
    // B has 403.33 available; this offer charges it 500.00.
    const id = await offer(prisma, f, '500.00', 'pending', [[B, '100.00']]);
    const impact = await t.gql<any>(IMPACT, { id: gid('Offer', id) }, finance);
    expect(impact.data.offerBudget.impact).toEqual([
      {
        costCenterCode: 'BUD-B',
        amount: '500.00',
        budget: '500.00',
        availableBefore: '403.33',
        availableAfter: '-96.67',
        exceeds: true,
      },
    ]);

    const refused = await t.gql<any>(APPROVE_OFFER, { input: { id: gid('Offer', id) } }, finance);
    expect(refused.data.approveOffer).toMatchObject({
      field: 'budgetOverrideReason',
      message: expect.stringContaining(
        "L'approvazione supera il budget del centro di costo BUD-B (disponibile 403,33 €",
      ),
    });
    const viaRest = await rest('PUT', 'offers.php', { id, action: 'approve', budgetOverrideReason: '  ' }, finance);
    expect(viaRest.status).toBe(400);
    expect((await prisma.offer.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
    expect(await prisma.auditLog.count({ where: { entityType: 'Offer', entityId: id } })).toBe(0);

    // The IT step is not a budget decision: it passes, and the finance step still asks.
    const it = await rest('PUT', 'offers.php', { id, action: 'approve' }, itDirector);
    expect(it.status).toBe(200);
    const approved = await rest(
      'PUT',
      'offers.php',
      { id, action: 'approve', budgetOverrideReason: 'Progetto urgente approvato dal CdA' },
      finance,
    );
    expect(approved.body).toMatchObject({ success: true, status: 'approved' });
    const override = await prisma.auditLog.findFirstOrThrow({
      where: { entityType: 'Offer', entityId: id, action: 'budget_override' },
    });
    expect(override.changes).toEqual({
      reason: 'Progetto urgente approvato dal CdA',
      costCenters: [
        { code: 'BUD-B', year: YEAR, budget: '500.00', availableBefore: '403.33', availableAfter: '-96.67' },
      ],
    });
    const after = await rest('GET', `budgets.php?year=${YEAR}`, undefined, finance);
    expect(after.body.find((r: any) => r.cost_center_id === B)).toMatchObject({ committed: 556.67, available: -96.67 });
  });

  it('an approval within budget needs no reason', async () => {
    const id = await offer(prisma, f, '0.03', 'pending', [
      [A, '33.33'],
      [B, '33.33'],
      [C, '33.34'],
    ]);
    const impact = await t.gql<any>(IMPACT, { id: gid('Offer', id) }, finance);
    // 0.03 in thirds: one cent each; C has no budget (nothing to exceed).
    expect(impact.data.offerBudget.impact.map((i: any) => [i.costCenterCode, i.amount, i.exceeds])).toEqual([
      ['BUD-A', '0.01', false],
      ['BUD-B', '0.01', true],
      ['BUD-C', '0.01', false],
    ]);
    const refused = await t.gql<any>(APPROVE_OFFER, { input: { id: gid('Offer', id) } }, admin);
    expect(refused.data.approveOffer.field).toBe('budgetOverrideReason');
  });

  it('two approvals racing for the last of a budget: one passes, the other is asked for a reason', async () => {
    const R = await costCenter(prisma, f, 'BUD-RACE');
    expect(
      (await rest('POST', 'budgets.php', { cost_center_id: R, year: YEAR, amount: '1000.00' }, finance)).status,
    ).toBe(201);
    for (let round = 0; round < 3; round++) {
      // Each round two offers of 600.00 on R (400.00 left once the first round is decided).
      const available = round === 0 ? '1000.00' : null;
      const [one, two] = [
        await offer(prisma, f, '600.00', 'pending', [[R, '100.00']]),
        await offer(prisma, f, '600.00', 'pending', [[R, '100.00']]),
      ];
      const answers = await Promise.all([
        t.gql<any>(APPROVE_OFFER, { input: { id: gid('Offer', one) } }, finance),
        rest('PUT', 'offers.php', { id: two, action: 'approve' }, admin),
      ]);
      const passed = [
        answers[0].data.approveOffer.__typename === 'MutationApproveOfferSuccess',
        answers[1].status === 200,
      ];
      // Round 0: exactly one fits in 1000.00; later rounds: neither fits in what is left.
      expect(passed.filter(Boolean)).toHaveLength(round === 0 ? 1 : 0);
      if (available) {
        const loser = passed[0] ? answers[1].body : answers[0].data.approveOffer;
        expect(JSON.stringify(loser)).toContain('disponibile 400,00 €');
      }
    }
    const listed = await t.gql<any>(LIST, { year: YEAR }, finance);
    const r = listed.data.budgets.find((b: any) => b.costCenterCode === 'BUD-RACE');
    expect([r.committed, r.available]).toEqual(['600.00', '400.00']);
  });
});

describe('invoices not from an order: a cost center per line', () => {
  it("defaults to the supplier's usual cost center, takes a chosen one, and counts in actual", async () => {
    const supplier = await seedSupplier(prisma, f.tenantId, {
      name: 'Usuale',
      address: 'Roma',
      vatNumber: 'IT01234567897',
    });
    // History: two recipients on C, one on A -> C is the usual one.
    const past = await prisma.offer.create({
      data: {
        tenantId: f.tenantId,
        title: 'Storico',
        date: new Date(),
        supplierId: supplier.id,
        totalAmount: '1.00',
        createdById: f.users.procurement,
      },
    });
    for (const cc of [C, C, A]) {
      await prisma.offerRecipient.create({
        data: {
          tenantId: f.tenantId,
          offerId: past.id,
          name: 'x',
          costCenterId: cc,
          location: 'x',
          city: 'x',
          amountShare: '10',
        },
      });
    }
    // The invoice dialog's default for a line: the same usual cost center, through GraphQL (null: no history).
    const USUAL = `query($s: ID!) { usualCostCenter(supplierId: $s) { id code } }`;
    const usual = await t.gql<any>(USUAL, { s: gid('Supplier', supplier.id) }, finance);
    expect(usual.data.usualCostCenter).toEqual({ id: gid('CostCenter', C), code: 'BUD-C' });
    const noHistory = await seedSupplier(prisma, f.tenantId, { name: 'Nuovo', address: 'Roma', vatNumber: 'IT0' });
    expect((await t.gql<any>(USUAL, { s: String(noHistory.id) }, finance)).data.usualCostCenter).toBeNull();
    expect((await t.gql<any>(USUAL, { s: String(supplier.id) }, itDirector)).errors?.[0]?.message).toBeTruthy();
    const created = await rest(
      'POST',
      'invoices.php',
      {
        invoiceNumber: 'CC-LINES-1',
        supplierId: supplier.id,
        invoiceDate: `${YEAR}-06-01`,
        products: [
          { description: 'Senza centro', quantity: 1, unitPrice: '12.34', vatPercentage: '22' },
          { description: 'Su B', quantity: 2, unitPrice: '5.00', vatPercentage: '22', cost_center_id: B },
        ],
      },
      finance,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = await rest('GET', `invoices.php?id=${created.body.id}`, undefined, finance);
    expect(read.body.products.map((p: any) => [p.description, p.cost_center_id])).toEqual([
      ['Senza centro', C],
      ['Su B', B],
    ]);
    // An archived or foreign cost center is refused with the screen's message, nothing stored.
    const archived = await costCenter(prisma, f, 'BUD-OLD');
    await prisma.costCenter.update({ where: { id: archived }, data: { archivedAt: new Date() } });
    const refused = await rest(
      'POST',
      'invoices.php',
      {
        invoiceNumber: 'CC-LINES-2',
        supplierId: supplier.id,
        invoiceDate: `${YEAR}-06-01`,
        products: [{ description: 'x', quantity: 1, unitPrice: '1', cost_center_id: archived }],
      },
      finance,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Il centro di costo scelto per una riga non esiste o è archiviato' },
    });
    expect(await prisma.invoice.count({ where: { invoiceNumber: 'CC-LINES-2' } })).toBe(0);

    // Approved by both steps, its lines count in actual: B +10.00.
    const before = (await rest('GET', `budgets.php?year=${YEAR}`, undefined, finance)).body;
    expect((await rest('PUT', 'invoices.php', { id: created.body.id, action: 'approve' }, finance)).status).toBe(200);
    expect((await rest('PUT', 'invoices.php', { id: created.body.id, action: 'approve' }, itDirector)).status).toBe(
      200,
    );
    const after = (await rest('GET', `budgets.php?year=${YEAR}`, undefined, finance)).body;
    const actualOf = (rows: any[]) => rows.find((r) => r.cost_center_id === B).actual;
    expect(actualOf(after)).toBe(Number((actualOf(before) + 10).toFixed(2)));
  });
});

describe("the budget screen's click-through", () => {
  it("lists exactly the offers behind a cost center's committed figure", async () => {
    const OFFERS = `query($ref: BudgetRefInput) { offers(first: 50, committedTo: $ref) { edges { node { totalAmount status } } } }`;
    const res = await t.gql<any>(OFFERS, { ref: { costCenterId: gid('CostCenter', A), year: YEAR } }, procurement);
    expect(res.errors).toBeUndefined();
    // A's committed 53.34 comes from these two offers (the invoiced, pending and IT-only ones are not there).
    const rows = res.data.offers.edges.map((e: any) => [e.node.totalAmount, e.node.status]);
    expect(rows.sort()).toEqual([
      ['10.00', 'approved_finance'],
      ['100.01', 'approved'],
    ]);
  });
});

describe("the budget screen's click-through to the actual figure", () => {
  it("lists exactly the invoices behind a cost center's actual figure, and they add up to it", async () => {
    // A fresh cost center whose invoices are each wholly on it: the listed invoices' net sum is its actual.
    const D = await costCenter(prisma, f, 'BUD-D');
    const onD = await offer(prisma, f, '250.00', 'approved', [[D, '100.00']]);
    await invoice(prisma, f, '240.50', { offerId: onD });
    await invoice(prisma, f, '60.25', { lines: [[D, '60.25']] });
    await invoice(prisma, f, '-20.10', { documentType: 'TD04', lines: [[D, '20.10']] });
    // Not behind it: a pending invoice on D, and a manual invoice on another cost center.
    await invoice(prisma, f, '500.00', { status: 'pending', lines: [[D, '500.00']] });
    await invoice(prisma, f, '70.00', { lines: [[C, '70.00']] });
    expect((await rest('POST', 'budgets.php', { cost_center_id: D, year: YEAR, amount: '1000' }, finance)).status).toBe(
      201,
    );
    const budgets = (await rest('GET', `budgets.php?year=${YEAR}`, undefined, finance)).body;
    const actual = budgets.find((r: any) => r.cost_center_id === D).actual;
    expect(actual).toBe(280.65);

    const INVOICES = `query($ref: BudgetRefInput) { invoices(first: 50, actualFor: $ref) {
      totalCount edges { node { netAmount status } } } }`;
    const res = await t.gql<any>(INVOICES, { ref: { costCenterId: gid('CostCenter', D), year: YEAR } }, finance);
    expect(res.errors).toBeUndefined();
    const nets = res.data.invoices.edges.map((e: any) => e.node.netAmount);
    expect(nets.sort()).toEqual(['-20.10', '240.50', '60.25']);
    const cents = nets.reduce((sum: number, n: string) => sum + Math.round(Number(n) * 100), 0);
    expect(cents / 100).toBe(actual);

    // The same filter through REST (the list's export uses it too); another year lists nothing.
    const listed = await rest('GET', `invoices.php?budget_cost_center_id=${D}&budget_year=${YEAR}`, undefined, finance);
    expect(listed.status).toBe(200);
    expect(listed.body.map((i: any) => Number(i.net_amount ?? i.netAmount)).sort()).toEqual([-20.1, 240.5, 60.25]);
    const other = await t.gql<any>(INVOICES, { ref: { costCenterId: gid('CostCenter', D), year: YEAR - 1 } }, finance);
    expect(other.data.invoices.totalCount).toBe(0);
  });

  it('refuses a bad year with a clear Italian message', async () => {
    const res = await rest('GET', `invoices.php?budget_cost_center_id=${A}&budget_year=abc`, undefined, finance);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/anno/i);
  });
});
