import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { ConflictError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * The hook the invoice workflow calls, inside its own transaction, when an invoice becomes fully
 * approved: the order moves received -> completed (spec: 'Order will be completed automatically
 * when the invoice is fully approved'). Nothing else moves an order to completed.
 */
export async function completeOrderOnInvoiceApproval(
  tx: TxClient,
  ctx: Context,
  tenantId: number,
  orderId: number,
): Promise<void> {
  const completed = await tx.order.updateMany({
    where: { id: orderId, tenantId, status: 'received' },
    data: { status: 'completed', version: { increment: 1 } },
  });
  if (completed.count === 0) {
    const order = await tx.order.findFirst({ where: { id: orderId, tenantId }, select: { status: true } });
    // Already completed (a retried approval) is fine; any other status means the invoice broke the rule.
    if (order?.status === 'completed') return;
    throw new ConflictError(`The order is ${order?.status ?? 'missing'}, not received: it cannot be completed`);
  }
  await recordAudit(tx, ctx, {
    tenantId,
    entityType: 'Order',
    entityId: orderId,
    action: 'status:completed',
    changes: { status: ['received', 'completed'], reason: 'invoice fully approved' },
  });
}
