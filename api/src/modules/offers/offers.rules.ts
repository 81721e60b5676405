import { can } from '../../auth/permissions.ts';
import type { Viewer } from '../../context.ts';
import { ConflictError, ForbiddenError } from '../../errors.ts';
import type { OfferStatus } from '../../generated/prisma/enums.ts';
import { requireSegregation, segregationReason } from '../../workflows/segregation.ts';

/**
 * The offer lifecycle of spec heading 4: pending -> approved_finance | approved_it -> approved, or
 * rejected from any open state. Finance approves the finance step, the IT director the IT step, in
 * either order; approved and rejected are final. Pure functions: the service applies them inside
 * its transaction, the schema uses them for the buttons, so screen and server cannot disagree.
 */
export const OFFER_STATUSES = ['pending', 'approved_finance', 'approved_it', 'approved', 'rejected'] as const;
export const OPEN_OFFER_STATUSES: OfferStatus[] = ['pending', 'approved_finance', 'approved_it'];

export type ApprovalStep = 'finance' | 'it';

export const OFFER_MESSAGES = {
  notFound: 'Offer not found',
  titleRequired: "Inserisci un titolo per l'offerta",
  supplierRequired: 'Seleziona un fornitore',
  contentRequired: "Aggiungi almeno un prodotto o un documento all'offerta",
  productRequired: 'Seleziona un prodotto',
  quantity: 'La quantità deve essere un numero intero maggiore o uguale a 1',
  recipientFields: 'Compila tutti i campi obbligatori del destinatario',
  sharePositive: 'La quota deve essere maggiore di 0',
  sharesExceed: "La quota totale supera l'importo totale dell'offerta",
  costCenter: 'Il centro di costo non esiste',
  reasonRequired: 'Please enter a reason for the rejection',
  alreadyApproved: 'The offer is already approved',
  alreadyRejected: 'The offer is already rejected',
  stepDone: 'You have already approved this offer; it is waiting for the other approval',
  changed: 'The offer was changed by someone else meanwhile: refresh and try again',
  closedForRecipients: 'Recipients can only be changed while the offer is not approved or rejected',
  closedForDocuments: 'Documents can only be added while the offer is pending (before any approval)',
} as const;

export interface ApprovalState {
  status: OfferStatus;
  approvedByFinanceId: number | null;
  approvedByItId: number | null;
}

export function isOpen(status: OfferStatus): boolean {
  return OPEN_OFFER_STATUSES.includes(status);
}

/** The step the workflow offers this viewer, before the tenant's segregation-of-duties policy. */
function openStep(viewer: Viewer | null, state: ApprovalState): ApprovalStep | null {
  if (!isOpen(state.status)) return null;
  if (can(viewer, 'offer.approveFinance') && state.approvedByFinanceId === null) return 'finance';
  if (can(viewer, 'offer.approveIt') && state.approvedByItId === null) return 'it';
  return null;
}

/**
 * The step this viewer's approve action gives now, or null (the Approve button's visibility).
 * An admin holds both: the finance step first while it is open, else the IT step, unless the
 * tenant's segregation-of-duties policy (`policy`) bars them from a second step.
 */
export function approvalStep(viewer: Viewer | null, state: ApprovalState, policy: boolean): ApprovalStep | null {
  const step = openStep(viewer, state);
  return step && !segregationReason(viewer, policy, state) ? step : null;
}

/** Why the policy hides the Approve button this viewer would otherwise have, or null. */
export function approvalBlockedReason(viewer: Viewer | null, state: ApprovalState, policy: boolean): string | null {
  return openStep(viewer, state) ? segregationReason(viewer, policy, state) : null;
}

/** The step to apply, or why the server refuses. */
export function requireApprovalStep(viewer: Viewer, state: ApprovalState, policy: boolean): ApprovalStep {
  if (!can(viewer, 'offer.approveFinance') && !can(viewer, 'offer.approveIt')) throw new ForbiddenError();
  const step = openStep(viewer, state);
  if (step) {
    requireSegregation(viewer, policy, state);
    return step;
  }
  if (state.status === 'approved') throw new ConflictError(OFFER_MESSAGES.alreadyApproved);
  if (state.status === 'rejected') throw new ConflictError(OFFER_MESSAGES.alreadyRejected);
  throw new ConflictError(OFFER_MESSAGES.stepDone);
}

/** The status an approval of `step` leads to: the second approval makes the offer approved. */
export function statusAfter(state: ApprovalState, step: ApprovalStep): OfferStatus {
  if (step === 'finance') return state.approvedByItId !== null ? 'approved' : 'approved_finance';
  return state.approvedByFinanceId !== null ? 'approved' : 'approved_it';
}

export function canReject(viewer: Viewer | null, status: OfferStatus): boolean {
  return isOpen(status) && can(viewer, 'offer.reject');
}

export function requireRejectable(viewer: Viewer, status: OfferStatus): void {
  if (!can(viewer, 'offer.reject')) throw new ForbiddenError();
  if (status === 'approved') throw new ConflictError(OFFER_MESSAGES.alreadyApproved);
  if (status === 'rejected') throw new ConflictError(OFFER_MESSAGES.alreadyRejected);
}
