import type { Context } from '../../context.ts';
import { assertCan, tenantFilter } from '../../context.ts';
import { Decimal } from '../../lib/scalars.ts';

/**
 * The dashboard's figures, counted by the database: one GROUP BY per table, so the number of
 * statements stays the same whatever the amount of data (spec heading 2, Dashboard).
 */
export interface CountCard {
  total: number;
  /** Offers and invoices: waiting for an approval (pending, approved_finance, approved_it). Orders: status pending. */
  pending: number;
}

export interface DashboardCounts {
  offers: CountCard;
  orders: CountCard;
  invoices: CountCard;
}

export interface PaymentsCard {
  /** Payments that are not cancelled. */
  count: number;
  /** Sum of the paid payments, euro. */
  paidTotal: Decimal;
}

const AWAITING_APPROVAL = new Set(['pending', 'approved_finance', 'approved_it']);

function card(
  groups: { status: string; _count: { _all: number } }[],
  isPending: (status: string) => boolean,
): CountCard {
  let total = 0;
  let pending = 0;
  for (const group of groups) {
    total += group._count._all;
    if (isPending(group.status)) pending += group._count._all;
  }
  return { total, pending };
}

export async function dashboardCounts(ctx: Context): Promise<DashboardCounts> {
  const viewer = assertCan(ctx, 'dashboard.view');
  const where = tenantFilter(viewer);
  const [offers, orders, invoices] = await Promise.all([
    ctx.db.offer.groupBy({ by: ['status'], where, _count: { _all: true } }),
    ctx.db.order.groupBy({ by: ['status'], where, _count: { _all: true } }),
    ctx.db.invoice.groupBy({ by: ['status'], where, _count: { _all: true } }),
  ]);
  return {
    offers: card(offers, (s) => AWAITING_APPROVAL.has(s)),
    orders: card(orders, (s) => s === 'pending'),
    invoices: card(invoices, (s) => AWAITING_APPROVAL.has(s)),
  };
}

/** Finance and the IT director only (permission dashboard.payments). */
export async function dashboardPayments(ctx: Context): Promise<PaymentsCard> {
  const viewer = assertCan(ctx, 'dashboard.payments');
  const groups = await ctx.db.payment.groupBy({
    by: ['status'],
    where: tenantFilter(viewer),
    _count: { _all: true },
    _sum: { totalAmount: true },
  });
  let count = 0;
  let paidTotal = new Decimal(0);
  for (const group of groups) {
    if (group.status !== 'cancelled') count += group._count._all;
    if (group.status === 'paid') paidTotal = paidTotal.plus(group._sum.totalAmount ?? 0);
  }
  return { count, paidTotal };
}

/** How many recent offers and invoices the dashboard lists (spec heading 9). */
export const RECENT_ITEMS = 5;
