// Issue 17 point 4: in-app notifications (who is told what, mark read, isolation) and the live counts
// over SSE on one server process (two processes: tests/reliability/live-two-servers.test.ts).
import { describe, expect, it } from 'vitest';
import type { PlannedNotification } from '../../api/src/modules/notifications/notification-feed.ts';
import { stationeryInvoice } from '../fixtures/fatturapa/scenarios.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { asUpload, gqlImport } from './einvoice-support.ts';
import { APPROVE_OFFER, CREATE_OFFER, REJECT_OFFER, fixture, gid } from './offers-support.ts';
import { openLive } from './live-support.ts';
import { bankingDay, payablePayments } from './payment-runs-support.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const globex = await loginAll(t, 'globex');
const prisma = t.app.database.platform;
const f = await fixture(prisma);
const fGlobex = await fixture(prisma, 'globex');

const LIST = `query ($unreadOnly: Boolean) { unreadNotificationCount
  notifications(first: 50, unreadOnly: $unreadOnly) { totalCount edges { node { id kind documentType documentId title body link read } } } }`;
const MARK = `mutation ($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) { __typename
  ... on Error { message field } ... on MutationMarkNotificationsReadSuccess { data { unreadCount notifications { id read } } } } }`;

/** A listed notification: what the rules planned, with its global id and read flag. */
type Row = Omit<PlannedNotification, 'userId'> & { id: string; read: boolean };
interface Listed {
  count: number;
  rows: Row[];
}
async function list(token: string, unreadOnly = false): Promise<Listed> {
  const res = await t.gql<any>(LIST, { unreadOnly }, token);
  expect(res.errors).toBeUndefined();
  return { count: res.data.unreadNotificationCount, rows: res.data.notifications.edges.map((e: any) => e.node) };
}
const about = (rows: Row[], type: string, id: number) =>
  rows.filter((r) => r.documentType === type && r.documentId === id);

let n = 0;
async function createOffer(token = tokens.procurement, fx = f): Promise<number> {
  n += 1;
  const input = {
    title: `Notifiche ${n}`,
    date: '2026-01-15',
    supplierId: gid('Supplier', fx.supplierIds[0]!),
    lines: [{ productId: gid('Product', fx.products[0]!.id), quantity: 1 }],
  };
  const res = await t.gql<any>(CREATE_OFFER, { input }, token);
  expect(res.data.createOffer.__typename).toBe('MutationCreateOfferSuccess');
  return res.data.createOffer.data.offer.rowId;
}

