// Payment statistics at their boundaries (which day, which year, which status counts where) and the
// legacy shapes of /api/payments.php and /api/payment-stats.php (heading 3 and 7).
import { describe, expect, it } from 'vitest';
import { today as italianToday } from '../../api/src/shared/calendar.ts';
import type { PaymentStatus } from '../../api/src/generated/prisma/enums.ts';
import { gid, financeAppForFile, tenantIds } from './invoices-support.ts';

const { t, tokens, ids } = await financeAppForFile();

const DAY = 86_400_000;
const STATS = `{ paymentStats { todayPayments totalPaid pendingPayments } }`;
const cents = (value: string | number) => Math.round(Number(value) * 100);

let seq = 0;
async function payment(
  tenantId: number,
  status: PaymentStatus,
  amount: string,
  availableDate: Date | null,
  paidAt: Date | null = null,
) {
  seq += 1;
  return t.app.database.platform.payment.create({
    data: {
      tenantId,
      paymentReference: `TST-${process.pid}-${seq}`,
      status,
      totalAmount: amount,
      availableDate,
      paidAt,
      paymentMethod: status === 'awaiting_details' ? null : 'bank_transfer',
    },
  });
}

describe('payment statistics at their boundaries (computed in SQL)', () => {
  it('today = open and available today or earlier; paid = this calendar year; pending = open, available later', async () => {
    const before = (await t.gql<any>(STATS, {}, tokens.finance)).data.paymentStats;
    const today = italianToday();
    const year = today.getUTCFullYear();
    const globex = await tenantIds(t.app.database.platform, 'globex');
    await payment(ids.tenantId, 'awaiting_details', '1.00', new Date(today.getTime() - DAY)); // today (overdue, still payable)
    await payment(ids.tenantId, 'awaiting_payment', '2.00', today); // today
    await payment(ids.tenantId, 'awaiting_payment', '4.00', new Date(today.getTime() + DAY)); // pending
    await payment(ids.tenantId, 'cancelled', '8.00', today); // never
    await payment(ids.tenantId, 'paid', '16.00', today, new Date(Date.UTC(year - 1, 11, 31, 23, 30))); // 00:30 on 1 January in Rome: paid this year
    await payment(ids.tenantId, 'paid', '32.00', today, new Date(Date.UTC(year - 1, 11, 31, 22, 30))); // 23:30 on 31 December in Rome: last year, never
    await payment(ids.tenantId, 'awaiting_details', '64.00', null); // no date yet: neither today nor pending
    await payment(globex.tenantId, 'awaiting_payment', '128.00', today); // another tenant

    const after = (await t.gql<any>(STATS, {}, tokens.finance)).data.paymentStats;
    expect(cents(after.todayPayments) - cents(before.todayPayments)).toBe(300);
    expect(cents(after.totalPaid) - cents(before.totalPaid)).toBe(1600);
    expect(cents(after.pendingPayments) - cents(before.pendingPayments)).toBe(400);

    const rest = await t.rest('GET', 'payment-stats.php', undefined, tokens.it);
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body).sort()).toEqual(['pending_payments', 'today_payments', 'total_paid']);
    expect(rest.body).toEqual({
      today_payments: Number(after.todayPayments),
      total_paid: Number(after.totalPaid),
      pending_payments: Number(after.pendingPayments),
    });
  });
});

describe('/api/payments.php shapes', () => {
  it('lists the heading-3 fields: snake_case, Italian status, comma-separated invoice numbers, numbers for money', async () => {
    const list = (await t.rest('GET', 'payments.php', undefined, tokens.finance)).body as any[];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      expect(Object.keys(p).sort()).toEqual(
        [
          'available_date',
          'id',
          'insertion_date',
          'invoice_numbers',
          'payment_method',
          'payment_reference',
          'status',
          'total_amount',
        ].sort(),
      );
      expect(['In attesa dettagli', 'In attesa pagamento', 'Pagata', 'Annullato']).toContain(p.status);
      expect(typeof p.total_amount).toBe('number');
    }
    const several = list.find((p) => p.invoice_numbers.includes(','));
    expect(several?.invoice_numbers).toMatch(/^[^,]+(, [^,]+)+$/);
  });

  it('PUT changes available_date, payment_method and status and answers success; empty filters are omitted', async () => {
    const created = await payment(ids.tenantId, 'awaiting_details', '10.00', null);
    const res = await t.rest(
      'PUT',
      `payments.php?id=${created.id}`,
      { available_date: '2031-01-15', payment_method: 'cash', status: 'In attesa dettagli' },
      tokens.finance,
    );
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const row = (await t.rest('GET', `payments.php?search=${created.paymentReference}`, undefined, tokens.finance))
      .body[0];
    // Method and date are both set: the payment waits for payment now, whatever status was sent.
    expect(row).toMatchObject({ available_date: '2031-01-15', payment_method: 'cash', status: 'In attesa pagamento' });
    const all = await t.rest('GET', 'payments.php?status=&payment_method=all&search=', undefined, tokens.finance);
    expect(all.body.length).toBe(
      (await t.rest('GET', 'payments.php', undefined, tokens.finance)).body.length as number,
    );
    const cancel = await t.gql<any>(
      `mutation ($id: ID!) { cancelPayment(input: { id: $id }) { __typename } }`,
      { id: gid('Payment', created.id) },
      tokens.finance,
    );
    expect(cancel.data.cancelPayment.__typename).toBe('MutationCancelPaymentSuccess');
  });
});
