import { describe, expect, it } from 'vitest';
import { INBOX_MESSAGES, INBOX_PAGE } from '../../api/src/modules/inbox/inbox.service.ts';
import { SEGREGATION_MESSAGE } from '../../api/src/workflows/segregation.ts';
import { offerApproval } from '../../api/src/workflows/approval-kinds.ts';
import { stationeryInvoice } from '../fixtures/fatturapa/scenarios.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { asUpload, only, restImport } from './einvoice-support.ts';
import { fixture, gid, seedOffer } from './offers-support.ts';

/** Issue 17 points 1 and 2: the approvals inbox ("Da approvare") and the documents' history. */
const t = await appForFile();
const tokens = await loginAll(t);
const globexFinance = await t.login('finance@globex.test', 'globex');
const prisma = t.app.database.platform;
const f = await fixture(prisma);

const INBOX = /* GraphQL */ `
  query ($limit: Int = 1000) {
    approvalInbox(limit: $limit) {
      documentId
      rowId
      type
      title
      amount
      createdAt
      ageDays
      step
    }
    approvalInboxCount
  }
`;
const DECIDE = /* GraphQL */ `
  mutation ($input: DecideInboxItemsInput!) {
    decideInboxItems(input: $input) {
      __typename
      ... on Error {
        message
        code
        field
      }
      ... on MutationDecideInboxItemsSuccess {
        data {
          results {
            index
            ok
            message
          }
        }
      }
    }
  }
`;
const HISTORY = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on Offer {
        history {
          ...entry
        }
      }
      ... on Contract {
        history {
          ...entry
        }
      }
    }
  }
  fragment entry on HistoryEntry {
    at
    actor
    action
    label
    changes {
      field
      label
      before
      after
    }
  }
