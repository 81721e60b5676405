// Spend analytics (issue 18, points 5-6): spend by month / supplier / cost center / VAT rate, payables
// ageing and approval lead time. Each is one SQL statement in one row-level-security transaction, so the
// number of statements does not grow with the data.
import { assertAllowed, tenantFilter, type Context, type Viewer } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../errors.ts';
import { BUSINESS_TIME_ZONE, today } from '../../shared/calendar.ts';
import { Decimal } from '../../shared/scalars.ts';
import {
  spendByCostCenter,
  spendByMonth,
  spendBySupplier,
  spendByVatRate,
  spendInvoices,
  type SpendSqlRow,
} from './spend.sql.ts';

export const SPEND_GROUPS = ['month', 'supplier', 'cost_center', 'vat_rate'] as const;
export type SpendGroup = (typeof SPEND_GROUPS)[number];

export interface SpendRow {
  /** month 'YYYY-MM', supplier or cost-center database id, VAT rate '22.00'; null: no cost center / not by line. */
  key: string | null;
  label: string;
  net: Decimal;
  vat: Decimal;
  total: Decimal;
  /** Invoices in the group (an invoice split over cost centers or rates counts in each). */
  count: number;
}

export interface DateRange {
  from: Date;
  to: Date;
}

const MONTH_LABEL = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function monthLabel(key: string): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return MONTH_LABEL.format(new Date(Date.UTC(y, m - 1, 1)));
}

function rateLabel(key: string | null): string {
  if (key === null) return 'Altro (bolli, arrotondamenti)';
  return `${new Decimal(key).toDecimalPlaces(2).toString().replace('.', ',')}%`;
}

function checkRange(range: DateRange): void {
  if (range.from.getTime() > range.to.getTime()) {
    throw new ValidationError('La data iniziale deve precedere o coincidere con la data finale', 'from');
  }
}

/** The viewer's tenant as a SQL condition on alias `alias` (TRUE only in the isolation suite: RLS alone). */
function tenantOf(viewer: Viewer, alias: string): Prisma.Sql {
  const where = tenantFilter(viewer);
  return 'tenantId' in where ? Prisma.sql`${Prisma.raw(`${alias}."tenantId"`)} = ${where.tenantId}` : Prisma.sql`TRUE`;
}

const GROUP_SQL: Record<SpendGroup, (inv: Prisma.Sql) => Prisma.Sql> = {
  month: spendByMonth,
  supplier: spendBySupplier,
  cost_center: spendByCostCenter,
  vat_rate: spendByVatRate,
};

function labelOf(group: SpendGroup, row: SpendSqlRow): string {
  if (group === 'month') return monthLabel(row.key!);
  if (group === 'vat_rate') return rateLabel(row.key);
  if (group === 'cost_center' && row.key === null) return 'Senza centro di costo';
  return row.label ?? '-';
}

/** Spend (fully approved invoices by invoice date, credit notes negative) in a date range, by one grouping. */
export async function spend(ctx: Context, group: SpendGroup, range: DateRange): Promise<SpendRow[]> {
  const viewer = assertAllowed(ctx, 'analytics.view');
  checkRange(range);
  const sql = GROUP_SQL[group](spendInvoices(tenantOf(viewer, 'i'), range.from, range.to));
  const rows = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, (tx) => tx.$queryRaw<SpendSqlRow[]>(sql));
  return rows.map((r) => ({
    key: r.key,
    label: labelOf(group, r),
    net: new Decimal(r.net),
    vat: new Decimal(r.vat),
    total: new Decimal(r.total),
    count: r.count,
  }));
}

export const AGEING_BUCKETS = {
  overdue: 'Scaduti',
  days_0_30: '0-30 giorni',
  days_31_60: '31-60 giorni',
  days_61_90: '61-90 giorni',
  over_90: 'Oltre 90 giorni',
  no_date: 'Senza data',
} as const;
export type AgeingBucket = keyof typeof AGEING_BUCKETS;

export interface AgeingRow {
  bucket: AgeingBucket;
  label: string;
  total: Decimal;
  count: number;
}

/**
 * Payables ageing: the open payments (awaiting details or payment) by when they fall due, counted from
 * today in Italy: already overdue, due in 0-30, 31-60, 61-90 or over 90 days, or without a date yet.
 * Every bucket is returned, empty ones too, in that order.
 */
