import { describe, expect, it } from 'vitest';
import { today as italianToday } from '../../api/src/shared/calendar.ts';
import { Prisma } from '../../api/src/generated/prisma/client.ts';
import {
  APPROVE,
  createOrder,
  FROM_ORDER,
  fromOrderInput,
  gid,
  financeAppForFile,
  tenantIds,
} from './invoices-support.ts';

const { t, tokens, ids } = await financeAppForFile();

const iso = (d: Date) => d.toISOString().slice(0, 10);
const UPDATE = `mutation ($input: UpdatePaymentInput!) { updatePayment(input: $input) { __typename ... on Error { message }
  ... on MutationUpdatePaymentSuccess { data { payment { status statusLabel paymentMethod availableDate paidAt canCancel } } } } }`;
const CANCEL = `mutation ($id: ID!) { cancelPayment(input: { id: $id }) { __typename ... on Error { message }
  ... on MutationCancelPaymentSuccess { data { payment { status } } } } }`;
const STATS = `{ paymentStats { todayPayments totalPaid pendingPayments } }`;

/** A payment generated the real way: an order, its invoice, both approvals. */
async function generatedPayment(
  dueDate: string,
  unitPrice = '100.00',
): Promise<{ paymentId: number; invoiceNumber: string }> {
  const { orderId } = await createOrder(t.app.database.platform, ids, [{ unitPrice, quantity: 1 }]);
  const created = await t.gql<any>(
    FROM_ORDER,
    {
      input: fromOrderInput(orderId, {
        supplierId: String(ids.supplierId),
        dueDate,
        invoiceDate: '2025-01-01',
        invoiceNumber: `PAY-${orderId}`,
      }),
    },
    tokens.finance,
  );
  const invoiceId = created.data.createInvoiceFromOrder.data.invoice.id;
  await t.gql(APPROVE, { id: invoiceId }, tokens.finance);
  await t.gql(APPROVE, { id: invoiceId }, tokens.it);
  const link = await t.app.database.platform.paymentInvoice.findFirstOrThrow({ where: { invoice: { orderId } } });
  return { paymentId: link.paymentId, invoiceNumber: `PAY-${orderId}` };
}

/** The year in Italy at an instant: "paid this year" counts by the Italian calendar, as the server does. */
const italianYear = (at: Date) => italianToday(at).getUTCFullYear();

/** The spec's definitions, computed independently in JS from the rows. */
async function expectedStats() {
  const rows = await t.app.database.platform.payment.findMany({ where: { tenantId: ids.tenantId } });
  const today = italianToday();
  const year = today.getUTCFullYear();
  const sum = (xs: typeof rows) => xs.reduce((s, p) => s.add(p.totalAmount), new Prisma.Decimal(0)).toFixed(2);
  const open = rows.filter((p) => p.status === 'awaiting_details' || p.status === 'awaiting_payment');
  return {
    todayPayments: sum(open.filter((p) => p.availableDate && p.availableDate <= today)),
    totalPaid: sum(rows.filter((p) => p.status === 'paid' && p.paidAt && italianYear(p.paidAt) === year)),
    pendingPayments: sum(open.filter((p) => p.availableDate && p.availableDate > today)),
  };
}