`;

type Item = { type: string; id: number; title: string; amount: number | null; created_at: string; step: string };
const inbox = async (token: string) => (await t.rest('GET', 'inbox.php', undefined, token)).body as Item[];
const has = (items: Item[], type: string, id: number) => items.find((i) => i.type === type && i.id === id);

async function seedContract(status: 'pending' | 'approved_finance', createdAt?: Date) {
  const contract = await prisma.contract.create({
    data: {
      tenantId: f.tenantId,
      contractName: `Contratto inbox ${Date.now()}`,
      supplierId: f.supplierIds[0]!,
      status,
      ...(status === 'approved_finance' ? { approvedByFinanceId: f.users.finance } : {}),
      ...(createdAt ? { createdAt } : {}),
    },
  });
  return contract.id;
}

describe('approvals inbox (issue 17 point 1)', () => {
  it('lists what awaits each user’s own step, with its amount, and drops it once that step is given', async () => {
    const offer = await seedOffer(prisma, f);
    const financeBefore = has(await inbox(tokens.finance), 'offer', offer);
    expect(financeBefore).toMatchObject({
      type: 'offer',
      id: offer,
      step: 'finance',
      amount: Number(f.products[0]!.price),
    });
    expect(Object.keys(financeBefore!).sort()).toEqual([
      'age_days',
      'amount',
      'created_at',
      'id',
      'step',
      'title',
      'type',
    ]);
    expect(has(await inbox(tokens.it), 'offer', offer)).toMatchObject({ step: 'it' });

    await t.gql(
      DECIDE,
      { input: { items: [{ type: 'offer', id: gid('Offer', offer) }], decision: 'approve' } },
      tokens.finance,
    );
    expect(has(await inbox(tokens.finance), 'offer', offer)).toBeUndefined();
    expect(has(await inbox(tokens.it), 'offer', offer)).toMatchObject({ step: 'it' });

    // Procurement takes no step: no inbox at all.
    expect((await t.rest('GET', 'inbox.php', undefined, tokens.procurement)).status).toBe(403);
    const refused = await t.gql<any>(INBOX, {}, tokens.procurement);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('follows the segregation-of-duties policy: an admin who gave one step does not see the other', async () => {
    const gaveFinance = await seedOffer(prisma, f, 'approved_finance', { approvedByFinanceId: f.users.admin });
    expect(has(await inbox(tokens.admin), 'offer', gaveFinance)).toBeUndefined();
    expect(has(await inbox(tokens.it), 'offer', gaveFinance)).toMatchObject({ step: 'it' });
    await prisma.tenant.update({ where: { id: f.tenantId }, data: { segregationOfDuties: false } });
    try {
      expect(has(await inbox(tokens.admin), 'offer', gaveFinance)).toMatchObject({ step: 'it' });
    } finally {
      await prisma.tenant.update({ where: { id: f.tenantId }, data: { segregationOfDuties: true } });
    }
  });

  it('puts the oldest first across offers, invoices and contracts, with the count beside it', async () => {
    const oldContract = await seedContract('pending', new Date(Date.UTC(2001, 0, 2)));
    const oldOffer = await seedOffer(prisma, f);
    await prisma.offer.update({ where: { id: oldOffer }, data: { createdAt: new Date(Date.UTC(2001, 0, 1)) } });
    const items = await inbox(tokens.finance);
    expect(items.slice(0, 2).map((i) => [i.type, i.id])).toEqual([
      ['offer', oldOffer],
      ['contract', oldContract],
    ]);
    expect(has(items, 'contract', oldContract)!.amount).toBeNull();
    const times = items.map((i) => Date.parse(i.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['offer', 'invoice', 'contract']));

    const gql = await t.gql<any>(INBOX, {}, tokens.finance);
    expect(gql.data.approvalInboxCount).toBe(items.length);
    expect(gql.data.approvalInbox[0]).toMatchObject({
      documentId: gid('Offer', oldOffer),
      type: 'offer',
      step: 'FINANCE',
    });
    expect(gql.data.approvalInbox[0].ageDays).toBeGreaterThan(365 * 20);
  });

  it('counts exactly what it lists, for every role, whoever gave a step, with the policy on and off', async () => {
    // Every open status with every giver of each step (nobody, the finance manager, the IT director,
    // the admin), consistent with the status or not: the badge groups documents by what the step rule
    // reads, so it must agree with the list in each case.
    const givers = [undefined, f.users.finance, f.users.it, f.users.admin];
    for (const status of ['pending', 'approved_finance', 'approved_it'] as const) {
      for (const approvedByFinanceId of givers) {
        for (const approvedByItId of givers) {
          await seedOffer(prisma, f, status, {
            ...(approvedByFinanceId ? { approvedByFinanceId } : {}),
            ...(approvedByItId ? { approvedByItId } : {}),
          });
        }
      }
    }
    await seedContract('approved_finance');
    const counted = async (token: string) => {
      const { data } = await t.gql<any>(INBOX, {}, token);
      return [data.approvalInboxCount, data.approvalInbox.length];
    };
    for (const policy of [true, false]) {
      await prisma.tenant.update({ where: { id: f.tenantId }, data: { segregationOfDuties: policy } });
      try {
        for (const token of [tokens.admin, tokens.finance, tokens.it]) {
          const [count, listed] = await counted(token);
          expect(listed).toBeGreaterThan(0);
          expect(count).toBe(listed);
        }
      } finally {
        await prisma.tenant.update({ where: { id: f.tenantId }, data: { segregationOfDuties: true } });
      }
    }
  });

  it('lists a page of the oldest: the start of the whole list, read only from the groups the rule admits', async () => {
    // Old documents the finance manager may not approve, between those they may: a page filled from
    // rows the rule then drops would come back short.
    const day = (n: number) => new Date(Date.UTC(1990, 0, n));
    const mine: number[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const refused = [
        await seedOffer(prisma, f, 'approved_finance'), // finance gave its step
        await seedOffer(prisma, f, 'approved_finance', { approvedByFinanceId: f.users.admin }), // only IT's step is open
        await seedOffer(prisma, f, 'approved_it', { approvedByItId: f.users.finance }), // finance gave the other step
      ];
      for (const id of refused) await prisma.offer.update({ where: { id }, data: { createdAt: day(n) } });
      const open = await seedOffer(prisma, f);
      await prisma.offer.update({ where: { id: open }, data: { createdAt: new Date(day(n).getTime() + 3_600_000) } });
      mine.push(open);
    }
    const list = async (limit?: number) =>
      (await t.gql<any>(INBOX, limit === undefined ? {} : { limit }, tokens.finance)).data;
    const whole = await list();
    expect(whole.approvalInbox).toHaveLength(whole.approvalInboxCount);
    const page = await list(4);
    expect(page.approvalInbox).toEqual(whole.approvalInbox.slice(0, 4));
    expect(page.approvalInbox.map((i: { rowId: number }) => i.rowId)).toEqual(mine.slice(0, 4));
    expect(page.approvalInboxCount).toBe(whole.approvalInboxCount);
    // Without a limit, the screen's page (as many as one bulk decision takes).
    const screen = await t.gql<any>('{ approvalInbox { rowId } }', {}, tokens.finance);
    expect(screen.data.approvalInbox).toHaveLength(Math.min(INBOX_PAGE, whole.approvalInboxCount));

    const rest = await t.rest('GET', 'inbox.php?limit=3', undefined, tokens.finance);
    expect(rest.body.map((i: Item) => i.id)).toEqual(mine.slice(0, 3));
    expect((await inbox(tokens.finance)).length).toBe(whole.approvalInboxCount);

    const zero = await t.gql<any>(INBOX, { limit: 0 }, tokens.finance);
    expect(zero.errors?.[0]?.message).toBe(INBOX_MESSAGES.limit);
    const badRest = await t.rest('GET', 'inbox.php?limit=0', undefined, tokens.finance);
    expect(badRest.status).toBe(400);
    expect(JSON.stringify(badRest.body)).toContain('limit');
  });

  it('decides each item of a bulk action as a single approval, with a result per item', async () => {
    const open = await seedOffer(prisma, f);
    const stepDone = await seedOffer(prisma, f, 'approved_finance');
    const foreign = await prisma.offer.findFirstOrThrow({ where: { tenant: { shortName: 'globex' } } });
    const contract = await seedContract('pending');
    const answer = await t.gql<any>(
      DECIDE,
      {
        input: {
          decision: 'approve',
          items: [
            { type: 'offer', id: gid('Offer', open) },
            { type: 'offer', id: gid('Offer', stepDone) },
            { type: 'offer', id: gid('Offer', foreign.id) },
            { type: 'contract', id: gid('Contract', contract) },
          ],
        },
      },
      tokens.finance,
    );
    expect(answer.data.decideInboxItems.data.results).toEqual([
      { index: 0, ok: true, message: null },
      { index: 1, ok: false, message: offerApproval.messages.stepDone },
      { index: 2, ok: false, message: offerApproval.messages.notFound },
      { index: 3, ok: true, message: null },
    ]);
    expect((await prisma.offer.findUniqueOrThrow({ where: { id: open } })).status).toBe('approved_finance');
    expect((await prisma.offer.findUniqueOrThrow({ where: { id: foreign.id } })).status).toBe(foreign.status);
    expect((await prisma.contract.findUniqueOrThrow({ where: { id: contract } })).status).toBe('approved_finance');

    // The admin who gave the finance step is refused the IT step of the same offer, item by item.
    const adminGave = await seedOffer(prisma, f, 'approved_finance', { approvedByFinanceId: f.users.admin });
    const segregated = await t.gql<any>(
      DECIDE,
      { input: { decision: 'approve', items: [{ type: 'offer', id: gid('Offer', adminGave) }] } },
      tokens.admin,
    );
    expect(segregated.data.decideInboxItems.data.results[0]).toMatchObject({ ok: false, message: SEGREGATION_MESSAGE });
  });

  it('rejects in bulk only with a reason, recorded on each item', async () => {
    const a = await seedOffer(prisma, f);
    const items = [{ type: 'offer', id: gid('Offer', a) }];
    const noReason = await t.gql<any>(DECIDE, { input: { decision: 'reject', items, reason: '  ' } }, tokens.it);
    expect(noReason.data.decideInboxItems).toMatchObject({ message: INBOX_MESSAGES.reasonRequired, field: 'reason' });
    const empty = await t.gql<any>(DECIDE, { input: { decision: 'reject', items: [], reason: 'x' } }, tokens.it);
    expect(empty.data.decideInboxItems).toMatchObject({ message: INBOX_MESSAGES.noItems });
    expect((await prisma.offer.findUniqueOrThrow({ where: { id: a } })).status).toBe('pending');
    const done = await t.gql<any>(DECIDE, { input: { decision: 'reject', items, reason: 'Fuori budget' } }, tokens.it);
    expect(done.data.decideInboxItems.data.results[0]).toMatchObject({ ok: true });
    expect(await prisma.offer.findUniqueOrThrow({ where: { id: a } })).toMatchObject({
      status: 'rejected',
      rejectedReason: 'Fuori budget',
    });
  });
});

describe('document history (issue 17 point 2)', () => {
  it('shows an offer’s approvals with their step and a rejection with its reason, oldest first, with who', async () => {
    const offer = await seedOffer(prisma, f);
    const approve = { input: { decision: 'approve', items: [{ type: 'offer', id: gid('Offer', offer) }] } };
    await t.gql(DECIDE, approve, tokens.finance);
    await t.gql(DECIDE, { input: { ...approve.input, decision: 'reject', reason: 'Fornitore sbagliato' } }, tokens.it);
    const rest = await t.rest('GET', `history.php?type=offer&id=${offer}`, undefined, tokens.procurement);
    expect(rest.status).toBe(200);
    const finance = await prisma.user.findUniqueOrThrow({ where: { id: f.users.finance } });
    expect(rest.body.map((e: any) => [e.action, e.changes])).toEqual([
      ['approve_finance', { status: ['pending', 'approved_finance'] }],
      ['reject', { status: ['approved_finance', 'rejected'], rejectedReason: 'Fornitore sbagliato' }],
    ]);
    expect(rest.body[0].actor).toBe(`${finance.firstName} ${finance.lastName}`);
    expect(Date.parse(rest.body[0].at)).toBeLessThanOrEqual(Date.parse(rest.body[1].at));

    // The offer screen is in English (spec): its timeline's labels too.
    const gql = await t.gql<any>(HISTORY, { id: gid('Offer', offer) }, tokens.procurement);
    expect(gql.data.node.history.map((e: any) => e.label)).toEqual(['Approved (finance step)', 'Rejected']);
    expect(gql.data.node.history[1].changes).toContainEqual({
      field: 'rejectedReason',
      label: 'Reason',
      before: null,
      after: 'Fornitore sbagliato',
    });
    expect(gql.data.node.history[0].changes).toEqual([
      { field: 'status', label: 'Status', before: 'Pending', after: 'Approved by Finance' },
    ]);
  });

  it('labels a contract’s history in Italian and keeps an unknown action readable', async () => {
    const contract = await seedContract('pending');
    await t.gql(
      DECIDE,
      { input: { decision: 'approve', items: [{ type: 'contract', id: gid('Contract', contract) }] } },
      tokens.it,
    );
    await prisma.auditLog.create({
      data: {
        tenantId: f.tenantId,
        entityType: 'Contract',
        entityId: contract,
        action: 'budget:override',
        changes: {},
      },
    });
    const gql = await t.gql<any>(HISTORY, { id: gid('Contract', contract) }, tokens.finance);
    expect(gql.data.node.history.map((e: any) => [e.label, e.actor])).toEqual([
      ['Approvato (passo IT)', expect.any(String)],
      ['Azione: budget override', 'Sistema'],
    ]);
  });

  it('shows edited fields old -> new (a supplier) and who downloaded an invoice’s original', async () => {
    const supplier = await prisma.supplier.findFirstOrThrow({ where: { tenantId: f.tenantId } });
    const { name: _name, businessName, address, vatNumber } = supplier;
    const body = { name: 'Nuovo nome Srl', businessName, address, vatNumber };
    const edited = await t.rest('PUT', `suppliers.php?id=${supplier.id}`, body, tokens.finance);
    expect(edited.status).toBe(200);
    const history = await t.rest('GET', `history.php?type=supplier&id=${supplier.id}`, undefined, tokens.it);
    expect(history.body.at(-1)).toMatchObject({
      action: 'update',
      changes: { name: [supplier.name, 'Nuovo nome Srl'] },
    });

    const file = stationeryInvoice({ number: 'HIST-1' });
    const imported = await restImport(t, tokens.finance, [asUpload(file)]);
    const id = only(imported.body.imported as { id: number }[]).id;
    const download = await fetch(`${t.baseUrl}/api/invoices.php?id=${id}&original=1`, {
      headers: { authorization: `Bearer ${tokens.procurement}` },
    });
    expect(download.status).toBe(200);
    const entries = (await t.rest('GET', `history.php?type=invoice&id=${id}`, undefined, tokens.it)).body;
    expect(entries.map((e: any) => e.action)).toEqual(['import', 'download_original']);
    expect(entries[1]).toMatchObject({
      label: 'Original e-invoice file downloaded',
      changes: { fileName: file.fileName },
    });
  });

  it('shows a history only to whoever may see the document', async () => {
    const offer = await seedOffer(prisma, f);
    const other = await t.rest('GET', `history.php?type=offer&id=${offer}`, undefined, globexFinance);
    expect(other).toMatchObject({ status: 404, body: { success: false, error: 'Offer not found' } });
    const node = await t.gql<any>(HISTORY, { id: gid('Offer', offer) }, globexFinance);
    expect(node.data.node).toBeNull();
    const payment = await prisma.payment.findFirstOrThrow({ where: { tenantId: f.tenantId } });
    expect(
      (await t.rest('GET', `history.php?type=payment&id=${payment.id}`, undefined, tokens.procurement)).status,
    ).toBe(403);
    expect((await t.rest('GET', `history.php?type=payment&id=${payment.id}`, undefined, tokens.it)).status).toBe(200);
    expect((await t.rest('GET', `history.php?type=memo&id=${offer}`, undefined, tokens.it)).status).toBe(400);
    expect((await t.rest('GET', `history.php?type=offer&id=${offer}`, undefined, null)).status).toBe(401);
  });
});
