/** The webhook screen (admin area, Italian like the API-key screen). */
export const webhookTexts = {
  intro:
    'I webhook inviano una richiesta POST firmata (HMAC-SHA256, intestazione X-Purchaser-Signature) a un ' +
    'URL della tua integrazione quando avviene uno degli eventi scelti.',
  url: 'URL',
  events: 'Eventi',
  create: 'Aggiungi webhook',
  created: 'Webhook aggiunto',
  copyOnce: 'Copia il segreto di firma ora: non verrà più mostrato.',
  failed: 'Operazione non riuscita',
  delete: 'Elimina',
  deliveries: 'Consegne',
  hideDeliveries: 'Chiudi consegne',
  columns: { url: 'URL', events: 'Eventi', created: 'Creato' },
  deliveryColumns: {
    event: 'Evento',
    status: 'Stato',
    statusCode: 'Codice HTTP',
    attempts: 'Tentativi',
    duration: 'Durata',
    time: 'Data',
  },
  deliveryStatus: { pending: 'In attesa', delivered: 'Consegnato', failed: 'Non riuscito' } as Record<string, string>,
  deliveriesOf: (url: string) => `Consegne di ${url}`,
  noDeliveries: 'Nessuna consegna',
  resend: 'Reinvia',
  resent: 'Consegna rimessa in coda',
  empty: 'Nessun webhook',
  confirmDelete: {
    question: 'Eliminare il webhook? Le consegne in attesa non verranno inviate.',
    confirm: 'Elimina',
    cancel: 'Annulla',
    done: 'Webhook eliminato',
  },
  none: '—',
} as const;
