/** Issue 16: the scadenzario, the payment-run dialog and the Distinte list (Italian, like Pagamenti). */
import { countOf } from '../../shared/listTexts.ts';

export const runTexts = {
  schedule: {
    title: 'Scadenzario',
    supplier: 'Fornitore',
    allSuppliers: 'Tutti i fornitori',
    total: 'Totale da pagare',
    empty: 'Nessun pagamento aperto in questo gruppo.',
    select: (reference: string) => `Seleziona ${reference}`,
    selectAll: (supplier: string) => `Seleziona tutti i pagamenti di ${supplier}`,
    columns: {
      select: 'Sel.',
      reference: 'Riferimento',
      due: 'Scadenza',
      invoices: 'Fatture',
      iban: 'IBAN',
      amount: 'Importo',
      note: 'Note',
    },
    noIban: 'Senza IBAN',
    inRun: (reference: string) => `In distinta ${reference}`,
    payments: (n: number) => (n === 1 ? '1 pagamento' : `${n} pagamenti`),
  },
  selection: {
    summary: (n: number, total: string) =>
      `${n === 1 ? '1 pagamento selezionato' : `${n} pagamenti selezionati`} · Totale ${total}`,
    none: 'Seleziona i pagamenti da inserire in una distinta',
    clear: 'Deseleziona',
    create: 'Crea distinta',
  },
  dialog: {
    title: 'Crea distinta di pagamento',
    executionDate: 'Data di esecuzione',
    dateHint: 'Un giorno lavorativo, da oggi in poi.',
    format: 'Formato del file',
    summary: (n: number, total: string) => `${n === 1 ? '1 pagamento' : `${n} pagamenti`} per un totale di ${total}`,
    pastDate: 'La data di esecuzione non può essere nel passato',
    weekend: 'La data di esecuzione cade di sabato o domenica: scegli un giorno lavorativo',
    submit: 'Crea distinta',
    cancel: 'Annulla',
    created: (reference: string) => `Distinta ${reference} creata: scarica il file per la banca`,
    failed: 'Impossibile creare la distinta',
  },
  runs: {
    title: 'Distinte',
    history: 'Cronologia',
    columns: {
      reference: 'Riferimento',
      date: 'Data esecuzione',
      format: 'Formato',
      count: 'Pagamenti',
      total: 'Totale',
      status: 'Stato',
      actions: 'Azioni',
    },
    download: 'Scarica',
    confirm: 'Conferma',
    cancel: 'Annulla',
    confirmQuestion: (reference: string) =>
      `Confermi che la banca ha eseguito la distinta ${reference}? Tutti i suoi pagamenti diventano 'Pagata'.`,
    cancelQuestion: (reference: string) =>
      `Annullare la distinta ${reference}? I suoi pagamenti tornano disponibili per un'altra distinta.`,
    keep: 'No',
    confirmed: (reference: string) => `Distinta ${reference} confermata: pagamenti registrati come pagati`,
    cancelled: (reference: string) => `Distinta ${reference} annullata`,
    failed: 'Impossibile aggiornare la distinta',
    downloadFailed: 'Impossibile scaricare il file della distinta',
    empty: 'Nessuna distinta creata.',
    count: countOf('it', 'distinte'),
  },
};

export function runBadgeClass(status: string): string {
  const colour = { open: 'blue', confirmed: 'green', cancelled: 'grey' }[status] ?? 'grey';
  return `fin-badge fin-badge--${colour}`;
}
