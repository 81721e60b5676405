import { can } from '../../auth/permissions.ts';
import { assertAllowed, requireViewer, tenantFilter, type Context, type Viewer } from '../../context.ts';
import { jsonPage } from '../../db/json-page.ts';
import { shapedRow } from '../../db/json-rows.ts';
import { SqlStatement } from '../../db/where-sql.ts';
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
  /** The recent lists, read in the cards' statement when the resolver passed their selection. */
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
  recentOffers?: { rows: unknown[][] };
  recentInvoices?: { rows: unknown[][] };
}

/**
 * Every card (count(*) FILTER per card, one index(-only) scan per table), computed for everyone (same
 * scan cost); the payments figures are only returned through the payments field, which keeps its
 * own permission check.
 */
function cardsSql(): string {
  return tenantStatement('dashboard-cards', () => {
    const card = (table: string, pending: string) =>
      `(SELECT json_build_object('total', count(*), 'pending', count(*) FILTER (WHERE "status" IN (${pending}))) FROM "${table}" WHERE ${tenantSql()})`;
    return `'offers', ${card('Offer', openStatusesSql(offerApproval))},
    'orders', ${card('Order', `'pending'`)},
    'invoices', ${card('Invoice', openStatusesSql(invoiceApproval))},
    'payments', (SELECT json_build_object(
        'count', count(*) FILTER (WHERE "status" <> 'cancelled'),
        'paidTotal', coalesce(sum("totalAmount") FILTER (WHERE "status" = 'paid'), 0)::text)
      FROM "Payment" WHERE ${tenantSql()})`;
  });
}

/**
 * A recent list as a page of db/json-page.ts (the tenant's newest rows with the columns and relations
 * Pothos planned from this request, so an invoice's render tree is read only by what shows it), its
 * values joined to the dashboard statement's argument; null when that cannot spell the selection.
 */
function recentPage(model: 'Offer' | 'Invoice', query: object | undefined, viewer: Viewer, statement: SqlStatement) {
  if (query === undefined) return null;
  return jsonPage({
    model,
    where: tenantFilter(viewer),
    orderBy: { id: 'desc' },
    query: { ...query, take: RECENT_ITEMS },
    counted: false,
    statement,
  });
}

/**
 * The cards and the recent lists asked for, as one JSON value read in one statement under row-level
 * security (tenantRead): with the sign-in lookup, a dashboard is two statements (issue 15, point 4).
 * Both lists and the cards come from one snapshot. A list whose selection the page cannot spell is
 * left to its own read.
 */
async function countAll(
  ctx: Context,
  recent: RecentQueries = {},
): Promise<{ counts: DashboardCounts; payments: PaymentsCard }> {
  const viewer = requireViewer(ctx);
  const statement = new SqlStatement();
  const offers = recentPage('Offer', recent.offers, viewer, statement);
  const invoices = recentPage('Invoice', recent.invoices, viewer, statement);
  const lists = [offers && `, 'recentOffers', ${offers.text}`, invoices && `, 'recentInvoices', ${invoices.text}`];
  const json = await tenantRead<DashboardJson>(
    ctx.app.database.prisma,
    viewer.tenantId,
    `json_build_object(${cardsSql()}${lists.filter(Boolean).join('')})`,
    { v: statement.values },
  );
  return {
    counts: {
      offers: json.offers,
      orders: json.orders,
      invoices: json.invoices,
      recentOffers: offers ? json.recentOffers?.rows.map((row) => shapedRow(offers.shape, row)) : undefined,
      recentInvoices: invoices ? json.recentInvoices?.rows.map((row) => shapedRow(invoices.shape, row)) : undefined,
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
