// The SQL of spend analytics (issue 18, point 6), one statement per grouping. Kept apart from the
// service so the definition of "spend" and of each allocation reads in one place.
import { Prisma } from '../../generated/prisma/client.ts';
import { splitBySharesSql } from '../budgets/share-split.sql.ts';

/**
 * "Spend": fully approved invoices, by invoice date, within [from, to]. Credit notes (TD04, and TD08
 * simplified ones) count negative whatever sign their amounts were stored with.
 */
export function spendInvoices(tenant: Prisma.Sql, from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT i."id", i."tenantId", i."supplierId", i."orderId", i."invoiceDate",
           CASE WHEN ${CREDIT_NOTE} THEN -1 ELSE 1 END AS "sign",
           CASE WHEN ${CREDIT_NOTE} THEN -abs(i."netAmount") ELSE i."netAmount" END AS "net",
           CASE WHEN ${CREDIT_NOTE} THEN -abs(i."vatAmount") ELSE i."vatAmount" END AS "vat",
           CASE WHEN ${CREDIT_NOTE} THEN -abs(i."totalAmount") ELSE i."totalAmount" END AS "total"
      FROM "Invoice" i
     WHERE ${tenant} AND i."status" = 'fully_approved'
       AND i."invoiceDate" >= ${from}::date AND i."invoiceDate" <= ${to}::date`;
}

const CREDIT_NOTE = Prisma.sql`i."documentType" IN ('TD04', 'TD08')`;

/** One row per group, before labels: key, label, and the sums as text (exact decimals). */
export interface SpendSqlRow {
  key: string | null;
  label: string | null;
  net: string;
  vat: string;
  total: string;
  count: number;
}

export function spendByMonth(inv: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH inv AS (${inv})
    SELECT to_char(inv."invoiceDate", 'YYYY-MM') AS "key", NULL AS "label",
           sum(inv."net")::text AS "net", sum(inv."vat")::text AS "vat", sum(inv."total")::text AS "total",
           count(*)::int AS "count"
      FROM inv GROUP BY 1 ORDER BY 1`;
}

export function spendBySupplier(inv: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH inv AS (${inv}),
    sums AS (
      SELECT inv."tenantId", inv."supplierId", sum(inv."net") AS "net", sum(inv."vat") AS "vat",
             sum(inv."total") AS "total", count(*)::int AS "count"
        FROM inv GROUP BY 1, 2)
    SELECT sums."supplierId"::text AS "key", s."name" AS "label", sums."net"::text AS "net",
           sums."vat"::text AS "vat", sums."total"::text AS "total", sums."count"
      FROM sums JOIN "Supplier" s ON s."tenantId" = sums."tenantId" AND s."id" = sums."supplierId"
     ORDER BY sums."total" DESC, s."name", s."id"`;
}

/**
 * By VAT rate: each invoice's lines by rate; what the lines do not explain (stamp duty, rounding,
 * an invoice without lines) goes to a row with a null key, so the rows still add up to the invoices.
 */
export function spendByVatRate(inv: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH inv AS (${inv}),
    lines AS (
      SELECT l."invoiceId", l."vatPercentage" AS "rate",
             sum(inv."sign" * abs(l."netAmount")) AS "net", sum(inv."sign" * abs(l."vatAmount")) AS "vat"
        FROM inv JOIN "InvoiceLine" l ON l."tenantId" = inv."tenantId" AND l."invoiceId" = inv."id"
       GROUP BY 1, 2),
    rest AS (
      SELECT inv."id" AS "invoiceId", NULL::numeric AS "rate",
             inv."net" - coalesce(sum(lines."net"), 0) AS "net",
             inv."vat" - coalesce(sum(lines."vat"), 0) AS "vat",
             inv."total" - coalesce(sum(lines."net" + lines."vat"), 0) AS "total"
        FROM inv LEFT JOIN lines ON lines."invoiceId" = inv."id"
       GROUP BY inv."id", inv."net", inv."vat", inv."total"),
    parts AS (
      SELECT "invoiceId", "rate", "net", "vat", "net" + "vat" AS "total" FROM lines
      UNION ALL
      SELECT * FROM rest WHERE "net" <> 0 OR "vat" <> 0 OR "total" <> 0)
    SELECT "rate"::text AS "key", NULL AS "label", sum("net")::text AS "net", sum("vat")::text AS "vat",
           sum("total")::text AS "total", count(DISTINCT "invoiceId")::int AS "count"
      FROM parts GROUP BY "rate" ORDER BY "rate" DESC NULLS LAST`;
}

