import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { LINE_COST_CENTER_NOT_FOUND } from '../budgets/line-cost-centers.ts';
import { INVOICE_NOT_FOUND } from './invoices.reads.ts';
import { CHANGED_MEANWHILE, withInvoiceErrors } from './invoice-write.ts';

export const COST_CENTERS_AFTER_APPROVAL =
  'Il centro di costo delle righe si può cambiare solo finché la fattura è in attesa della prima approvazione';
export const COST_CENTERS_FROM_ORDER =
  'Una fattura creata da un ordine prende i centri di costo dell’ordine: non si cambiano riga per riga';
export const COST_CENTERS_NO_LINES = 'Indica almeno una riga e il suo centro di costo';
export const COST_CENTERS_UNKNOWN_LINE = 'Una delle righe indicate non appartiene a questa fattura';

export interface LineCostCenter {
  lineId: number;
  costCenterId: number;
}

/**
 * Issue 18 point 2: the narrow change of an invoice not made from an order — imported e-invoices
 * included, whose amounts stay the file's — that sets only its lines' cost centers, while it waits
 * for its first approval step. One transaction, audited (old -> new per line); the version bump
 * makes an approval racing with it fail instead of approving what it did not see.
 */
export async function setInvoiceLineCostCenters(
  ctx: Context,
  invoiceId: number,
  lines: LineCostCenter[],
): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'invoice.update');
  if (lines.length === 0) throw new ValidationError(COST_CENTERS_NO_LINES, 'lines');
  return withInvoiceErrors(() =>
    inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const current = await tx.invoice.findFirst({
        where: { id: invoiceId, ...tenantFilter(viewer) },
        select: {
          status: true,
          version: true,
          orderId: true,
          lines: { select: { id: true, costCenterId: true }, orderBy: { position: 'asc' } },
        },
      });
      if (!current) throw new NotFoundError(INVOICE_NOT_FOUND);
      if (current.orderId !== null) throw new ConflictError(COST_CENTERS_FROM_ORDER);
      if (current.status !== 'pending') throw new ConflictError(COST_CENTERS_AFTER_APPROVAL);
      const before = new Map(current.lines.map((l) => [l.id, l.costCenterId]));
      if (lines.some((l) => !before.has(l.lineId))) throw new ValidationError(COST_CENTERS_UNKNOWN_LINE, 'lineId');
      const chosen = [...new Set(lines.map((l) => l.costCenterId))];
      const active = await tx.costCenter.count({
        where: { tenantId: viewer.tenantId, id: { in: chosen }, archivedAt: null },
      });
      if (active !== chosen.length) throw new ValidationError(LINE_COST_CENTER_NOT_FOUND, 'costCenterId');

      const updated = await tx.invoice.updateMany({
        where: { id: invoiceId, tenantId: viewer.tenantId, version: current.version, status: 'pending' },
        data: { version: { increment: 1 } },
      });
      if (updated.count === 0) throw new ConflictError(CHANGED_MEANWHILE);
      // One statement per cost center chosen, not per line (an e-invoice may have many lines).
      const changed = lines.filter((l) => before.get(l.lineId) !== l.costCenterId);
      for (const costCenterId of new Set(changed.map((l) => l.costCenterId))) {
        const ids = changed.filter((l) => l.costCenterId === costCenterId).map((l) => l.lineId);
        await tx.invoiceLine.updateMany({
          where: { tenantId: viewer.tenantId, invoiceId, id: { in: ids } },
          data: { costCenterId },
        });
      }
      await recordAudit(tx, ctx, {
        entityType: 'Invoice',
        entityId: invoiceId,
        action: 'set_line_cost_centers',
        changes: Object.fromEntries(
          changed.map((l) => [`line ${l.lineId} costCenterId`, [before.get(l.lineId) ?? null, l.costCenterId]]),
        ),
      });
      return { id: invoiceId };
    }),
  );
}
