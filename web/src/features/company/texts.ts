/**
 * Company settings texts, in Italian: the fields are the Italian legal data of FatturaPA and the
 * server's messages about them are Italian.
 */
export const companyTexts = {
  loading: 'Caricamento dei dati aziendali...',
  legalSection: 'Dati legali',
  addressSection: 'Sede legale',
  matchSection: 'Abbinamento delle fatture elettroniche agli ordini',
  matchHelp:
    "Una fattura importata è confrontata con il totale dell'ordine: si applica la maggiore tra la tolleranza percentuale e quella in euro.",
  legalName: 'Ragione sociale',
  vatNumber: 'Partita IVA',
  vatHint: 'Le fatture intestate a un’altra partita IVA o codice fiscale sono rifiutate.',
  fiscalCode: 'Codice fiscale',
  address: 'Indirizzo',
  postalCode: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  country: 'Nazione',
  bankSection: 'Conto per i pagamenti ai fornitori',
  bankHelp:
    'Il conto addebitato dalle distinte di pagamento (SEPA e CBI). Il codice CUC è assegnato dalla banca ed è necessario per i file CBI.',
  iban: 'IBAN',
  bic: 'BIC',
  cbiCuc: 'Codice CUC (CBI)',
  tolerancePercent: 'Tolleranza (%)',
  toleranceAmount: 'Tolleranza minima (€)',
  save: 'Salva',
  saved: 'Dati aziendali salvati',
  failed: 'Salvataggio non riuscito',
  readOnly: 'Solo gli amministratori dell’azienda possono modificare questi dati.',
  messages: {
    legalName: 'La ragione sociale è obbligatoria',
    postalCode: 'CAP non valido: 5 cifre',
    province: 'Provincia non valida: la sigla di due lettere (MI, TO ...)',
    country: 'Nazione non valida: il codice ISO di due lettere (IT, DE ...)',
    tolerancePercent: 'Tolleranza percentuale non valida: da 0 a 100, al massimo due decimali',
    toleranceAmount: 'Tolleranza in euro non valida: 0 o più, al massimo due decimali',
  },
} as const;
