/** Payments screen (Italian, spec headings 2, 4 and 8). */
import { countOf } from '../../shared/listTexts.ts';

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
  listTitle: 'Elenco pagamenti',
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
