/**
 * Issue 6, point 5: races. 50 concurrent requests (GraphQL and legacy REST mixed, several users of
 * each role) on one offer, invoice, contract and order: exactly one winner per real transition, the
 * others a clear 409 / ConflictError (never a 5xx or a masked INTERNAL error), and the final state
 * and the audit log agree. On PGlite the requests interleave inside one process; in the PostgreSQL
 * pass of tests/run.ts (TEST_DATABASE_URL) they run on a pool of 20 real connections.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/auth/password.ts';
import { testDatabaseKind } from '../setup/database.ts';
import { appForFile } from '../setup/test-app.ts';
import {
  APPROVE as APPROVE_INVOICE,
  FROM_ORDER,
  createOrder,
  fromOrderInput,
  tenantIds,
} from '../api/invoices-support.ts';
import { APPROVE_OFFER, fixture, gid, seedOffer } from '../api/offers-support.ts';
import { decisionMutation } from '../api/decision-mutations.ts';
import { SEGREGATION_MESSAGE } from '../../api/src/workflows/segregation.ts';
import { CONFLICT, outcome, summarize, type Outcome } from './support/outcomes.ts';
import { addDays, isoDay, today } from '../../api/src/shared/calendar.ts';

const N = 50;
const userIdOfToken = new Map<string, number>();

const t = await appForFile();
const f = await fixture(t.app.database.platform);
const prisma = t.app.database.platform;
// A second finance manager and IT director, so racing approvals come from different people too.
const passwordHash = await hashPassword('demo1234');
for (const [email, role] of [
  ['finance2@acme.test', 'finance'],
  ['it2@acme.test', 'it_director'],
] as const) {
  await prisma.user.create({
    data: { tenantId: f.tenantId, email, passwordHash, firstName: 'Race', lastName: role, role },
  });
}
const emails = ['finance', 'finance2', 'it', 'it2', 'procurement', 'admin'];
const tokens = await Promise.all(emails.map((e) => t.login(`${e}@acme.test`, 'acme')));
const users = await prisma.user.findMany({ where: { tenantId: f.tenantId } });
emails.forEach((e, k) => userIdOfToken.set(tokens[k]!, users.find((u) => u.email === `${e}@acme.test`)!.id));
const [financeTokens, itTokens] = [tokens.slice(0, 2), tokens.slice(2, 4)];
const [procurementToken, adminToken] = [tokens[4]!, tokens[5]!];

const audit = (entityType: string, entityId: number) =>
  t.app.database.platform.auditLog.findMany({ where: { entityType, entityId }, orderBy: { id: 'asc' } });
const actions = (rows: { action: string }[]) => rows.map((r) => r.action).sort();

/** Finance and IT users alternating (mixed) or finance users only (same role). */
const actors = (mixed: boolean) =>
  Array.from({ length: N }, (_, k) => (mixed ? [...financeTokens, ...itTokens][k % 4]! : financeTokens[k % 2]!));

/** Even requests through GraphQL, odd ones through the legacy REST shim. */
async function race(
  graphql: (token: string, k: number) => Promise<unknown>,
  rest: (token: string, k: number) => Promise<unknown>,
  tokens: string[],
  field: string,
): Promise<Outcome[]> {
  const started = Date.now();
  const results = await Promise.all(
    tokens.map(async (token, k) => ({ token, ...outcome(await (k % 2 === 0 ? graphql : rest)(token, k), field) })),
  );
  summarize(field, results, Date.now() - started);
  return results;
}

function expectOnlyWinnersAndConflicts(results: Outcome[], winners: number, message?: RegExp): Outcome[] {
  const bad = results.filter((r) => r.kind !== 'win' && r.kind !== CONFLICT);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
  const wins = results.filter((r) => r.kind === 'win');
  expect(wins).toHaveLength(winners);
  if (message) for (const r of results.filter((x) => x.kind === CONFLICT)) expect(r.message).toMatch(message);
  return wins;
}

