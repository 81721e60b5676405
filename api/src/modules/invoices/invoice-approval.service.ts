import type { Context } from '../../context.ts';
import { assertCan, assertCanAny, tenantFilter } from '../../context.ts';
import { inTenantTx, lockForApproval } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { policyOf, segregationPolicySelect } from '../../workflows/segregation.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { completeOrderOnInvoiceApproval } from '../orders/order-events.ts';
import { createPaymentForInvoice } from '../payments/payment-generation.ts';
import { requireApprovalBranch, requireRejectable, statusAfterApproval, type ApprovalKind } from './approval-rules.ts';
import { INVOICE_NOT_FOUND } from './invoices.reads.ts';
import { CHANGED_MEANWHILE } from './invoice-write.ts';

export const INVOICE_APPROVAL: ApprovalKind = { entity: 'invoice', finalStatus: 'fully_approved' };
export const REASON_REQUIRED = 'A rejection reason is required';

/**
 * One approval step (finance or IT, chosen by the heading-4 rules for this viewer). The status moves
 * with UPDATE ... WHERE status and version are still what was read: of two approvals racing on the
 * same version one wins and the other gets a conflict, so the end state is always consistent. The
 * approval that makes the invoice fully approved also completes its order and creates its payment,
 * in the same transaction.
 */
export async function approveInvoice(ctx: Context, id: number): Promise<{ id: number }> {
  // The approval permission before the row is read (as the GraphQL scope): no not-found answer to a role that may not approve.
  const viewer = assertCanAny(ctx, ['invoice.approveFinance', 'invoice.approveIt']);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    await lockForApproval(tx, 'Invoice', id, viewer.tenantId);
    // The tenant's segregation-of-duties policy in the same statement, after the row lock.
    const invoice = await tx.invoice.findFirst({
      where: { id, ...tenantFilter(viewer) },
      include: segregationPolicySelect,
    });
    if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
    const branch = requireApprovalBranch(viewer, INVOICE_APPROVAL, invoice, policyOf(invoice));
    const status = statusAfterApproval(INVOICE_APPROVAL, invoice, branch) as typeof invoice.status;
    const now = new Date();
    const approver =
      branch === 'finance'
        ? { approvedByFinanceId: viewer.userId, approvedByFinanceAt: now }
        : { approvedByItId: viewer.userId, approvedByItAt: now };
    const updated = await tx.invoice.updateMany({
      where: { id, tenantId: viewer.tenantId, status: invoice.status, version: invoice.version },
      data: { ...approver, status, version: { increment: 1 } },
    });
    if (updated.count === 0) throw new ConflictError(CHANGED_MEANWHILE);
    await recordAudit(tx, ctx, {
      entityType: 'Invoice',
      entityId: id,
      action: `approve_${branch}`,
      changes: { status: [invoice.status, status] },
    });
    if (status === 'fully_approved') {
      if (invoice.orderId !== null) await completeOrderOnInvoiceApproval(tx, ctx, viewer.tenantId, invoice.orderId);
      await createPaymentForInvoice(tx, ctx, viewer.tenantId, invoice);
    }
    return { id };
  });
}

/** Rejects an open invoice (finance, IT director or admin) with a mandatory reason. */
export async function rejectInvoice(ctx: Context, id: number, reason: unknown): Promise<{ id: number }> {
  const viewer = assertCan(ctx, 'invoice.reject');
  const text = typeof reason === 'string' ? reason.trim() : '';
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const invoice = await tx.invoice.findFirst({ where: { id, ...tenantFilter(viewer) } });
    if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
    requireRejectable(viewer, INVOICE_APPROVAL, invoice);
    if (!text) throw new ValidationError(REASON_REQUIRED, 'reason');
    if (text.length > 1000) throw new ValidationError('The reason is at most 1000 characters', 'reason');
    const updated = await tx.invoice.updateMany({
      where: { id, tenantId: viewer.tenantId, status: invoice.status, version: invoice.version },
      data: {
        status: 'rejected',
        rejectedById: viewer.userId,
        rejectedAt: new Date(),
        rejectedReason: text,
        version: { increment: 1 },
      },
    });
    if (updated.count === 0) throw new ConflictError(CHANGED_MEANWHILE);
    await recordAudit(tx, ctx, {
      entityType: 'Invoice',
      entityId: id,
      action: 'reject',
      changes: { status: [invoice.status, 'rejected'], rejectedReason: text },
    });
    return { id };
  });
}
