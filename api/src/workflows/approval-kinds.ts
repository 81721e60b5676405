import type { ContractStatus, InvoiceStatus, OfferStatus } from '../generated/prisma/enums.ts';
import { OFFER_MESSAGES } from '../modules/offers/offers.rules.ts';
import { defineApproval } from './approval.ts';

/**
 * The approvable documents, one declaration each (spec heading 4). A fourth kind is one more
 * `defineApproval` here (its statuses, permissions, segregation policy and messages) plus its store
 * in the module's service (`approveDocument` / `rejectDocument` of approval.service.ts).
 */
export const offerApproval = defineApproval<OfferStatus>({
  entity: 'Offer',
  statuses: {
    pending: 'pending',
    finance: 'approved_finance',
    it: 'approved_it',
    final: 'approved',
    rejected: 'rejected',
  },
  // The legacy offers route speaks the stored value in lists and detail alike.
  listSpelling: 'stored',
  permissions: {
    finance: 'offer.approveFinance',
    it: 'offer.approveIt',
    approve: 'offer.approve',
    reject: 'offer.reject',
  },
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
});

/** Invoice detail is in English (spec heading 1). */
export const invoiceApproval = defineApproval<InvoiceStatus>({
  entity: 'Invoice',
  statuses: {
    pending: 'pending',
    finance: 'approved_finance',
    it: 'approved_it',
    final: 'fully_approved',
    rejected: 'rejected',
  },
  listSpelling: 'capitalised',
  permissions: {
    finance: 'invoice.approveFinance',
    it: 'invoice.approveIt',
    approve: 'invoice.approve',
    reject: 'invoice.reject',
  },
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
  statuses: {
    pending: 'pending',
    finance: 'approved_finance',
    it: 'approved_it',
    final: 'approved',
    rejected: 'rejected',
  },
  listSpelling: 'capitalised',
  permissions: {
    finance: 'contract.approveFinance',
    it: 'contract.approveIt',
    approve: 'contract.approve',
    reject: 'contract.reject',
  },
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
