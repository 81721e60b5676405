import { can } from '../../auth/permissions.ts';
import { assertAllowed, requireViewer, type Context } from '../../context.ts';
import { onlyColumns, prismaRow } from '../../db/json-rows.ts';
import { tenantRead, tenantSql, tenantStatement } from '../../db/tenant-scope.ts';
import { Decimal } from '../../shared/scalars.ts';
import { openStatusesSql } from '../../workflows/approval.ts';
import { invoiceApproval, offerApproval } from '../../workflows/approval-kinds.ts';

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

/** How many recent offers and invoices the dashboard lists (spec heading 9). */
export const RECENT_ITEMS = 5;

/** What the dashboard statement answers: the cards, and each recent list it was asked to read. */
interface DashboardJson {
  offers: CountCard;
  orders: CountCard;
  invoices: CountCard;
  payments: { count: number; paidTotal: string };
  recentOffers?: Record<string, unknown>[];
  recentInvoices?: Record<string, unknown>[];
}

/**
 * The newest rows of a document table, each as Prisma would read it with its supplier (to_jsonb of
 * both rows), newest first. The supplier is a subquery per row, after the LIMIT: as a join, the
 * planner's estimate for a tenant known only at run time joined every invoice before sorting (8.8 of
 * the statement's 12.6 ms on bench_1m).
 */
const recentSql = (table: 'Offer' | 'Invoice') => `(
  SELECT coalesce(json_agg(r ORDER BY r."id" DESC), '[]') FROM (
    SELECT d.*, (SELECT to_jsonb(s) FROM "Supplier" s WHERE s."tenantId" = d."tenantId" AND s."id" = d."supplierId") AS "supplier"
      FROM "${table}" d WHERE ${tenantSql('d')} ORDER BY d."id" DESC LIMIT ${RECENT_ITEMS}) r)`;

/**
 * Every card (count(*) FILTER per card, one index(-only) scan per table) and the recent lists asked
 * for, as one JSON value read in one statement under row-level security (tenantRead): with the
 * sign-in lookup, a dashboard is two statements (issue 15, point 4). The payments figures are
 * computed for everyone (same scan cost) but only returned through the payments field, which keeps
 * its own permission check. Both lists and the cards come from one snapshot.
 */
function dashboardSql(recent: { offers: boolean; invoices: boolean }): string {
  return tenantStatement(`dashboard:${recent.offers}:${recent.invoices}`, () => buildDashboardSql(recent));
}

function buildDashboardSql(recent: { offers: boolean; invoices: boolean }): string {
  const card = (table: string, pending: string) =>
    `(SELECT json_build_object('total', count(*), 'pending', count(*) FILTER (WHERE "status" IN (${pending}))) FROM "${table}" WHERE ${tenantSql()})`;
  return `json_build_object(
    'offers', ${card('Offer', openStatusesSql(offerApproval))},
    'orders', ${card('Order', `'pending'`)},
    'invoices', ${card('Invoice', openStatusesSql(invoiceApproval))},
    'payments', (SELECT json_build_object(
        'count', count(*) FILTER (WHERE "status" <> 'cancelled'),
        'paidTotal', coalesce(sum("totalAmount") FILTER (WHERE "status" = 'paid'), 0)::text)
      FROM "Payment" WHERE ${tenantSql()})
    ${recent.offers ? `, 'recentOffers', ${recentSql('Offer')}` : ''}
    ${recent.invoices ? `, 'recentInvoices', ${recentSql('Invoice')}` : ''})`;
}

/** The relations the dashboard statement reads beside each recent row. */
const RECENT_RELATIONS = ['supplier'] as const;

async function countAll(
  ctx: Context,
  recent: RecentQueries = {},
): Promise<{ counts: DashboardCounts; payments: PaymentsCard }> {
  const viewer = requireViewer(ctx);
  // A list whose selection asks for more than a row and its supplier is left to its own read.
  const read = {
    offers: recent.offers !== undefined && onlyColumns('Offer', recent.offers, RECENT_RELATIONS),
    invoices: recent.invoices !== undefined && onlyColumns('Invoice', recent.invoices, RECENT_RELATIONS),
  };
  const json = await tenantRead<DashboardJson>(ctx.app.database.prisma, viewer.tenantId, dashboardSql(read));
  return {
    counts: {
      offers: json.offers,
      orders: json.orders,
      invoices: json.invoices,
      recentOffers: json.recentOffers?.map((row) => prismaRow('Offer', row)),
      recentInvoices: json.recentInvoices?.map((row) => prismaRow('Invoice', row)),
    },
    payments: { count: json.payments.count, paidTotal: new Decimal(json.payments.paidTotal) },
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
