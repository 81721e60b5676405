/**
 * The invoice screens' texts in the spec's languages: the list and its dialogs in Italian, the
 * invoice detail and the create-from-order page in English (spec headings 1, 2 and 8).
 */
import { countOf } from '../../shared/listTexts.ts';

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending Approval',
  approved_finance: 'Approved by Finance',
  approved_it: 'Approved by IT',
  fully_approved: 'Fully Approved',
  rejected: 'Rejected',
};

/** Badge colours: green fully approved, red rejected, yellow pending, blue the others. */
export function statusBadgeClass(status: string): string {
  const colour =
    status === 'fully_approved' ? 'green' : status === 'rejected' ? 'red' : status === 'pending' ? 'yellow' : 'blue';
  return `fin-badge fin-badge--${colour}`;
}

/** The list shows the stored capitalised value with underscores as spaces ("Fully Approved"). */
export function listStatusText(listStatus: string): string {
  return listStatus.replaceAll('_', ' ');
}

export const FREQUENCY_LABELS: Record<string, string> = {
  monthly: 'Mensile',
  quarterly: 'Trimestrale',
  semiannual: 'Semestrale',
  annual: 'Annuale',
};

export const invoiceListTexts = {
  searchPlaceholder: 'Cerca per numero, fornitore, ordine...',
  allStatuses: 'Tutti gli stati',
  allSuppliers: 'Tutti i fornitori',
  allOrders: 'Tutti gli ordini',
  allContracts: 'Tutti i contratti',
  allTypes: 'Tutti i tipi',
  recurring: 'Ricorrenti',
  single: 'Singole',
  refresh: 'Aggiorna',
  create: 'Nuova Fattura',
  createRecurring: 'Fattura Ricorrente',
  columns: {
    number: 'Numero',
    supplier: 'Fornitore',
    order: 'Ordine',
    date: 'Data',
    due: 'Scadenza',
    total: 'Totale',
    status: 'Stato',
    type: 'Tipo',
    actions: 'Azioni',
  },
  singleBadge: 'Singola',
  view: 'Visualizza',
  edit: 'Modifica',
  delete: 'Elimina',
  empty: 'Nessuna fattura trovata.',
  count: countOf('it', 'fatture'),
  loadMore: 'Carica altre',
  sortBy: 'Ordina per',
  loadFailed: 'Impossibile caricare le fatture',
  saveFailed: 'Impossibile salvare la fattura',
  deleteFailed: 'Impossibile eliminare la fattura',
  created: 'Fattura creata',
  updated: 'Fattura aggiornata',
  deleted: 'Fattura eliminata',
  confirmDelete: 'Sei sicuro di voler eliminare questa fattura?',
  confirmDeleteTitle: 'Elimina fattura',
  cancel: 'Annulla',
};

export const invoiceDialogTexts = {
  createTitle: 'Nuova Fattura',
  recurringTitle: 'Nuova Fattura Ricorrente',
  editTitle: 'Modifica Fattura',
  invoiceNumber: 'Numero fattura',
  companyName: 'Ragione sociale',
  supplier: 'Fornitore',
  selectSupplier: 'Seleziona un fornitore',
  contract: 'Contratto',
  noContract: 'Nessun contratto',
  clearContract: 'Togli il contratto',
  invoiceDate: 'Data fattura',
  dueDate: 'Data scadenza',
  lines: 'Righe',
  description: 'Descrizione',
  quantity: 'Quantità',
  unitPrice: 'Prezzo unitario (€)',
  vat: 'IVA %',
  lineTotal: 'Imponibile',
  costCenter: 'Centro di costo',
  usualCostCenter: 'Abituale del fornitore',
  addLine: 'Aggiungi riga',
  removeLine: 'Rimuovi riga',
  net: 'Imponibile',
  vatAmount: 'IVA',
  total: 'Totale',
  recurring: 'Fattura ricorrente',
  frequency: 'Frequenza',
  nextInvoiceDate: 'Prossima fattura',
  totalsNote: 'Gli importi definitivi sono calcolati dal server (IVA arrotondata per riga).',
  save: 'Salva',
  saving: 'Salvataggio...',
  cancel: 'Annulla',
};
