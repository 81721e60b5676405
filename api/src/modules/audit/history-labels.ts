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

/** `status:<value>` actions: the change of state, named after the new state where known. */
const STATUS_LABELS: Record<string, Label> = {
  confirmed: { en: 'Confirmed', it: 'Confermata' },
  cancelled: { en: 'Cancelled', it: 'Annullato' },
  paid: { en: 'Paid', it: 'Pagato' },
  completed: { en: 'Completed', it: 'Completato' },
};

const STATUS_PREFIX: Label = { en: 'Status changed to', it: 'Stato cambiato in' };
const FALLBACK_PREFIX: Label = { en: 'Action', it: 'Azione' };

/** The label of an action, or a readable fallback for one this table does not know. */
export function historyLabel(action: string, language: HistoryLanguage): string {
  const known = ACTION_LABELS[action];
  if (known) return known[language];
  if (action.startsWith('status:')) {
    const status = action.slice('status:'.length);
    return STATUS_LABELS[status]?.[language] ?? `${STATUS_PREFIX[language]} ${status.replace(/_/g, ' ')}`;
  }
  return `${FALLBACK_PREFIX[language]}: ${action.replace(/[_:]/g, ' ')}`;
}

/** The names of the fields the timelines show most; any other field keeps its own name. */
const FIELD_LABELS: Record<string, Label> = {
  status: { en: 'Status', it: 'Stato' },
  rejectedReason: { en: 'Reason', it: 'Motivo' },
  totalAmount: { en: 'Total', it: 'Totale' },
  title: { en: 'Title', it: 'Titolo' },
  fileName: { en: 'File', it: 'File' },
  paymentRun: { en: 'Payment run', it: 'Distinta' },
  availableDate: { en: 'Available date', it: 'Data disponibilità' },
  paymentMethod: { en: 'Payment method', it: 'Metodo di pagamento' },
  dueDate: { en: 'Due date', it: 'Scadenza' },
  name: { en: 'Name', it: 'Nome' },
  lines: { en: 'Lines', it: 'Righe' },
  recipients: { en: 'Recipients', it: 'Destinatari' },
};

export function fieldLabel(field: string, language: HistoryLanguage): string {
  return FIELD_LABELS[field]?.[language] ?? field;
}

/** The actor of an entry written by no user (the scheduler's jobs). */
export const SYSTEM_ACTOR: Label = { en: 'System', it: 'Sistema' };
