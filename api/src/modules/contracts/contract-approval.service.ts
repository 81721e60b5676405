import type { Context } from '../../context.ts';
import { assertCan, assertCanAny, tenantFilter } from '../../context.ts';
import { inTenantTx, lockForApproval } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { policyOf, segregationPolicySelect } from '../../workflows/segregation.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  requireApprovalBranch,
  requireRejectable,
  statusAfterApproval,
  type ApprovalKind,
} from '../invoices/approval-rules.ts';
import { CONTRACT_CHANGED, CONTRACT_NOT_FOUND } from './contracts.service.ts';

/** Contracts follow the invoice logic with `approved` as the final state (spec heading 4). */
export const CONTRACT_APPROVAL: ApprovalKind = { entity: 'contract', finalStatus: 'approved' };
export const CONTRACT_REASON_REQUIRED = 'Il motivo del rifiuto è obbligatorio';

export async function approveContract(ctx: Context, id: number): Promise<{ id: number }> {
  // The approval permission before the row is read (as the GraphQL scope): no not-found answer to a role that may not approve.
  const viewer = assertCanAny(ctx, ['contract.approveFinance', 'contract.approveIt']);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    await lockForApproval(tx, 'Contract', id, viewer.tenantId);
    // The tenant's segregation-of-duties policy in the same statement, after the row lock.
    const contract = await tx.contract.findFirst({
      where: { id, ...tenantFilter(viewer) },
      include: segregationPolicySelect,
    });
    if (!contract) throw new NotFoundError(CONTRACT_NOT_FOUND);
    const branch = requireApprovalBranch(viewer, CONTRACT_APPROVAL, contract, policyOf(contract));
    const status = statusAfterApproval(CONTRACT_APPROVAL, contract, branch) as typeof contract.status;
    const now = new Date();
    const approver =
      branch === 'finance'
        ? { approvedByFinanceId: viewer.userId, approvedByFinanceAt: now }
        : { approvedByItId: viewer.userId, approvedByItAt: now };
    // Compare-and-set on status and version: of two racing approvals exactly one applies.
    const updated = await tx.contract.updateMany({
      where: { id, tenantId: viewer.tenantId, status: contract.status, version: contract.version },
      data: { ...approver, status, version: { increment: 1 } },
    });
    if (updated.count === 0) throw new ConflictError(CONTRACT_CHANGED);
    await recordAudit(tx, ctx, {
      entityType: 'Contract',
      entityId: id,
      action: `approve_${branch}`,
      changes: { status: [contract.status, status] },
    });
    return { id };
  });
}

export async function rejectContract(ctx: Context, id: number, reason: unknown): Promise<{ id: number }> {
  const viewer = assertCan(ctx, 'contract.reject');
  const text = typeof reason === 'string' ? reason.trim() : '';
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const contract = await tx.contract.findFirst({ where: { id, ...tenantFilter(viewer) } });
    if (!contract) throw new NotFoundError(CONTRACT_NOT_FOUND);
    requireRejectable(viewer, CONTRACT_APPROVAL, contract);
    if (!text) throw new ValidationError(CONTRACT_REASON_REQUIRED, 'reason');
    if (text.length > 1000) throw new ValidationError('Il motivo può avere al massimo 1000 caratteri', 'reason');
    const updated = await tx.contract.updateMany({
      where: { id, tenantId: viewer.tenantId, status: contract.status, version: contract.version },
      data: {
        status: 'rejected',
        rejectedById: viewer.userId,
        rejectedAt: new Date(),
        rejectedReason: text,
        version: { increment: 1 },
      },
    });
    if (updated.count === 0) throw new ConflictError(CONTRACT_CHANGED);
    await recordAudit(tx, ctx, {
      entityType: 'Contract',
      entityId: id,
      action: 'reject',
      changes: { status: [contract.status, 'rejected'], rejectedReason: text },
    });
    return { id };
  });
}
