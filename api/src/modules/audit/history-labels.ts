/**
 * The one table of what each audit action reads as on a history timeline (issue 17 point 2), in the
 * two languages the screens speak. An action missing here still reads sensibly (`historyLabel`'s
 * fallback): other modules add actions (notifications, budget overrides...) without touching this
 * file, and adding a row only makes their label nicer.
 */
export type HistoryLanguage = 'it' | 'en';

type Label = Record<HistoryLanguage, string>;

export const ACTION_LABELS: Record<string, Label> = {
  create: { en: 'Created', it: 'Creato' },
  update: { en: 'Edited', it: 'Modificato' },
  delete: { en: 'Deleted', it: 'Eliminato' },
  import: { en: 'Imported from an e-invoice file', it: 'Importato da fattura elettronica' },
  approve_finance: { en: 'Approved (finance step)', it: 'Approvato (passo Finance)' },
  approve_it: { en: 'Approved (IT step)', it: 'Approvato (passo IT)' },
  reject: { en: 'Rejected', it: 'Rifiutato' },
  'document:add': { en: 'Document added', it: 'Documento aggiunto' },
  attach: { en: 'File attached', it: 'File allegato' },
  detach: { en: 'Attachment removed', it: 'Allegato rimosso' },
  download_original: { en: 'Original e-invoice file downloaded', it: 'File originale scaricato' },
  link_order: { en: 'Linked to an order', it: 'Collegato a un ordine' },
  'recipient:add': { en: 'Recipient added', it: 'Destinatario aggiunto' },
  'recipient:update': { en: 'Recipient edited', it: 'Destinatario modificato' },
  'recipient:delete': { en: 'Recipient removed', it: 'Destinatario rimosso' },
  'recurring:generate': { en: 'Generated from a recurring invoice', it: 'Generato da fattura ricorrente' },
  'paymentRun:create': { en: 'Added to a payment run', it: 'Inserito in una distinta' },
  'paymentRun:cancel': { en: 'Released from a cancelled payment run', it: 'Rilasciato da una distinta annullata' },
};

const STATUS_PREFIX: Label = { en: 'Status changed to', it: 'Stato cambiato in' };
const FALLBACK_PREFIX: Label = { en: 'Action', it: 'Azione' };

/** The label of an action, or a readable fallback for one this table does not know. */
export function historyLabel(action: string, language: HistoryLanguage): string {
  const known = ACTION_LABELS[action];
  if (known) return known[language];
  if (action.startsWith('status:')) {
    const status = action.slice('status:'.length);
    // `status:<value>` actions: named after the new state where known.
    return STATE_LABELS[status]?.[language] ?? `${STATUS_PREFIX[language]} ${stateLabel(status, language)}`;
  }
  return `${FALLBACK_PREFIX[language]}: ${action.replace(/[_:]/g, ' ')}`;
}

