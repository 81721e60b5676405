import { can } from '../../auth/permissions.ts';
import { assertAllowed, requireViewer, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { Decimal } from '../../shared/scalars.ts';

/**
 * The dashboard's figures, counted by the database in one statement, so the number of statements
 * stays the same whatever the amount of data (spec heading 2, Dashboard).
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
  /** Set only when the viewer may see the payments card (computed with the counts). */
  payments?: PaymentsCard;
  /** The recent lists, read in the counts' transaction when the resolver passed their selection. */
  recentOffers?: unknown[];
  recentInvoices?: unknown[];
}

/**
 * The Prisma selection (from the GraphQL request) of each recent list the client asked for and may
 * see; a list left out is not read.
 */
export interface RecentQueries {
  offers?: object;
  invoices?: object;
}

export interface PaymentsCard {
  /** Payments that are not cancelled. */
  count: number;
  /** Sum of the paid payments, euro. */
  paidTotal: Decimal;
}

interface CountsRow {
  offersTotal: number;
  offersPending: number;
  ordersTotal: number;
  ordersPending: number;
  invoicesTotal: number;
  invoicesPending: number;
  paymentsCount: number;
  paidTotal: unknown;
}

/**
 * Every card in one statement (count(*) FILTER per card, one index(-only) scan per table) and the
 * recent lists asked for, inside one row-level-security transaction: set_config, this SELECT, one
 * findMany per recent list, COMMIT (issue 15: 13 statements per dashboard became 7). The payments
 * figures are computed for everyone (same scan cost) but only returned through the payments field,
 * which keeps its own permission check.
 */
async function countAll(
  ctx: Context,
  recent: RecentQueries = {},
): Promise<{ counts: DashboardCounts; payments: PaymentsCard }> {
  const viewer = requireViewer(ctx);
  const where = tenantFilter(viewer);
  // tenantFilter is {} only in the isolation suite (TENANT_FILTER=off): row-level security alone then.
  const tenant = 'tenantId' in where ? Prisma.sql`"tenantId" = ${where.tenantId}` : Prisma.sql`TRUE`;
  const newest = { where, orderBy: { id: 'desc' as const }, take: RECENT_ITEMS };
  const { row, recentOffers, recentInvoices } = await inTenantTx(
    ctx.app.database.prisma,
    viewer.tenantId,
    async (tx) => {
      // One after the other, not Promise.all: an interactive transaction is one connection.
      const [counted] = await tx.$queryRaw<CountsRow[]>`
      SELECT o."total" AS "offersTotal", o."pending" AS "offersPending",
             r."total" AS "ordersTotal", r."pending" AS "ordersPending",
             i."total" AS "invoicesTotal", i."pending" AS "invoicesPending",
             p."count" AS "paymentsCount", p."paidTotal"
      FROM (SELECT count(*)::int AS "total",
                   (count(*) FILTER (WHERE "status" IN ('pending', 'approved_finance', 'approved_it')))::int AS "pending"
              FROM "Offer" WHERE ${tenant}) o,
           (SELECT count(*)::int AS "total", (count(*) FILTER (WHERE "status" = 'pending'))::int AS "pending"
              FROM "Order" WHERE ${tenant}) r,
           (SELECT count(*)::int AS "total",
                   (count(*) FILTER (WHERE "status" IN ('pending', 'approved_finance', 'approved_it')))::int AS "pending"
              FROM "Invoice" WHERE ${tenant}) i,
           (SELECT (count(*) FILTER (WHERE "status" <> 'cancelled'))::int AS "count",
                   coalesce(sum("totalAmount") FILTER (WHERE "status" = 'paid'), 0)::text AS "paidTotal"
              FROM "Payment" WHERE ${tenant}) p`;
      const offers: unknown[] | undefined = recent.offers
        ? await tx.offer.findMany({ ...recent.offers, ...newest })
        : undefined;
      const invoices: unknown[] | undefined = recent.invoices
        ? await tx.invoice.findMany({ ...recent.invoices, ...newest })
        : undefined;
      return { row: counted, recentOffers: offers, recentInvoices: invoices };
    },
  );
  if (!row) throw new Error('dashboard counts: no row'); // aggregates without GROUP BY always return one
  return {
    counts: {
      offers: { total: row.offersTotal, pending: row.offersPending },
      orders: { total: row.ordersTotal, pending: row.ordersPending },
      invoices: { total: row.invoicesTotal, pending: row.invoicesPending },
      recentOffers,
      recentInvoices,
    },
    payments: { count: row.paymentsCount, paidTotal: new Decimal(String(row.paidTotal)) },
  };
}

/** Counts of the whole dashboard; the payments card rides along for viewers who may see it. */
export async function dashboardCounts(ctx: Context, recent?: RecentQueries): Promise<DashboardCounts> {
  assertAllowed(ctx, 'dashboard.view');
  const viewer = requireViewer(ctx);
  // The invoices list keeps its own permission check in the schema; it is not even read without it.
  const allowed = can(viewer, 'invoice.view') ? recent : { ...recent, invoices: undefined };
  const { counts, payments } = await countAll(ctx, allowed);
  return can(viewer, 'dashboard.payments') ? { ...counts, payments } : counts;
}

/** Finance and the IT director only (permission dashboard.payments). */
export async function dashboardPayments(ctx: Context, counted?: PaymentsCard): Promise<PaymentsCard> {
  assertAllowed(ctx, 'dashboard.payments');
  return counted ?? (await countAll(ctx)).payments;
}

/** How many recent offers and invoices the dashboard lists (spec heading 9). */
export const RECENT_ITEMS = 5;
