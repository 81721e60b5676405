import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { OfferStatus } from '../../generated/prisma/enums.ts';
import { approveDocument, rejectDocument, type ApprovalStore } from '../../workflows/approval.service.ts';
import { offerApproval } from '../../workflows/approval-kinds.ts';
import { approvalRuleSelect } from '../../workflows/approval.ts';
import { requireBudgetCoverage } from '../budgets/budget-impact.ts';

const findOffer = (tx: TxClient, where: { id: number; tenantId?: number }) =>
  tx.offer.findFirst({
    where,
    select: { ...approvalRuleSelect, version: true },
  });

/** Offers in the two-step workflow; the approval that makes an offer approved stamps its approval date. */
const offers: ApprovalStore<OfferStatus, NonNullable<Awaited<ReturnType<typeof findOffer>>>> = {
  find: findOffer,
  update: (tx, where, data) => tx.offer.updateMany({ where, data }),
  finalColumns: (now) => ({ approvedDate: now }),
};

/**
 * The approve action: the step comes from the viewer's role (an admin the finance step first). The
 * finance step is refused when it takes a cost center beyond its budget, unless `budgetOverrideReason`
 * says why (audited as 'budget_override'); every caller (GraphQL, REST) comes through here.
 */
export function approveOffer(ctx: Context, id: number, budgetOverrideReason?: unknown): Promise<{ id: number }> {
  return approveDocument(ctx, offerApproval, offers, id, (tx, viewer, step) =>
    step === 'finance' ? requireBudgetCoverage(tx, ctx, viewer, id, budgetOverrideReason) : Promise.resolve(),
  );
}

/** Reject an open offer with a mandatory, non-blank reason. */
export function rejectOffer(ctx: Context, id: number, reason: unknown): Promise<{ id: number }> {
  return rejectDocument(ctx, offerApproval, offers, id, reason);
}
