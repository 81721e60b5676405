import { countOf } from '../../shared/listTexts.ts';
import type { DecisionTexts } from '../../shared/DecisionDialog.tsx';

/** Contracts list and detail (Italian, spec headings 2, 4 and 8). */
export const CONTRACT_STATUS_LABELS: Record<string, string> = {
  pending: 'In attesa',
  approved_finance: 'Approvato Finance',
  approved_it: 'Approvato IT',
  approved: 'Approvato',
  rejected: 'Rifiutato',
};

/** The list filter's values (heading 9) and the status each one means; Fully_Approved is `approved`. */
export const LIST_FILTERS = [
  { value: 'Pending', status: 'pending' },
  { value: 'Approved_Finance', status: 'approved_finance' },
  { value: 'Approved_IT', status: 'approved_it' },
  { value: 'Fully_Approved', status: 'approved' },
  { value: 'Rejected', status: 'rejected' },
] as const;

export function contractBadgeClass(status: string): string {
  const colour =
    status === 'approved' ? 'green' : status === 'rejected' ? 'red' : status === 'pending' ? 'yellow' : 'blue';
  return `fin-badge fin-badge--${colour}`;
}

export const contractTexts = {
  searchPlaceholder: 'Nome contratto o fornitore...',
  allStatuses: 'Tutti gli stati',
  allSuppliers: 'Tutti i fornitori',
  refresh: 'Aggiorna',
  create: 'Nuovo Contratto',
  columns: {
    name: 'Nome',
    supplier: 'Fornitore',
    type: 'Tipo',
    expiry: 'Scadenza',
    renewal: 'Rinnovo',
    status: 'Stato',
    actions: 'Azioni',
  },
  details: 'Dettagli',
  edit: 'Modifica',
  delete: 'Elimina',
  empty: 'Nessun contratto trovato.',
  count: countOf('it', 'contratti'),
  loadMore: 'Carica altri',
  sortBy: 'Ordina per',
  confirmDelete: 'Sei sicuro di voler eliminare questo contratto?',
  cancel: 'Annulla',
  errorTitle: 'Errore',
  loadFailed: 'Impossibile caricare i contratti',
  saveFailed: 'Impossibile salvare il contratto',
  invalidId: 'ID contratto non valido',
  created: 'Contratto creato',
  updated: 'Contratto aggiornato',
  deleted: 'Contratto eliminato',
  dialog: {
    createTitle: 'Nuovo Contratto',
    editTitle: 'Modifica Contratto',
    name: 'Nome contratto',
    supplier: 'Fornitore',
    selectSupplier: 'Seleziona un fornitore',
    type: 'Tipo contratto',
    typePlaceholder: 'Es. Manutenzione, Licenza software, Noleggio',
    expiry: 'Data scadenza',
    signing: 'Data firma',
    renewal: 'Tipo rinnovo',
    pdf: 'Documento PDF',
    choosePdf: 'Scegli un file PDF...',
    currentPdf: (name: string) => `Allegato attuale: ${name}`,
    onlyPdf: 'Solo file PDF sono consentiti',
    tooLarge: 'Il file è troppo grande (max 10MB)',
    save: 'Salva',
    cancel: 'Annulla',
  },
  detail: {
    back: 'Torna ai contratti',
    refresh: 'Aggiorna',
    approve: 'Approva',
    reject: 'Rifiuta',
    details: 'Dettagli',
    name: 'Nome',
    supplier: 'Fornitore',
    type: 'Tipo',
    expiry: 'Scadenza',
    signing: 'Data firma',
    renewal: 'Rinnovo',
    createdBy: 'Creato da',
    createdAt: 'Creato il',
    updatedAt: 'Aggiornato il',
    pdfTitle: 'Documento allegato',
    download: 'Scarica PDF',
    noDocument: 'Nessun documento allegato',
    approvalTitle: 'Stato approvazione',
    finance: 'Approvazione Finance',
    it: 'Approvazione IT',
    approvedBy: (name: string | null, at: string) => `Approvato da ${name ?? ''} il ${at}`,
    waiting: 'In attesa',
    rejectionReason: 'Motivo del rifiuto',
    notFound: 'Contratto non trovato',
    loadFailed: 'Impossibile caricare i dettagli del contratto',
    statusUpdated: 'Contract status updated successfully',
    statusFailed: 'Impossibile aggiornare lo stato del contratto',
    downloadStarted: 'Download avviato - Il file PDF è stato scaricato',
    downloadFailed: 'Impossibile scaricare il documento',
    missingToken: 'Token di autenticazione mancante',
  },
};

export const contractDecisionTexts: DecisionTexts = {
  approveTitle: 'Approva contratto',
  rejectTitle: 'Rifiuta contratto',
  approveMessage: 'Confermi di voler approvare questo contratto?',
  rejectMessage: 'Indica il motivo del rifiuto.',
  reasonLabel: 'Motivo del rifiuto',
  confirmApprove: 'Approva',
  confirmReject: 'Rifiuta',
  cancel: 'Annulla',
};