describe(`50 concurrent approvals (${testDatabaseKind})`, () => {
  const offerGql = (id: number) => (token: string) => t.gql(APPROVE_OFFER, { id: gid('Offer', id) }, token);
  const offerRest = (id: number) => (token: string) => t.rest('PUT', 'offers.php', { id, action: 'approve' }, token);

  it('of one offer by finance managers and IT directors: one finance step, one IT step, approved', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const results = await race(offerGql(id), offerRest(id), actors(true), 'approveOffer');
    const wins = expectOnlyWinnersAndConflicts(results, 2);
    const winners = wins.map((w) => userIdOfToken.get(w.token));
    const offer = await t.app.database.platform.offer.findUniqueOrThrow({ where: { id } });
    expect(offer).toMatchObject({ status: 'approved', version: 2 });
    expect(winners.sort()).toEqual([offer.approvedByFinanceId, offer.approvedByItId].sort());
    expect(actions(await audit('Offer', id))).toEqual(['approve_finance', 'approve_it']);
  });

  it('of one offer by finance managers only: exactly one approval', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const results = await race(offerGql(id), offerRest(id), actors(false), 'approveOffer');
    expectOnlyWinnersAndConflicts(results, 1);
    const offer = await t.app.database.platform.offer.findUniqueOrThrow({ where: { id } });
    expect(offer).toMatchObject({ status: 'approved_finance', version: 1, approvedByItId: null });
    expect(actions(await audit('Offer', id))).toEqual(['approve_finance']);
  });

  it('of one invoice: fully approved once, one payment, its order completed once', async () => {
    const prisma = t.app.database.platform;
    const ids = await tenantIds(prisma, 'acme');
    const { orderId } = await createOrder(prisma, ids, [{ unitPrice: '120.00', quantity: 2 }]);
    const created = await t.gql<any>(
      FROM_ORDER,
      { input: fromOrderInput(orderId, { supplierId: String(ids.supplierId), invoiceNumber: `RACE-${orderId}` }) },
      financeTokens[0],
    );
    const id = created.data.createInvoiceFromOrder.data.invoice.rowId as number;
    const results = await race(
      (token) => t.gql(APPROVE_INVOICE, { id: gid('Invoice', id) }, token),
      (token) => t.rest('PUT', `invoices.php?id=${id}`, { action: 'approve' }, token),
      actors(true),
      'approveInvoice',
    );
    expectOnlyWinnersAndConflicts(results, 2);
    const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id } });
    expect(invoice).toMatchObject({ status: 'fully_approved', version: 2 });
    expect(actions(await audit('Invoice', id))).toEqual(['approve_finance', 'approve_it', 'create']);
    const links = await prisma.paymentInvoice.findMany({ where: { invoiceId: id }, include: { payment: true } });
    expect(links).toHaveLength(1);
    expect(links[0]!.payment.totalAmount.toFixed(2)).toBe(invoice.totalAmount.toFixed(2));
    expect(actions(await audit('Payment', links[0]!.paymentId))).toEqual(['create']);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('completed');
    expect(actions(await audit('Order', orderId))).toEqual(['status:completed']);
  });

  it('of one contract: one finance step, one IT step, approved; same-role racers get one step', async () => {
    const CREATE = `mutation ($input: ContractInput!) { createContract(input: $input) { __typename
      ... on MutationCreateContractSuccess { data { contract { rowId } } } } }`;
    const APPROVE = decisionMutation('approve', 'Contract', 'status');
    const newContract = async (name: string) => {
      const input = { contractName: name, supplierId: String(f.supplierIds[0]), expiryDate: '2030-12-31' };
      const res = await t.gql<any>(CREATE, { input }, procurementToken);
      return res.data.createContract.data.contract.rowId as number;
    };
    const approveBoth = (id: number) =>
      [
        (token: string) => t.gql(APPROVE, { id: gid('Contract', id) }, token),
        (token: string) => t.rest('PUT', `contracts.php?id=${id}`, { action: 'approve' }, token),
      ] as const;
    const prisma = t.app.database.platform;

    const mixed = await newContract('Contratto gara misto');
    expectOnlyWinnersAndConflicts(await race(...approveBoth(mixed), actors(true), 'approveContract'), 2);
    expect(await prisma.contract.findUniqueOrThrow({ where: { id: mixed } })).toMatchObject({
      status: 'approved',
      version: 2,
    });
    expect(actions(await audit('Contract', mixed))).toEqual(['approve_finance', 'approve_it', 'create']);

    const same = await newContract('Contratto gara stesso ruolo');
    expectOnlyWinnersAndConflicts(await race(...approveBoth(same), actors(false), 'approveContract'), 1);
    expect(await prisma.contract.findUniqueOrThrow({ where: { id: same } })).toMatchObject({
      status: 'approved_finance',
      version: 1,
    });
    expect(actions(await audit('Contract', same))).toEqual(['approve_finance', 'create']);
  });
});