/** The names of the fields audit entries record; any other reads as its own name in words. */
const FIELD_LABELS: Record<string, Label> = {
  status: { en: 'Status', it: 'Stato' },
  rejectedReason: { en: 'Reason', it: 'Motivo' },
  reason: { en: 'Reason', it: 'Motivo' },
  totalAmount: { en: 'Total', it: 'Totale' },
  netAmount: { en: 'Net amount', it: 'Imponibile' },
  vatAmount: { en: 'VAT', it: 'IVA' },
  amount: { en: 'Amount', it: 'Importo' },
  unitPrice: { en: 'Unit price', it: 'Prezzo unitario' },
  price: { en: 'Price', it: 'Prezzo' },
  quantity: { en: 'Quantity', it: 'Quantità' },
  amountShare: { en: 'Share (%)', it: 'Quota (%)' },
  title: { en: 'Title', it: 'Titolo' },
  notes: { en: 'Notes', it: 'Note' },
  description: { en: 'Description', it: 'Descrizione' },
  fileName: { en: 'File', it: 'File' },
  paymentRun: { en: 'Payment run', it: 'Distinta' },
  availableDate: { en: 'Available date', it: 'Data disponibilità' },
  paymentMethod: { en: 'Payment method', it: 'Metodo di pagamento' },
  dueDate: { en: 'Due date', it: 'Scadenza' },
  date: { en: 'Date', it: 'Data' },
  invoiceDate: { en: 'Invoice date', it: 'Data fattura' },
  expiryDate: { en: 'Expiry date', it: 'Scadenza' },
  signingDate: { en: 'Signing date', it: 'Data di firma' },
  estimatedDeliveryDate: { en: 'Estimated delivery', it: 'Consegna prevista' },
  actualDeliveryDate: { en: 'Delivered on', it: 'Consegnato il' },
  name: { en: 'Name', it: 'Nome' },
  businessName: { en: 'Business name', it: 'Ragione sociale' },
  vatNumber: { en: 'VAT number', it: 'Partita IVA' },
  address: { en: 'Address', it: 'Indirizzo' },
  email: { en: 'E-mail', it: 'E-mail' },
  phone: { en: 'Phone', it: 'Telefono' },
  iban: { en: 'IBAN', it: 'IBAN' },
  bic: { en: 'BIC', it: 'BIC' },
  lines: { en: 'Lines', it: 'Righe' },
  recipients: { en: 'Recipients', it: 'Destinatari' },
  offerId: { en: 'Offer', it: 'Offerta' },
  orderId: { en: 'Order', it: 'Ordine' },
  orderNumber: { en: 'Order number', it: 'Numero ordine' },
  invoiceNumber: { en: 'Invoice number', it: 'Numero fattura' },
  supplierId: { en: 'Supplier', it: 'Fornitore' },
  contractId: { en: 'Contract', it: 'Contratto' },
  contractName: { en: 'Contract name', it: 'Nome contratto' },
  costCenterId: { en: 'Cost center', it: 'Centro di costo' },
};

/** "estimatedDeliveryDate" -> "Estimated delivery date": a field the table does not name, in words. */
const inWords = (field: string): string => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_:]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldLabel(field: string, language: HistoryLanguage): string {
  return FIELD_LABELS[field]?.[language] ?? inWords(field);
}

/** The states of every document kind, as a timeline shows a status field's old and new value. */
export const STATE_LABELS: Record<string, Label> = {
  pending: { en: 'Pending', it: 'In attesa' },
  approved_finance: { en: 'Approved by Finance', it: 'Approvato da Finance' },
  approved_it: { en: 'Approved by IT', it: 'Approvato da IT' },
  approved: { en: 'Approved', it: 'Approvato' },
  fully_approved: { en: 'Fully approved', it: 'Approvato' },
  rejected: { en: 'Rejected', it: 'Rifiutato' },
  sent: { en: 'Sent', it: 'Inviato' },
  received: { en: 'Received', it: 'Ricevuto' },
  completed: { en: 'Completed', it: 'Completato' },
  awaiting_details: { en: 'Awaiting details', it: 'In attesa dettagli' },
  awaiting_payment: { en: 'Awaiting payment', it: 'In attesa pagamento' },
  paid: { en: 'Paid', it: 'Pagato' },
  cancelled: { en: 'Cancelled', it: 'Annullato' },
  open: { en: 'Open', it: 'Aperta' },
  confirmed: { en: 'Confirmed', it: 'Confermata' },
};

/** A state for a person: its label, or the stored value in words. */
export function stateLabel(state: string, language: HistoryLanguage): string {
  return STATE_LABELS[state]?.[language] ?? state.replace(/_/g, ' ');
}

export const YES_NO: Record<HistoryLanguage, [yes: string, no: string]> = { en: ['Yes', 'No'], it: ['Sì', 'No'] };

/** The actor of an entry written by no user (the scheduler's jobs). */
export const SYSTEM_ACTOR: Label = { en: 'System', it: 'Sistema' };
