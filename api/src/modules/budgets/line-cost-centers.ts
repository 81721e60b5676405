import type { TxClient } from '../../db/tenant-scope.ts';
import { ValidationError } from '../../errors.ts';

/** What the invoice screens say about a line's cost center. */
export const LINE_COST_CENTER_NOT_FOUND = 'Il centro di costo scelto per una riga non esiste o è archiviato';

/**
 * A supplier's usual cost center: the one its past offer recipients and invoice lines were charged
 * to most often (ties: the lower code), active only; null for a supplier with no history. One statement.
 */
export async function usualCostCenterId(tx: TxClient, tenantId: number, supplierId: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT c.id FROM (
      SELECT r."costCenterId" AS cc FROM "OfferRecipient" r
        JOIN "Offer" o ON o."tenantId" = r."tenantId" AND o.id = r."offerId"
        WHERE r."tenantId" = ${tenantId} AND o."supplierId" = ${supplierId}
      UNION ALL
      SELECT l."costCenterId" FROM "InvoiceLine" l
        JOIN "Invoice" i ON i."tenantId" = l."tenantId" AND i.id = l."invoiceId"
        WHERE l."tenantId" = ${tenantId} AND i."supplierId" = ${supplierId} AND l."costCenterId" IS NOT NULL
    ) used JOIN "CostCenter" c ON c."tenantId" = ${tenantId} AND c.id = used.cc AND c."archivedAt" IS NULL
    GROUP BY c.id, c.code ORDER BY count(*) DESC, c.code LIMIT 1`;
  return rows[0]?.id ?? null;
}

/**
 * The cost center of each line of an invoice not made from an order: the one chosen (an active cost
 * center of the tenant) or, when none is chosen, the supplier's usual one. Two statements at most.
 */
export async function withLineCostCenters<L extends { costCenterId?: number | null }>(
  tx: TxClient,
  tenantId: number,
  supplierId: number,
  lines: L[],
): Promise<(L & { costCenterId: number | null })[]> {
  const chosen = [...new Set(lines.flatMap((l) => (l.costCenterId ? [l.costCenterId] : [])))];
  if (chosen.length) {
    const found = await tx.costCenter.count({ where: { tenantId, id: { in: chosen }, archivedAt: null } });
    if (found !== chosen.length) throw new ValidationError(LINE_COST_CENTER_NOT_FOUND, 'costCenterId');
  }
  const usual = lines.some((l) => !l.costCenterId) ? await usualCostCenterId(tx, tenantId, supplierId) : null;
  return lines.map((l) => ({ ...l, costCenterId: l.costCenterId || usual }));
}