describe('payments generated on full approval', () => {
  it("start 'In attesa dettagli' with the due date as available date, then follow their details", async () => {
    const due = iso(new Date(italianToday().getTime() + 5 * 86_400_000));
    const { paymentId, invoiceNumber } = await generatedPayment(due);
    const list = await t.rest('GET', `payments.php?search=${invoiceNumber}`, undefined, tokens.finance);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: paymentId,
        available_date: due,
        invoice_numbers: invoiceNumber,
        payment_method: null,
        total_amount: 122,
        status: 'In attesa dettagli',
      }),
    ]);
    const withMethod = await t.gql<any>(
      UPDATE,
      { input: { id: gid('Payment', paymentId), paymentMethod: 'bank_transfer' } },
      tokens.finance,
    );
    expect(withMethod.data.updatePayment.data.payment).toMatchObject({
      status: 'awaiting_payment',
      statusLabel: 'In attesa pagamento',
      availableDate: due,
    });
    const cleared = await t.gql<any>(
      UPDATE,
      { input: { id: gid('Payment', paymentId), availableDate: null } },
      tokens.finance,
    );
    expect(cleared.data.updatePayment.data.payment.status).toBe('awaiting_details');
    const refused = await t.gql<any>(
      UPDATE,
      { input: { id: gid('Payment', paymentId), status: 'paid' } },
      tokens.finance,
    );
    expect(refused.data.updatePayment.message).toBe(
      'Imposta metodo di pagamento e data disponibilità prima di questo stato',
    );
  });

  it('paid: REST PUT with status Pagata records the date; a paid payment cannot be cancelled', async () => {
    const { paymentId } = await generatedPayment('2030-01-31');
    const put = await t.rest(
      'PUT',
      `payments.php?id=${paymentId}`,
      { available_date: iso(italianToday()), payment_method: 'credit_card', status: 'Pagata' },
      tokens.finance,
    );
    expect(put).toMatchObject({ status: 200, body: { success: true } });
    const row = await t.app.database.platform.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(row.status).toBe('paid');
    expect(row.paidAt).not.toBeNull();
    const cancel = await t.gql<any>(CANCEL, { id: gid('Payment', paymentId) }, tokens.admin);
    expect(cancel.data.cancelPayment).toMatchObject({
      __typename: 'ConflictError',
      message: 'Un pagamento già pagato non può essere annullato',
    });
    const restCancel = await t.rest('PUT', `payments.php?id=${paymentId}`, { status: 'Annullato' }, tokens.finance);
    expect(restCancel).toMatchObject({
      status: 409,
      body: { error: 'Un pagamento già pagato non può essere annullato' },
    });
    const audit = await t.app.database.platform.auditLog.findMany({
      where: { entityType: 'Payment', entityId: paymentId },
    });
    expect(audit.map((a) => a.action)).toEqual(['create', 'status:paid']);
  });

  it('cancels an unpaid payment; a cancelled one cannot be edited', async () => {
    const { paymentId } = await generatedPayment('2030-02-28');
    const res = await t.gql<any>(CANCEL, { id: gid('Payment', paymentId) }, tokens.finance);
    expect(res.data.cancelPayment.data.payment.status).toBe('cancelled');
    const edit = await t.gql<any>(
      UPDATE,
      { input: { id: gid('Payment', paymentId), paymentMethod: 'cash' } },
      tokens.finance,
    );
    expect(edit.data.updatePayment.message).toBe('Un pagamento annullato non può essere modificato');
  });

  it('finance and admin edit; IT director may only look; procurement may not even look', async () => {
    const { paymentId } = await generatedPayment('2030-03-31');
    const itEdit = await t.gql<any>(
      UPDATE,
      { input: { id: gid('Payment', paymentId), paymentMethod: 'cash' } },
      tokens.it,
    );
    expect(itEdit.data.updatePayment.__typename).toBe('ForbiddenError');
    expect((await t.rest('PUT', `payments.php?id=${paymentId}`, { payment_method: 'cash' }, tokens.it)).status).toBe(
      403,
    );
    expect((await t.rest('GET', 'payments.php', undefined, tokens.it)).status).toBe(200);
    expect((await t.rest('GET', 'payments.php', undefined, tokens.procurement)).status).toBe(403);
    expect((await t.rest('GET', 'payment-stats.php', undefined, tokens.procurement)).status).toBe(403);
    expect((await t.gql<any>(STATS, {}, tokens.procurement)).errors?.[0]?.message).toBe('Accesso Negato');
    const adminEdit = await t.rest('PUT', `payments.php?id=${paymentId}`, { payment_method: 'voucher' }, tokens.admin);
    expect(adminEdit.status).toBe(200);
    const globex = await t.login('finance@globex.test', 'globex');
    expect((await t.rest('PUT', `payments.php?id=${paymentId}`, { payment_method: 'cash' }, globex)).status).toBe(404);
  });
});