/**
 * By cost center, as the budgets count actual spend (issue 18 point 2): an order's invoice by its
 * offer's recipient shares, each invoice's net, VAT and total split by largest remainder
 * (splitBySharesSql, the same cents as the budgets) so its parts add up to it to the cent; an invoice without an order by its lines' own cost centers. What neither
 * covers (no cost center, shares under 100%, a line without one, stamp duty) goes to a row with a
 * null key.
 */
export function spendByCostCenter(inv: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH inv AS (${inv}),
    alloc AS (${splitBySharesSql(
      Prisma.sql`
        SELECT inv."id" AS "invoiceId", r."costCenterId", r."id" AS "rid", r."amountShare" AS "share",
               inv."net", inv."vat", inv."total"
          FROM inv
          JOIN "Order" o ON o."tenantId" = inv."tenantId" AND o."id" = inv."orderId"
          JOIN "OfferRecipient" r ON r."tenantId" = o."tenantId" AND r."offerId" = o."offerId"`,
      { doc: ['invoiceId'], amounts: ['net', 'vat', 'total'], keep: ['invoiceId', 'costCenterId'] },
    )}),
    lineAlloc AS (
      SELECT inv."id" AS "invoiceId", l."costCenterId",
             sum(inv."sign" * abs(l."netAmount")) AS "net", sum(inv."sign" * abs(l."vatAmount")) AS "vat",
             sum(inv."sign" * (abs(l."netAmount") + abs(l."vatAmount"))) AS "total"
        FROM inv JOIN "InvoiceLine" l ON l."tenantId" = inv."tenantId" AND l."invoiceId" = inv."id"
       WHERE inv."orderId" IS NULL AND l."costCenterId" IS NOT NULL
       GROUP BY 1, 2),
    allocated AS (
      SELECT * FROM alloc
      UNION ALL
      SELECT * FROM lineAlloc),
    rest AS (
      SELECT inv."id" AS "invoiceId", NULL::int AS "costCenterId",
             inv."net" - coalesce(sum(allocated."net"), 0) AS "net",
             inv."vat" - coalesce(sum(allocated."vat"), 0) AS "vat",
             inv."total" - coalesce(sum(allocated."total"), 0) AS "total"
        FROM inv LEFT JOIN allocated ON allocated."invoiceId" = inv."id"
       GROUP BY inv."id", inv."net", inv."vat", inv."total"),
    parts AS (
      SELECT * FROM allocated
      UNION ALL
      SELECT * FROM rest WHERE "net" <> 0 OR "vat" <> 0 OR "total" <> 0 OR NOT EXISTS (
        SELECT 1 FROM allocated WHERE allocated."invoiceId" = rest."invoiceId")),
    sums AS (
      SELECT "costCenterId", sum("net") AS "net", sum("vat") AS "vat", sum("total") AS "total",
             count(DISTINCT "invoiceId")::int AS "count"
        FROM parts GROUP BY 1)
    SELECT sums."costCenterId"::text AS "key", cc."code" || ' - ' || cc."description" AS "label",
           round(sums."net", 2)::text AS "net", round(sums."vat", 2)::text AS "vat",
           round(sums."total", 2)::text AS "total", sums."count"
      FROM sums LEFT JOIN "CostCenter" cc ON cc."id" = sums."costCenterId"
     ORDER BY sums."costCenterId" IS NULL, sums."total" DESC, cc."code"`;
}