describe(`50 concurrent creations from one source (${testDatabaseKind})`, () => {
  it('createInvoiceFromOrder for one received order: exactly one invoice', async () => {
    const prisma = t.app.database.platform;
    const ids = await tenantIds(prisma, 'acme');
    const { orderId } = await createOrder(prisma, ids, [{ unitPrice: '10.00', quantity: 3 }]);
    const input = (k: number) => ({ ...fromOrderInput(orderId), invoiceNumber: `RACE-INV-${k}` });
    const tokens = Array.from({ length: N }, (_, k) => (k % 4 === 3 ? adminToken : financeTokens[k % 2]!));
    const results = await race(
      (token, k) => t.gql(FROM_ORDER, { input: { ...input(k), supplierId: String(ids.supplierId) } }, token),
      (token, k) => t.rest('POST', 'invoices.php', { ...input(k), orderId, supplierId: ids.supplierId }, token),
      tokens,
      'createInvoiceFromOrder',
    );
    expectOnlyWinnersAndConflicts(results, 1, /^An invoice already exists for this order$/);
    const invoices = await prisma.invoice.findMany({ where: { orderId }, include: { lines: true } });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.lines).toHaveLength(1);
    expect(invoices[0]!.netAmount.toFixed(2)).toBe('30.00');
    expect(actions(await audit('Invoice', invoices[0]!.id))).toEqual(['create']);
    // One creation entry per invoice: typed-in ones are audited 'create', imported e-invoices (the seed has some) 'import'.
    expect(
      await prisma.auditLog.count({ where: { entityType: 'Invoice', action: { in: ['create', 'import'] } } }),
    ).toBe(await prisma.invoice.count());
  });

  it('createOrder for one approved offer: exactly one order', async () => {
    const prisma = t.app.database.platform;
    const offerId = await seedOffer(prisma, f, 'approved');
    const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on Error { message }
      ... on MutationCreateOrderSuccess { data { order { rowId } } } } }`;
    const delivery = isoDay(addDays(today(), 7));
    const number = (k: number) => `ORD-RACE-${offerId}-${k}`;
    const tokens = Array.from({ length: N }, (_, k) => (k % 3 === 2 ? adminToken : procurementToken));
    const results = await race(
      (token, k) =>
        t.gql(
          CREATE,
          { input: { offerId: gid('Offer', offerId), orderNumber: number(k), estimatedDeliveryDate: delivery } },
          token,
        ),
      (token, k) =>
        t.rest(
          'POST',
          'orders.php',
          { offer_id: offerId, order_number: number(k), estimated_delivery_date: delivery },
          token,
        ),
      tokens,
      'createOrder',
    );
    expectOnlyWinnersAndConflicts(results, 1, /^An order already exists for this offer$/);
    const orders = await prisma.order.findMany({ where: { offerId } });
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe('pending');
    expect(actions(await audit('Order', orders[0]!.id))).toEqual(['create']);
  });
});

describe(`50 concurrent approvals by one admin, segregation of duties (${testDatabaseKind})`, () => {
  const CONTRACT_CREATE = `mutation ($input: ContractInput!) { createContract(input: $input) { __typename
    ... on MutationCreateContractSuccess { data { contract { rowId } } } } }`;
  const CONTRACT_APPROVE = decisionMutation('approve', 'Contract', 'status');
  const admins = () => Array.from({ length: N }, () => adminToken);
  const adminId = () => userIdOfToken.get(adminToken)!;

  /** One step applied; every other answer the segregation refusal (403) or, from the compare-and-set, a 409. */
  function expectOneStepThenRefusals(results: Outcome[]): void {
    expect(results.filter((r) => r.kind === 'win')).toHaveLength(1);
    const refused = (r: Outcome) =>
      r.kind === CONFLICT ||
      ((r.kind === 'ForbiddenError' || r.kind === 'http-403') && r.message === SEGREGATION_MESSAGE);
    const bad = results.filter((r) => r.kind !== 'win' && !refused(r));
    expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
  }

  const kinds = {
    offer: {
      field: 'approveOffer',
      create: () => seedOffer(t.app.database.platform, f),
      gql: (id: number) => (token: string) => t.gql(APPROVE_OFFER, { id: gid('Offer', id) }, token),
      rest: (id: number) => (token: string) => t.rest('PUT', 'offers.php', { id, action: 'approve' }, token),
      read: (id: number) => t.app.database.platform.offer.findUniqueOrThrow({ where: { id } }),
      entity: 'Offer',
      extraAudit: [] as string[],
    },
    invoice: {
      field: 'approveInvoice',
      create: async () => {
        const ids = await tenantIds(t.app.database.platform, 'acme');
        const { orderId } = await createOrder(t.app.database.platform, ids, [{ unitPrice: '80.00', quantity: 1 }]);
        const input = fromOrderInput(orderId, { supplierId: String(ids.supplierId), invoiceNumber: `SOD-${orderId}` });
        const created = await t.gql<any>(FROM_ORDER, { input }, financeTokens[0]);
        return created.data.createInvoiceFromOrder.data.invoice.rowId as number;
      },
      gql: (id: number) => (token: string) => t.gql(APPROVE_INVOICE, { id: gid('Invoice', id) }, token),
      // The legacy client names the final status: the server still gives one step, and only one.
      rest: (id: number) => (token: string) =>
        t.rest('PUT', `invoices.php?id=${id}`, { status: 'fully_approved' }, token),
      read: (id: number) => t.app.database.platform.invoice.findUniqueOrThrow({ where: { id } }),
      entity: 'Invoice',
      extraAudit: ['create'],
    },
    contract: {
      field: 'approveContract',
      create: async () => {
        const input = {
          contractName: `Contratto SoD ${Date.now()}`,
          supplierId: String(f.supplierIds[0]),
          expiryDate: '2030-12-31',
        };
        const res = await t.gql<any>(CONTRACT_CREATE, { input }, procurementToken);
        return res.data.createContract.data.contract.rowId as number;
      },
      gql: (id: number) => (token: string) => t.gql(CONTRACT_APPROVE, { id: gid('Contract', id) }, token),
      rest: (id: number) => (token: string) => t.rest('PUT', `contracts.php?id=${id}`, { action: 'approve' }, token),
      read: (id: number) => t.app.database.platform.contract.findUniqueOrThrow({ where: { id } }),
      entity: 'Contract',
      extraAudit: ['create'],
    },
  };

  for (const [name, kind] of Object.entries(kinds)) {
    it(`of one ${name}: the finance step once, every other request refused, never both steps by one person`, async () => {
      const id = await kind.create();
      const results = await race(kind.gql(id), kind.rest(id), admins(), kind.field);
      expectOneStepThenRefusals(results);
      expect(await kind.read(id)).toMatchObject({
        status: 'approved_finance',
        version: 1,
        approvedByFinanceId: adminId(),
        approvedByItId: null,
      });
      expect(actions(await audit(kind.entity, id))).toEqual(['approve_finance', ...kind.extraAudit].sort());
    });
  }

  it("of one offer with the tenant's policy off: the spec's rule, the admin's two steps both apply", async () => {
    const prisma = t.app.database.platform;
    await prisma.tenant.update({ where: { id: f.tenantId }, data: { segregationOfDuties: false } });
    try {
      const id = await kinds.offer.create();
      const results = await race(kinds.offer.gql(id), kinds.offer.rest(id), admins(), 'approveOffer');
      expectOnlyWinnersAndConflicts(results, 2);
      expect(await kinds.offer.read(id)).toMatchObject({
        status: 'approved',
        version: 2,
        approvedByFinanceId: adminId(),
        approvedByItId: adminId(),
      });
    } finally {
      await prisma.tenant.update({ where: { id: f.tenantId }, data: { segregationOfDuties: true } });
    }
  });
});
