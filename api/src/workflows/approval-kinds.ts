import type { ContractStatus, InvoiceStatus, OfferStatus } from '../generated/prisma/enums.ts';
import { OFFER_MESSAGES } from '../modules/offers/offers.rules.ts';
import type { Permission } from '../auth/permissions.ts';
import { defineApproval, type StatusNames } from './approval.ts';

/** The statuses every kind so far shares; only the final state's name differs. */
function twoStepStatuses<F extends string>(
  final: F,
): StatusNames<'pending' | 'approved_finance' | 'approved_it' | 'rejected' | F> {
  return { pending: 'pending', finance: 'approved_finance', it: 'approved_it', final, rejected: 'rejected' };
}

/** The actions of the permission table a kind's steps ask: <kind>.approveFinance, .approveIt, .approve, .reject. */
function stepPermissions(kind: 'offer' | 'invoice' | 'contract') {
  return {
    finance: `${kind}.approveFinance`,
    it: `${kind}.approveIt`,
    approve: `${kind}.approve`,
    reject: `${kind}.reject`,
  } satisfies Record<string, Permission>;
}

/**
 * The approvable documents, one declaration each (spec heading 4). A fourth kind is one more
 * `defineApproval` here (its statuses, permissions, segregation policy and messages) plus its store
 * in the module's service (`approveDocument` / `rejectDocument` of approval.service.ts).
 */
export const offerApproval = defineApproval<OfferStatus>({
  entity: 'Offer',
  statuses: twoStepStatuses('approved'),
  // The legacy offers route speaks the stored value in lists and detail alike.
  listSpelling: 'stored',
  permissions: stepPermissions('offer'),
  segregation: 'tenant',
  messages: {
    rejectedCannotApprove: OFFER_MESSAGES.alreadyRejected,
    alreadyFinal: OFFER_MESSAGES.alreadyApproved,
    stepDone: OFFER_MESSAGES.stepDone,
    alreadyRejected: OFFER_MESSAGES.alreadyRejected,
    finalCannotReject: OFFER_MESSAGES.alreadyApproved,
    reasonRequired: OFFER_MESSAGES.reasonRequired,
    reasonTooLong: 'The reason can be at most 1000 characters long',
    changed: OFFER_MESSAGES.changed,
    notFound: OFFER_MESSAGES.notFound,
    unknownStatus: 'status: unknown value ',
  },
  // The offers list's words (English, spec heading 1); the REST routes speak the stored value.
  labels: {
    pending: 'Pending',
    approved_finance: 'Approved by Finance',
    approved_it: 'Approved by IT',
    approved: 'Approved',
    rejected: 'Rejected',
  },
});

/** Invoice detail is in English (spec heading 1). */
export const invoiceApproval = defineApproval<InvoiceStatus>({
  entity: 'Invoice',
  statuses: twoStepStatuses('fully_approved'),
  listSpelling: 'capitalised',
  permissions: stepPermissions('invoice'),
  segregation: 'tenant',
  messages: {
    rejectedCannotApprove: 'A rejected invoice cannot be approved',
    alreadyFinal: 'The invoice is already fully approved',
    stepDone: 'You have already approved this invoice; it is waiting for the other approval',
    alreadyRejected: 'The invoice is already rejected',
    finalCannotReject: 'A fully approved invoice cannot be rejected',
    reasonRequired: 'A rejection reason is required',
    reasonTooLong: 'The reason is at most 1000 characters',
    changed: 'The invoice was changed by someone else meanwhile: reload it and try again',
    notFound: 'Invoice not found',
    unknownStatus: 'Unknown invoice status: ',
  },
  labels: {
    pending: 'Pending Approval',
    approved_finance: 'Approved by Finance',
    approved_it: 'Approved by IT',
    fully_approved: 'Fully Approved',
    rejected: 'Rejected',
  },
});

/**
 * Contracts are in Italian (spec heading 1). Their final state is stored once, as `approved`: the
 * list spells it Fully_Approved, the detail approved (see docs/decisions.md).
 */
export const contractApproval = defineApproval<ContractStatus>({
  entity: 'Contract',
  statuses: twoStepStatuses('approved'),
  listSpelling: 'capitalised',
  permissions: stepPermissions('contract'),
  segregation: 'tenant',
  messages: {
    rejectedCannotApprove: 'Un contratto rifiutato non può essere approvato',
    alreadyFinal: 'Il contratto è già approvato',
    stepDone: "Hai già approvato questo contratto: è in attesa dell'altra approvazione",
    alreadyRejected: 'Il contratto è già rifiutato',
    finalCannotReject: 'Un contratto approvato non può essere rifiutato',
    reasonRequired: 'Il motivo del rifiuto è obbligatorio',
    reasonTooLong: 'Il motivo può avere al massimo 1000 caratteri',
    changed: 'Il contratto è stato modificato da un altro utente: ricarica e riprova',
    notFound: 'Contratto non trovato',
    unknownStatus: 'Stato contratto sconosciuto: ',
  },
  labels: {
    pending: 'In attesa',
    approved_finance: 'Approvato Finance',
    approved_it: 'Approvato IT',
    approved: 'Approvato',
    rejected: 'Rifiutato',
  },
});
