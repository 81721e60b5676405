import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx, lockForApproval } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { ORDER_NOT_FOUND } from '../invoices/invoice-from-order.service.ts';
import { CHANGED_MEANWHILE, withInvoiceErrors } from '../invoices/invoice-write.ts';
import { INVOICE_NOT_FOUND } from '../invoices/invoices.reads.ts';
import { CREDIT_NOTE_TYPES } from './einvoice-rows.ts';
import { MATCHED_ORDER_SELECT, ORDER_NOTE_PREFIX, checkOrder } from './order-match.ts';

export const LINK_MESSAGES = {
  alreadyLinked: 'La fattura è già collegata a un ordine',
  closed: 'Una fattura approvata o rifiutata non può più essere collegata a un ordine',
  creditNote: 'Una nota di credito non si collega a un ordine: si collega alla fattura che rettifica',
} as const;

/**
 * Issue 14, point 8: an invoice imported without its order (the file cited none, or the order was not
 * ready) is linked to a received order by hand, with the same checks as the import: the supplier's
 * order, received, not yet invoiced; a taxable amount beyond the tenant's tolerance is recorded as a
 * discrepancy. The import's notes about the order are replaced. The linked invoice then behaves like
 * one created from the order: its full approval completes the order.
 */
export async function linkInvoiceToOrder(ctx: Context, invoiceId: number, orderId: number): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'invoice.linkOrder');
  return withInvoiceErrors(() =>
    inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      await lockForApproval(tx, 'Invoice', invoiceId, viewer.tenantId);
      const invoice = await tx.invoice.findFirst({
        where: { id: invoiceId, ...tenantFilter(viewer) },
        include: { vatSummary: { select: { taxableAmount: true } } },
      });
      if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
      if (invoice.orderId !== null) throw new ConflictError(LINK_MESSAGES.alreadyLinked, 'orderId');
      if (invoice.status === 'fully_approved' || invoice.status === 'rejected') {
        throw new ConflictError(LINK_MESSAGES.closed, 'orderId');
      }
      if (CREDIT_NOTE_TYPES.has(invoice.documentType)) throw new ConflictError(LINK_MESSAGES.creditNote, 'orderId');
      // Locked too: two invoices linked to one order at once queue here (the unique key is the backstop).
      await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} AND "tenantId" = ${viewer.tenantId} FOR UPDATE`;
      const order = await tx.order.findFirst({
        where: { id: orderId, ...tenantFilter(viewer) },
        select: MATCHED_ORDER_SELECT,
      });
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      const tenant = await tx.tenant.findUniqueOrThrow({
        where: { id: viewer.tenantId },
        select: { matchTolerancePercent: true, matchToleranceAmount: true },
      });
      // The taxable amount as the file states it; a typed-in invoice's net amount.
      const taxableAmount = invoice.vatSummary.length
        ? invoice.vatSummary.reduce((sum, row) => sum.add(row.taxableAmount), invoice.netAmount.mul(0))
        : invoice.netAmount;
      const check = checkOrder(
        { ...order, hasInvoice: order.invoice !== null },
        { supplierId: invoice.supplierId, taxableAmount },
        { percent: tenant.matchTolerancePercent, amount: tenant.matchToleranceAmount },
      );
      if (!check.linkable) throw new ConflictError(check.reason, 'orderId');
      const discrepancies = [
        ...invoice.discrepancies.filter((text) => !text.startsWith(ORDER_NOTE_PREFIX)),
        ...(check.discrepancy ? [check.discrepancy] : []),
      ];
      const updated = await tx.invoice.updateMany({
        where: { id: invoiceId, tenantId: viewer.tenantId, version: invoice.version, orderId: null },
        data: { orderId, orderReference: order.orderNumber, discrepancies, version: { increment: 1 } },
      });
      if (updated.count === 0) throw new ConflictError(CHANGED_MEANWHILE);
      await recordAudit(tx, ctx, {
        entityType: 'Invoice',
        entityId: invoiceId,
        action: 'link_order',
        changes: {
          orderId: [null, orderId],
          orderNumber: order.orderNumber,
          ...(check.discrepancy ? { discrepancy: check.discrepancy } : {}),
        },
      });
      return { id: invoiceId };
    }),
  );
}
