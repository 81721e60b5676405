/** The product catalogue's texts (Italian, spec second document, headings 2, 5 and 8). */
import { countOf } from '../../shared/listTexts.ts';

export const productTexts = {
  refresh: 'Aggiorna',
  add: 'Aggiungi Prodotto',
  searchPlaceholder: 'Cerca per nome o descrizione...',
  allCategories: 'Tutte le Categorie',
  columns: { name: 'Nome', description: 'Descrizione', category: 'Categoria', price: 'Prezzo', actions: 'Azioni' },
  empty: 'Nessun prodotto trovato con i criteri di ricerca.',
  loadError: 'Errore nel caricamento dei prodotti',
  refreshed: 'Prodotti aggiornati con successo',
  created: 'Prodotto aggiunto con successo',
  updated: 'Prodotto aggiornato con successo',
  deleted: 'Product deleted successfully',
  deleteFailed: 'Failed to delete product',
  saveFailed: 'Errore nel salvataggio del prodotto',
  archived: 'Prodotto archiviato: non compare più nel catalogo',
  dialog: {
    createTitle: 'Aggiungi Prodotto',
    editTitle: 'Modifica Prodotto',
    name: 'Nome',
    description: 'Descrizione',
    price: 'Prezzo (€)',
    category: 'Categoria',
    cancel: 'Annulla',
    save: 'Salva',
    create: 'Aggiungi',
  },
  deleteDialog: {
    title: 'Elimina Prodotto',
    message: (name: string) =>
      `Sei sicuro di voler eliminare il prodotto "${name}"? L'operazione non può essere annullata.`,
    confirm: 'Elimina',
    cancel: 'Annulla',
    archive: 'Archivia',
  },
  edit: 'Modifica',
  remove: 'Elimina',
  loadMore: 'Carica altri',
  count: countOf('it', 'prodotti'),
  nameRequired: 'Il nome del prodotto è obbligatorio',
  pricePositive: 'Il prezzo deve essere un numero positivo',
} as const;
