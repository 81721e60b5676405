/** The budget screen's texts (Italian, as the finance screens). */
export const budgetTexts = {
  year: 'Anno',
  empty: 'Nessun budget per questo anno.',
  columns: {
    costCenter: 'Centro di costo',
    amount: 'Budget',
    committed: 'Impegnato',
    actual: 'Consuntivo',
    available: 'Disponibile',
  },
  legend: {
    committed: 'Impegnato: offerte approvate da finanza non ancora fatturate',
    actual: 'Consuntivo: fatture approvate (note di credito in detrazione)',
    available: 'Disponibile',
  },
  overBudget: 'Oltre il budget',
  form: {
    title: 'Imposta budget',
    costCenter: 'Centro di costo',
    choose: 'Scegli un centro di costo',
    amount: 'Importo (€)',
    /** The server's message for the same rule (budget-input.ts), checked here before sending. */
    amountInvalid: "L'importo deve essere un numero maggiore o uguale a zero, con al massimo due decimali",
    save: 'Salva budget',
    saved: 'Budget salvato',
    failed: 'Budget non salvato',
  },
  documents: {
    committed: 'Vedi le offerte impegnate',
    actual: 'Vedi le fatture approvate',
  },
} as const;