describe('payment list filters', () => {
  it('filters by status, method, available-date range and text (REST and GraphQL)', async () => {
    const byStatus = await t.rest('GET', 'payments.php?status=In attesa pagamento', undefined, tokens.finance);
    expect(byStatus.body.length).toBeGreaterThan(0);
    expect(byStatus.body.every((p: any) => p.status === 'In attesa pagamento')).toBe(true);
    const byMethod = await t.rest('GET', 'payments.php?payment_method=credit_card', undefined, tokens.finance);
    expect(byMethod.body.every((p: any) => p.payment_method === 'credit_card')).toBe(true);
    const range = await t.rest(
      'GET',
      'payments.php?date_from=2030-01-01&date_to=2030-02-28',
      undefined,
      tokens.finance,
    );
    expect(range.body.length).toBeGreaterThan(0);
    expect(range.body.every((p: any) => p.available_date >= '2030-01-01' && p.available_date <= '2030-02-28')).toBe(
      true,
    );
    const gql = await t.gql<any>(
      `query { payments(status: paid, first: 50) { totalCount edges { node { status invoiceNumbers paymentReference } } } }`,
      {},
      tokens.finance,
    );
    expect(gql.data.payments.totalCount).toBeGreaterThan(0);
    expect(gql.data.payments.edges.every((e: any) => e.node.status === 'paid')).toBe(true);
    expect((await t.rest('GET', 'payments.php?status=bogus', undefined, tokens.finance)).status).toBe(400);
  });
});

describe('payment statistics', () => {
  it('match the definitions: open and available today or earlier, paid this year, open with a future date', async () => {
    const before = await t.rest('GET', 'payment-stats.php', undefined, tokens.it);
    const expected = await expectedStats();
    expect(before.body).toEqual({
      today_payments: Number(expected.todayPayments),
      total_paid: Number(expected.totalPaid),
      pending_payments: Number(expected.pendingPayments),
    });
    const gql = await t.gql<any>(STATS, {}, tokens.finance);
    expect(gql.data.paymentStats).toEqual(expected);
  });

  it('move as a payment becomes available, is paid, or is cancelled', async () => {
    const stats = async () => (await t.gql<any>(STATS, {}, tokens.finance)).data.paymentStats;
    const start = await stats();
    const future = iso(new Date(italianToday().getTime() + 10 * 86_400_000));
    const { paymentId } = await generatedPayment(future, '1000.00'); // 1220.00 with VAT
    const afterApproval = await stats();
    expect(Number(afterApproval.pendingPayments) - Number(start.pendingPayments)).toBeCloseTo(1220, 2);
    expect(afterApproval.todayPayments).toBe(start.todayPayments);

    await t.gql(
      UPDATE,
      { input: { id: gid('Payment', paymentId), availableDate: iso(italianToday()), paymentMethod: 'bank_transfer' } },
      tokens.finance,
    );
    const availableNow = await stats();
    expect(Number(availableNow.todayPayments) - Number(start.todayPayments)).toBeCloseTo(1220, 2);
    expect(availableNow.pendingPayments).toBe(start.pendingPayments);

    await t.gql(UPDATE, { input: { id: gid('Payment', paymentId), status: 'paid' } }, tokens.finance);
    const paid = await stats();
    expect(paid.todayPayments).toBe(start.todayPayments);
    expect(Number(paid.totalPaid) - Number(start.totalPaid)).toBeCloseTo(1220, 2);
    expect(paid).toEqual(await expectedStats());
  });

  it("count only the viewer's tenant", async () => {
    const globex = await t.login('finance@globex.test', 'globex');
    const globexIds = await tenantIds(t.app.database.platform, 'globex');
    const rows = await t.app.database.platform.payment.findMany({
      where: { tenantId: globexIds.tenantId, status: 'paid' },
    });
    const paid = rows
      .filter((p) => p.paidAt && italianYear(p.paidAt) === italianToday().getUTCFullYear())
      .reduce((s, p) => s.add(p.totalAmount), new Prisma.Decimal(0));
    const res = await t.gql<any>(STATS, {}, globex);
    expect(res.data.paymentStats.totalPaid).toBe(paid.toFixed(2));
  });
});