export async function payablesAgeing(ctx: Context, now: Date = new Date()): Promise<AgeingRow[]> {
  const viewer = assertAllowed(ctx, 'analytics.view');
  const day = today(now);
  const rows = await inTenantTx(
    ctx.app.database.prisma,
    viewer.tenantId,
    (tx) =>
      tx.$queryRaw<{ bucket: AgeingBucket; total: string; count: number }[]>`
      SELECT CASE
               WHEN p."availableDate" IS NULL THEN 'no_date'
               WHEN p."availableDate" < ${day}::date THEN 'overdue'
               WHEN p."availableDate" <= ${day}::date + 30 THEN 'days_0_30'
               WHEN p."availableDate" <= ${day}::date + 60 THEN 'days_31_60'
               WHEN p."availableDate" <= ${day}::date + 90 THEN 'days_61_90'
               ELSE 'over_90' END AS "bucket",
             sum(p."totalAmount")::text AS "total", count(*)::int AS "count"
        FROM "Payment" p
       WHERE ${tenantOf(viewer, 'p')} AND p."status" IN ('awaiting_details', 'awaiting_payment')
       GROUP BY 1`,
  );
  const found = new Map(rows.map((r) => [r.bucket, r]));
  return (Object.keys(AGEING_BUCKETS) as AgeingBucket[]).map((bucket) => ({
    bucket,
    label: AGEING_BUCKETS[bucket],
    total: new Decimal(found.get(bucket)?.total ?? 0),
    count: found.get(bucket)?.count ?? 0,
  }));
}

export interface LeadTimeRow {
  /** 'YYYY-MM' of the full approval, in Italy. */
  month: string;
  label: string;
  /** Median days from creation to full approval (one decimal), null when none was approved that month. */
  offerMedianDays: number | null;
  offerCount: number;
  invoiceMedianDays: number | null;
  invoiceCount: number;
}

/**
 * Approval lead time per month of full approval within [from, to]: the median days from creation to
 * full approval of offers (approvedDate) and of invoices (the later of the two steps).
 */
export async function approvalLeadTime(ctx: Context, range: DateRange): Promise<LeadTimeRow[]> {
  const viewer = assertAllowed(ctx, 'analytics.view');
  checkRange(range);
  const zone = BUSINESS_TIME_ZONE;
  // [from 00:00, to+1 00:00) in Italy, as timestamps.
  const rows = await inTenantTx(
    ctx.app.database.prisma,
    viewer.tenantId,
    (tx) =>
      tx.$queryRaw<{ kind: 'offer' | 'invoice'; month: string; median: number; count: number }[]>`
      WITH bounds AS (
        SELECT (${range.from}::date)::timestamp AT TIME ZONE ${zone} AS "start",
               (${range.to}::date + 1)::timestamp AT TIME ZONE ${zone} AS "end"),
      approved AS (
        SELECT 'offer' AS "kind", o."approvedDate" AS "at", o."createdAt" AS "created"
          FROM "Offer" o, bounds
         WHERE ${tenantOf(viewer, 'o')} AND o."status" = 'approved'
           AND o."approvedDate" >= bounds."start" AND o."approvedDate" < bounds."end"
        UNION ALL
        SELECT 'invoice', greatest(i."approvedByFinanceAt", i."approvedByItAt"), i."createdAt"
          FROM "Invoice" i, bounds
         WHERE ${tenantOf(viewer, 'i')} AND i."status" = 'fully_approved'
           AND greatest(i."approvedByFinanceAt", i."approvedByItAt") >= bounds."start"
           AND greatest(i."approvedByFinanceAt", i."approvedByItAt") < bounds."end")
      SELECT "kind", to_char("at" AT TIME ZONE ${zone}, 'YYYY-MM') AS "month",
             round((percentile_cont(0.5) WITHIN GROUP (
               ORDER BY extract(epoch FROM "at" - "created") / 86400))::numeric, 1)::float8 AS "median",
             count(*)::int AS "count"
        FROM approved GROUP BY 1, 2 ORDER BY 2, 1`,
  );
  const months = new Map<string, LeadTimeRow>();
  for (const r of rows) {
    const row = months.get(r.month) ?? {
      month: r.month,
      label: monthLabel(r.month),
      offerMedianDays: null,
      offerCount: 0,
      invoiceMedianDays: null,
      invoiceCount: 0,
    };
    if (r.kind === 'offer') Object.assign(row, { offerMedianDays: r.median, offerCount: r.count });
    else Object.assign(row, { invoiceMedianDays: r.median, invoiceCount: r.count });
    months.set(r.month, row);
  }
  return [...months.values()];
}