describe('who is told what', () => {
  it('a new offer awaits the approval of whoever the workflow gives a step, never its creator', async () => {
    const id = await createOffer();
    const [finance, it, admin, procurement, other] = (await Promise.all(
      [tokens.finance, tokens.it, tokens.admin, tokens.procurement, globex.finance].map((tk) => list(tk)),
    )) as [Listed, Listed, Listed, Listed, Listed];
    expect(about(finance.rows, 'offer', id)).toEqual([
      expect.objectContaining({
        kind: 'approval_needed',
        title: `Offerta «Notifiche ${n}» da approvare`,
        body: 'Serve la tua approvazione (Finance)',
        link: `/offers/${id}`,
        read: false,
      }),
    ]);
    expect(about(it.rows, 'offer', id)).toEqual([expect.objectContaining({ body: 'Serve la tua approvazione (IT)' })]);
    expect(about(admin.rows, 'offer', id)).toHaveLength(1);
    expect(about(procurement.rows, 'offer', id)).toEqual([]);
    expect(about(other.rows, 'offer', id)).toEqual([]);
  });

  it('after one step the other approver is told it is their turn; the final step tells the creator', async () => {
    const id = await createOffer();
    const before = about((await list(tokens.it)).rows, 'offer', id).length;
    expect(
      (await t.gql<any>(APPROVE_OFFER, { id: gid('Offer', id) }, tokens.finance)).data.approveOffer.__typename,
    ).toBe('MutationApproveOfferSuccess');
    const it = about((await list(tokens.it)).rows, 'offer', id);
    expect(it).toHaveLength(before + 1);
    expect(it[0]).toMatchObject({ kind: 'approval_needed', body: 'Approvazione Finance data: manca la tua (IT)' });
    // The finance manager gave their step: nothing new for them.
    expect(about((await list(tokens.finance)).rows, 'offer', id)).toHaveLength(1);
    await t.gql<any>(APPROVE_OFFER, { id: gid('Offer', id) }, tokens.it);
    expect(about((await list(tokens.procurement)).rows, 'offer', id)).toEqual([
      expect.objectContaining({ kind: 'approved', title: `Offerta «Notifiche ${n}» approvata`, link: `/offers/${id}` }),
    ]);
  });

  it('a rejection tells the creator, with the reason', async () => {
    const id = await createOffer();
    const res = await t.gql<any>(REJECT_OFFER, { id: gid('Offer', id), reason: 'Fornitore non in elenco' }, tokens.it);
    expect(res.data.rejectOffer.__typename).toBe('MutationRejectOfferSuccess');
    expect(about((await list(tokens.procurement)).rows, 'offer', id)).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        title: `Offerta «Notifiche ${n}» rifiutata`,
        body: 'Motivo: Fornitore non in elenco',
      }),
    ]);
  });

  it("an order received tells the offer's creator and finance, not whoever marked it", async () => {
    const offerId = await createOffer();
    const order = await prisma.order.create({
      data: {
        tenantId: f.tenantId,
        offerId,
        orderNumber: `ORD-NOTIF-${process.pid}`,
        date: new Date(Date.UTC(2026, 0, 15)),
        status: 'sent',
        supplierId: f.supplierIds[0]!,
        totalAmount: f.products[0]!.price,
        createdById: f.users.procurement,
      },
    });
    const ADVANCE = `mutation ($id: ID!) { advanceOrder(input: { id: $id }) { __typename } }`;
    expect((await t.gql<any>(ADVANCE, { id: gid('Order', order.id) }, tokens.admin)).data.advanceOrder.__typename).toBe(
      'MutationAdvanceOrderSuccess',
    );
    const expected = expect.objectContaining({
      kind: 'order_received',
      title: `Ordine ORD-NOTIF-${process.pid} ricevuto`,
      link: `/orders/${order.id}`,
    });
    expect(about((await list(tokens.procurement)).rows, 'order', order.id)).toEqual([expected]);
    expect(about((await list(tokens.finance)).rows, 'order', order.id)).toEqual([expected]);
    expect(about((await list(tokens.admin)).rows, 'order', order.id)).toEqual([]);
    expect(about((await list(tokens.it)).rows, 'order', order.id)).toEqual([]);
  });

  it('a payment run confirmed tells finance', async () => {
    const supplier = await prisma.supplier.findFirstOrThrow({ where: { tenantId: f.tenantId, iban: { not: null } } });
    const ids = await payablePayments(prisma, f.tenantId, supplier.id, [{ amount: '10.00' }]);
    const made = await t.rest(
      'POST',
      'payment-runs.php',
      { payment_ids: ids, execution_date: bankingDay(), format: 'sepa' },
      tokens.admin,
    );
    expect(made.status).toBe(201);
    const CONFIRM = `mutation ($id: ID!) { confirmPaymentRun(input: { id: $id }) { __typename } }`;
    expect(
      (await t.gql<any>(CONFIRM, { id: gid('PaymentRun', made.body.id) }, tokens.admin)).data.confirmPaymentRun
        .__typename,
    ).toBe('MutationConfirmPaymentRunSuccess');
    const finance = about((await list(tokens.finance)).rows, 'payment_run', made.body.id);
    expect(finance).toEqual([
      expect.objectContaining({ kind: 'payment_run_confirmed', body: '1 pagamento', link: '/payments' }),
    ]);
    expect(finance[0]!.title).toMatch(/^Distinta .+ confermata$/);
    expect(about((await list(tokens.it)).rows, 'payment_run', made.body.id)).toEqual([]);
  });

  it('an e-invoice import tells the importer it finished, and the approvers what awaits them', async () => {
    const res = await gqlImport(t, tokens.finance, [asUpload(stationeryInvoice())]);
    expect(res.errors).toBeUndefined();
    const invoiceId = Number(
      (
        await prisma.invoice.findFirstOrThrow({
          where: { tenantId: f.tenantId, source: 'fatturapa' },
          orderBy: { id: 'desc' },
        })
      ).id,
    );
    const finance = (await list(tokens.finance)).rows;
    expect(finance.find((r) => r.kind === 'einvoice_import_finished')).toMatchObject({
      title: 'Importazione fatture elettroniche completata',
      body: '1 importate, 0 duplicate, 0 con errori',
      link: '/invoices',
    });
    expect(about((await list(tokens.it)).rows, 'invoice', invoiceId)).toEqual([
      expect.objectContaining({
        kind: 'approval_needed',
        link: `/invoices/${invoiceId}`,
        body: 'Serve la tua approvazione (IT)',
      }),
    ]);
    // The importer is not told to approve what they just imported.
    expect(about(finance, 'invoice', invoiceId)).toEqual([]);
  });
});

