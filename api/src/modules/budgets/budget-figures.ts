import type { TxClient } from '../../db/tenant-scope.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { splitBySharesSql } from './share-split.sql.ts';
import type { Decimal } from '../../shared/scalars.ts';

/**
 * The committed and actual figures of a tenant's cost centers for one year, in ONE statement:
 * - committed: offers dated in the year that finance has approved (approved, or finance-approved and
 *   waiting for IT: the budget check happens at the finance step, so its euros are reserved from
 *   there) and whose order has no fully approved invoice yet, split over the recipients' cost centers;
 * - actual: fully approved invoices dated in the year: an order's invoice (net amount) split by its
 *   offer's recipient shares; any other invoice by its lines' own cost centers (net, negative for a
 *   credit note).
 * Splits are by largest remainder to the cent, exactly as share-split.ts (splitBySharesSql: integer
 * cents and hundredths of a percent; ties to the lower recipient id), so an offer's parts add up to its total.
 * Net amounts: VAT on purchases is recoverable and offers are net, so budgets compare net figures.
 */
export interface CostCenterFigures {
  costCenterId: number;
  committed: Decimal;
  actual: Decimal;
}

/** Both the list of budgets and the approval check read this; `costCenterIds` narrows it (null: all). */
export function figuresSql(tenantId: number, year: number, costCenterIds: number[] | null): Prisma.Sql {
  const ids = Prisma.join([...(costCenterIds ?? []), -1]);
  const only = costCenterIds === null ? Prisma.sql`TRUE` : Prisma.sql`cc IN (${ids})`;
  // Narrowed (an approval's check): only the documents that charge one of those cost centers are
  // split at all; each is still split over all its recipients, so its parts are the same.
  const charges = (offerId: Prisma.Sql) =>
    costCenterIds === null
      ? Prisma.sql`TRUE`
      : Prisma.sql`EXISTS (SELECT 1 FROM "OfferRecipient" x WHERE x."tenantId" = ${tenantId}
          AND x."offerId" = ${offerId} AND x."costCenterId" IN (${ids}))`;
  return Prisma.sql`
    WITH docs AS (
      SELECT 'committed' AS kind, o.id AS doc_id, o.id AS offer_id, o."totalAmount" AS amount
      FROM "Offer" o
      WHERE o."tenantId" = ${tenantId} AND o.status IN ('approved', 'approved_finance')
        AND o.date >= make_date(${year}::int, 1, 1) AND o.date < make_date(${year}::int + 1, 1, 1)
        AND NOT EXISTS (
          SELECT 1 FROM "Order" d JOIN "Invoice" i ON i."tenantId" = d."tenantId" AND i."orderId" = d.id
          WHERE d."tenantId" = o."tenantId" AND d."offerId" = o.id AND i.status = 'fully_approved')
        AND ${charges(Prisma.sql`o.id`)}
      UNION ALL
      SELECT 'actual', i.id, d."offerId", i."netAmount"
      FROM "Invoice" i JOIN "Order" d ON d."tenantId" = i."tenantId" AND d.id = i."orderId"
      WHERE i."tenantId" = ${tenantId} AND i.status = 'fully_approved' AND i."invoiceYear" = ${year}
        AND ${charges(Prisma.sql`d."offerId"`)}
    ), split AS (${splitBySharesSql(
      Prisma.sql`
        SELECT docs.kind, docs.doc_id, r."costCenterId" AS cc, r.id AS rid, r."amountShare" AS share, docs.amount
        FROM docs JOIN "OfferRecipient" r ON r."tenantId" = ${tenantId} AND r."offerId" = docs.offer_id`,
      { doc: ['kind', 'doc_id'], amounts: ['amount'], keep: ['kind', 'cc'] },
    )}), shares AS (
      SELECT kind, cc, SUM(amount) AS amount FROM split GROUP BY kind, cc
      UNION ALL
      SELECT 'actual', l."costCenterId",
        SUM(CASE WHEN i."documentType" = 'TD04' THEN -l."netAmount" ELSE l."netAmount" END)
      FROM "Invoice" i JOIN "InvoiceLine" l ON l."tenantId" = i."tenantId" AND l."invoiceId" = i.id
      WHERE i."tenantId" = ${tenantId} AND i.status = 'fully_approved' AND i."invoiceYear" = ${year}
        AND i."orderId" IS NULL AND l."costCenterId" IS NOT NULL AND ${costCenterIds === null ? Prisma.sql`TRUE` : Prisma.sql`l."costCenterId" IN (${ids})`}
      GROUP BY l."costCenterId"
    ), figures AS (
      SELECT cc,
        COALESCE(SUM(amount) FILTER (WHERE kind = 'committed'), 0)::numeric(14, 2) AS committed,
        COALESCE(SUM(amount) FILTER (WHERE kind = 'actual'), 0)::numeric(14, 2) AS actual
      FROM shares GROUP BY cc
    )
    SELECT cc AS "costCenterId", committed, actual FROM figures WHERE ${only}`;
}

/** The figures of some cost centers (null: all with any), one statement. */
export async function costCenterFigures(
  tx: TxClient,
  tenantId: number,
  year: number,
  costCenterIds: number[] | null,
): Promise<Map<number, CostCenterFigures>> {
  const rows = await tx.$queryRaw<CostCenterFigures[]>(figuresSql(tenantId, year, costCenterIds));
  return new Map(rows.map((r) => [r.costCenterId, r]));
}
