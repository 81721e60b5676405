import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { Decimal } from '../../shared/scalars.ts';
import { startOfDay, today } from '../../shared/calendar.ts';

export interface PaymentStats {
  /** Open payments (not paid, not cancelled) whose available date is today or earlier. */
  todayPayments: Decimal;
  /** Payments paid in the current calendar year (by the day they were marked paid). */
  totalPaid: Decimal;
  /** Open payments whose available date is after today. */
  pendingPayments: Decimal;
}

/** The three cards of the payments screen, summed by PostgreSQL in one statement. */
export async function paymentStats(ctx: Context, now: Date = new Date()): Promise<PaymentStats> {
  const viewer = assertAllowed(ctx, 'payment.view');
  const tenantId = tenantFilter(viewer).tenantId ?? null;
  const day = today(now);
  // "Paid this year": the Italian calendar year, like the clerk's.
  const yearStart = startOfDay(new Date(Date.UTC(day.getUTCFullYear(), 0, 1)));
  const nextYearStart = startOfDay(new Date(Date.UTC(day.getUTCFullYear() + 1, 0, 1)));
  // Read under row-level security like every other tenant read (ctx.db does not scope raw SQL).
  const [row] = await inTenantTx(
    ctx.app.database.prisma,
    viewer.tenantId,
    (tx) =>
      tx.$queryRaw<{ today: string; paid: string; pending: string }[]>`
      SELECT
        COALESCE(SUM("totalAmount") FILTER (
          WHERE "status" IN ('awaiting_details', 'awaiting_payment') AND "availableDate" <= ${day}::date), 0)::text AS today,
        COALESCE(SUM("totalAmount") FILTER (
          WHERE "status" = 'paid' AND "paidAt" >= ${yearStart} AND "paidAt" < ${nextYearStart}), 0)::text AS paid,
        COALESCE(SUM("totalAmount") FILTER (
          WHERE "status" IN ('awaiting_details', 'awaiting_payment') AND "availableDate" > ${day}::date), 0)::text AS pending
      FROM "Payment"
      WHERE (${tenantId}::int IS NULL OR "tenantId" = ${tenantId}::int)`,
  );
  return {
    todayPayments: new Decimal(row?.today ?? 0),
    totalPaid: new Decimal(row?.paid ?? 0),
    pendingPayments: new Decimal(row?.pending ?? 0),
  };
}
