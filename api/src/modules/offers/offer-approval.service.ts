import type { Context } from '../../context.ts';
import { assertCan, assertCanAny, tenantFilter } from '../../context.ts';
import { inTenantTx, lockForApproval } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { policyOf, segregationPolicySelect } from '../../workflows/segregation.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { stripNul } from './offer-input.ts';
import { OFFER_MESSAGES, requireApprovalStep, requireRejectable, statusAfter } from './offers.rules.ts';

/**
 * The approve action: the step comes from the viewer's role (finance -> finance step, IT director ->
 * IT step, an admin the finance step first; under segregation of duties never both). The write is a compare-and-set on status and version,
 * so of any number of racing approvals exactly the consistent ones apply and the rest get a
 * ConflictError; nothing is decided from a stale read.
 */
export async function approveOffer(ctx: Context, id: number): Promise<{ id: number }> {
  // The approval permission before the row is read, as the GraphQL scope does: a role that may not
  // approve is refused alike for existing and missing ids.
  const viewer = assertCanAny(ctx, ['offer.approveFinance', 'offer.approveIt']);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    await lockForApproval(tx, 'Offer', id, viewer.tenantId);
    const offer = await tx.offer.findFirst({
      where: { id, ...tenantFilter(viewer) },
      // The tenant's segregation-of-duties policy in the same statement, after the row lock.
      select: {
        status: true,
        version: true,
        approvedByFinanceId: true,
        approvedByItId: true,
        ...segregationPolicySelect,
      },
    });
    if (!offer) throw new NotFoundError(OFFER_MESSAGES.notFound);
    const step = requireApprovalStep(viewer, offer, policyOf(offer));
    const status = statusAfter(offer, step);
    const now = new Date();
    const approver =
      step === 'finance'
        ? { approvedByFinanceId: viewer.userId, approvedByFinanceAt: now }
        : { approvedByItId: viewer.userId, approvedByItAt: now };
    const updated = await tx.offer.updateMany({
      where: { id, tenantId: viewer.tenantId, status: offer.status, version: offer.version },
      data: { ...approver, status, ...(status === 'approved' ? { approvedDate: now } : {}), version: { increment: 1 } },
    });
    if (updated.count === 0) throw new ConflictError(OFFER_MESSAGES.changed);
    await recordAudit(tx, ctx, {
      entityType: 'Offer',
      entityId: id,
      action: `approve_${step}`,
      changes: { status: [offer.status, status] },
    });
    return { id };
  });
}

/** Reject an open offer with a mandatory, non-blank reason. */
export async function rejectOffer(ctx: Context, id: number, reason: unknown): Promise<{ id: number }> {
  const viewer = assertCan(ctx, 'offer.reject');
  const raw = stripNul(reason);
  const text = typeof raw === 'string' ? raw.trim() : '';
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const offer = await tx.offer.findFirst({
      where: { id, ...tenantFilter(viewer) },
      select: { status: true, version: true },
    });
    if (!offer) throw new NotFoundError(OFFER_MESSAGES.notFound);
    requireRejectable(viewer, offer.status);
    if (!text) throw new ValidationError(OFFER_MESSAGES.reasonRequired, 'reason');
    if (text.length > 1000) throw new ValidationError('The reason can be at most 1000 characters long', 'reason');
    const updated = await tx.offer.updateMany({
      where: { id, tenantId: viewer.tenantId, status: offer.status, version: offer.version },
      data: {
        status: 'rejected',
        rejectedById: viewer.userId,
        rejectedAt: new Date(),
        rejectedReason: text,
        version: { increment: 1 },
      },
    });
    if (updated.count === 0) throw new ConflictError(OFFER_MESSAGES.changed);
    await recordAudit(tx, ctx, {
      entityType: 'Offer',
      entityId: id,
      action: 'reject',
      changes: { status: [offer.status, 'rejected'], rejectedReason: [null, text] },
    });
    return { id };
  });
}
