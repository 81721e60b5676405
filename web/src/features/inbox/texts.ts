/** Issue 17 point 1: the "Da approvare" screen (Italian). */
export const inboxTexts = {
  loading: 'Caricamento documenti da approvare...',
  refresh: 'Aggiorna',
  refreshed: 'Elenco aggiornato',
  empty: 'Nessun documento attende la tua approvazione.',
  tableLabel: 'Documenti da approvare',
  columns: {
    select: 'Sel.',
    type: 'Tipo',
    document: 'Documento',
    amount: 'Importo',
    received: 'Creato il',
    age: 'Attesa',
    step: 'Passo',
  },
  types: { offer: 'Offerta', invoice: 'Fattura', contract: 'Contratto' } as Record<string, string>,
  steps: { FINANCE: 'Finance', IT: 'IT' } as Record<string, string>,
  age: (days: number) => (days === 0 ? 'oggi' : days === 1 ? '1 giorno' : `${days} giorni`),
  select: (title: string) => `Seleziona ${title}`,
  selectAll: 'Seleziona tutti',
  /** More wait than one page shows (the oldest first). */
  page: (shown: string, total: string) =>
    `Sono elencati i ${shown} documenti più vecchi su ${total}: decisi questi, compaiono i successivi.`,
  selected: (n: number) => (n === 1 ? '1 documento selezionato' : `${n} documenti selezionati`),
  none: 'Seleziona i documenti da approvare o rifiutare',
  approve: 'Approva selezionati',
  reject: 'Rifiuta selezionati',
  failed: 'Operazione non riuscita',
  results: {
    title: 'Esito',
    /** What the user's decision did, agreeing with the document: offerta and fattura are feminine. */
    done: (decision: 'approve' | 'reject', type: string) =>
      `${decision === 'approve' ? 'Approvat' : 'Rifiutat'}${type === 'contract' ? 'o' : 'a'}`,
    summary: (ok: number, failed: number) =>
      `${ok === 1 ? '1 documento deciso' : `${ok} documenti decisi`}${failed ? `, ${failed} non riusciti` : ''}`,
  },
  decision: {
    approveTitle: 'Approva documenti',
    rejectTitle: 'Rifiuta documenti',
    approveMessage: 'Confermi l’approvazione dei documenti selezionati? Ognuno è verificato singolarmente.',
    rejectMessage: 'Indica il motivo del rifiuto: vale per tutti i documenti selezionati.',
    reasonLabel: 'Motivo del rifiuto',
    confirmApprove: 'Approva',
    confirmReject: 'Rifiuta',
    cancel: 'Annulla',
  },
} as const;
