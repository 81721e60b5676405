import { paymentStats } from '../modules/payments/payment-stats.service.ts';
import { json, type RestEndpoint } from './adapter.ts';
import { money } from './legacy.ts';

export const paymentStatsEndpoint: RestEndpoint = {
  /** The three cards: today_payments, total_paid, pending_payments (numbers, euro). */
  async GET(_req, ctx) {
    const stats = await paymentStats(ctx);
    return json({
      today_payments: money(stats.todayPayments),
      total_paid: money(stats.totalPaid),
      pending_payments: money(stats.pendingPayments),
    });
  },
};
