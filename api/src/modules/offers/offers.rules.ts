/**
 * The offers' messages (spec headings 4 and 6). The offer lifecycle itself (pending ->
 * approved_finance | approved_it -> approved, or rejected) is the two-step approval workflow,
 * declared as `offerApproval` in api/src/workflows/approval-kinds.ts.
 */
/** What a change to a part of an offer (a recipient, a document) answers: the part's row and its offer. */
export interface OfferPart {
  id: number;
  offerId: number;
}

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
