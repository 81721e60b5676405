/** The API-key screen (admin area, Italian). */
export const apiKeyTexts = {
  intro:
    "Le chiavi API permettono a un'integrazione (ERP, reportistica) di usare GraphQL e /api/*.php con " +
    "l'intestazione Authorization: Bearer <chiave>, con il ruolo scelto.",
  name: 'Nome',
  access: 'Accesso',
  create: 'Crea chiave',
  created: 'Chiave creata',
  copyOnce: 'Copia la chiave ora: non verrà più mostrata.',
  failed: 'Operazione non riuscita',
  revoke: 'Revoca',
  revoked: 'Chiave revocata',
  columns: {
    name: 'Nome',
    access: 'Accesso',
    prefix: 'Chiave',
    created: 'Creata',
    lastUsed: 'Ultimo uso',
    state: 'Stato',
  },
  active: 'Attiva',
  revokedState: 'Revocata',
  never: 'Mai',
  empty: 'Nessuna chiave API',
  nameRequired: 'Inserisci un nome per la chiave',
  accessLabels: {
    read_only: 'Sola lettura',
    procurement: 'Procurement',
    finance: 'Finance',
    it_director: 'IT Director',
    admin: 'Amministratore',
  } as Record<string, string>,
} as const;
