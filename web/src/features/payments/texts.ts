/** Payments screen (Italian, spec headings 2, 4 and 8). */
import { countOf } from '../../shared/listTexts.ts';

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  awaiting_details: 'In attesa dettagli',
  awaiting_payment: 'In attesa pagamento',
  paid: 'Pagata',
  cancelled: 'Annullato',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  bank_transfer: 'Bonifico bancario',
  credit_card: 'Carta di credito',
  cash: 'Contanti',
  voucher: 'Voucher',
  business_card: 'Carta aziendale',
  other: 'Altro',
};

export function paymentBadgeClass(status: string): string {
  const colour =
    { paid: 'green', cancelled: 'grey', awaiting_payment: 'blue', awaiting_details: 'yellow' }[status] ?? 'grey';
  return `fin-badge fin-badge--${colour}`;
}

export const paymentTexts = {
  iban: 'IBAN del beneficiario (dalla fattura elettronica)',
  stats: {
    today: 'Pagamenti disponibili oggi',
    paid: 'Totale pagato (anno corrente)',
    pending: 'In attesa (disponibilità futura)',
  },
  searchPlaceholder: 'Cerca riferimento, fattura o fornitore...',
  allStatuses: 'Tutti gli stati',
  allMethods: 'Tutti i metodi',
  dateFrom: 'Data da',
  dateTo: 'Data a',
  refresh: 'Aggiorna',
  columns: {
    reference: 'Riferimento',
    inserted: 'Data inserimento',
    available: 'Data disponibilità',
    invoices: 'Fatture',
    method: 'Metodo di pagamento',
    total: 'Importo totale',
    status: 'Stato',
    actions: 'Azioni',
  },
  edit: 'Modifica',
  cancelPayment: 'Annulla pagamento',
  empty: 'Nessun pagamento trovato.',
  count: countOf('it', 'pagamenti'),
  loadMore: 'Carica altri',
  sortBy: 'Ordina per',
  dialog: {
    title: (reference: string) => `Modifica pagamento ${reference}`,
    availableDate: 'Data disponibilità',
    status: 'Stato',
    method: 'Metodo di pagamento',
    noMethod: 'Seleziona un metodo',
    hint: "Con metodo e data impostati il pagamento passa a 'In attesa pagamento'.",
    save: 'Salva',
    close: 'Chiudi',
  },
  confirmCancel: 'Sei sicuro di voler annullare questo pagamento?',
  keep: 'No',
  updated: 'Pagamento aggiornato con successo',
  cancelled: 'Pagamento annullato con successo',
  updateFailed: 'Impossibile aggiornare il pagamento',
  loadFailed: 'Impossibile caricare i pagamenti',
};