describe('reading and marking read', () => {
  it('marks the given ones, or all; another user’s ids change nothing', async () => {
    await createOffer();
    await createOffer();
    const mine = await list(tokens.it, true);
    expect(mine.count).toBeGreaterThanOrEqual(2);
    const [first, second] = mine.rows;
    const financeRow = (await list(tokens.finance, true)).rows[0]!;
    const one = await t.gql<any>(MARK, { input: { ids: [first!.id, financeRow.id] } }, tokens.it);
    expect(one.data.markNotificationsRead.data).toEqual({
      unreadCount: mine.count - 1,
      notifications: [{ id: first!.id, read: true }],
    });
    expect((await list(tokens.finance, true)).rows.map((r) => r.id)).toContain(financeRow.id);
    const all = await t.gql<any>(MARK, { input: { all: true } }, tokens.it);
    expect(all.data.markNotificationsRead.data.unreadCount).toBe(0);
    expect((await list(tokens.it)).rows.find((r) => r.id === second!.id)?.read).toBe(true);
    const none = await t.gql<any>(MARK, { input: {} }, tokens.it);
    expect(none.data.markNotificationsRead).toMatchObject({
      __typename: 'ValidationError',
      message: 'Indica le notifiche da segnare come lette, oppure tutte',
    });
  });

  it("another user's notification is not found by id, in the same tenant or another", async () => {
    const row = (await list(tokens.finance)).rows[0]!;
    const NODE = `query ($id: ID!) { node(id: $id) { id ... on Notification { title } } }`;
    expect((await t.gql<any>(NODE, { id: row.id }, tokens.finance)).data.node).toEqual({
      id: row.id,
      title: row.title,
    });
    expect((await t.gql<any>(NODE, { id: row.id }, tokens.it)).data.node).toBeNull();
    expect((await t.gql<any>(NODE, { id: row.id }, globex.finance)).data.node).toBeNull();
    expect((await t.gql<any>(LIST, {}, null)).errors?.[0]?.message).toBeTruthy();
  });
});

describe('live counts over SSE', () => {
  it('pushes the bell and inbox counts now and on each change, to that user only', async () => {
    const financeStream = await openLive(`${t.baseUrl}/graphql`, tokens.finance);
    const otherStream = await openLive(`${t.baseUrl}/graphql`, globex.finance);
    try {
      expect(financeStream.response.headers.get('content-type')).toContain('text/event-stream');
      // The security headers of every answer (CSP included) are on the stream too.
      expect(financeStream.response.headers.get('content-security-policy')).toBeTruthy();
      expect(financeStream.response.headers.get('x-content-type-options')).toBe('nosniff');
      const start = (await financeStream.next()).data!.liveCounts;
      const otherStart = (await otherStream.next()).data!.liveCounts;
      expect(start.unreadNotifications).toBe((await list(tokens.finance, true)).count);
      expect(typeof start.approvalInbox).toBe('number');

      await createOffer();
      expect((await financeStream.next()).data!.liveCounts).toEqual({
        unreadNotifications: start.unreadNotifications + 1,
        approvalInbox: start.approvalInbox! + 1,
      });
      // The other tenant's stream heard nothing of it: its next event is its own user's change.
      await createOffer(globex.procurement, fGlobex);
      expect((await otherStream.next()).data!.liveCounts).toEqual({
        unreadNotifications: otherStart.unreadNotifications + 1,
        approvalInbox: otherStart.approvalInbox! + 1,
      });
      await t.gql<any>(MARK, { input: { all: true } }, tokens.finance);
      expect((await financeStream.next()).data!.liveCounts.unreadNotifications).toBe(0);
    } finally {
      financeStream.close();
      otherStream.close();
    }
  });

  it('a waiting stream holds no database connection: more streams than the pool, and requests still answer', async () => {
    // The server's pool has 10 connections (db/client.ts); PGlite has one.
    const streams = await Promise.all(Array.from({ length: 12 }, () => openLive(`${t.baseUrl}/graphql`, tokens.it)));
    try {
      for (const stream of streams) expect((await stream.next()).data!.liveCounts).toBeTruthy();
      expect((await list(tokens.finance)).rows.length).toBeGreaterThan(0);
      await createOffer();
      // Every stream of the IT director hears the new offer.
      for (const stream of streams)
        expect((await stream.next()).data!.liveCounts.unreadNotifications).toBeGreaterThan(0);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('a stream ends once its session is signed out: nothing more is heard on it', async () => {
    const session = await t.login('finance@acme.test', 'acme');
    const stream = await openLive(`${t.baseUrl}/graphql`, session);
    try {
      await stream.next();
      const out = await t.gql<any>('mutation { logout { __typename } }', {}, session);
      expect(out.errors).toBeUndefined();
      await createOffer();
      await expect(stream.next()).rejects.toThrow(/stream ended/);
    } finally {
      stream.close();
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const stream = await openLive(`${t.baseUrl}/graphql`, null);
    try {
      const first = await stream.next();
      expect(first.errors?.[0]?.message).toBeTruthy();
      expect(first.data?.liveCounts ?? null).toBeNull();
    } finally {
      stream.close();
    }
  });
});

describe('signed out', () => {
  // The app shell asks for the viewer and the bell's count in one query: an expired session (say, an
  // old e-mailed link) must still answer `viewer: null` so the shell sends the visitor to sign in.
  it('the shell query answers viewer null and refuses only the count, for a stale token and for none', async () => {
    for (const token of ['not-a-valid-token', undefined]) {
      const res = await t.gql<any>('{ viewer { role } unreadNotificationCount }', {}, token);
      expect(res.data).toEqual({ viewer: null, unreadNotificationCount: null });
      expect(res.errors?.map((e: any) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    }
  });
});
