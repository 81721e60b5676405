/** The suppliers screen's texts (English, spec second document, headings 2, 5 and 8). */
import { countOf } from '../../shared/listTexts.ts';
import { englishTexts } from '../master-data/texts.ts';

export const supplierTexts = {
  ...englishTexts.list,
  add: 'New Supplier',
  searchPlaceholder: 'Search by name, business name or VAT number...',
  columns: {
    name: 'Name',
    businessName: 'Business Name',
    address: 'Address',
    vatNumber: 'VAT Number',
    iban: 'IBAN',
    actions: 'Actions',
  },
  noIban: 'No IBAN',
  empty: 'No suppliers found matching your criteria.',
  loadFailed: 'Failed to load suppliers',
  created: 'Supplier created successfully',
  updated: 'Supplier updated successfully',
  saveFailed: 'Failed to save supplier',
  deleted: 'Supplier deleted successfully',
  deleteFailed: 'Failed to delete supplier',
  archived: 'Supplier archived: it no longer appears in lists',
  allRequired: 'All fields are required',
  dialog: {
    createTitle: 'New Supplier',
    editTitle: 'Edit Supplier',
    name: 'Name',
    businessName: 'Business Name',
    address: 'Address',
    vatNumber: 'VAT Number',
    vatHint: 'Italian partita IVA (11 digits, IT prefix optional) or a foreign VAT number with its country code.',
    iban: 'IBAN',
    ibanHint: 'The account to pay (payment runs). Checked: country, length and check digits. Spaces allowed.',
    bic: 'BIC',
    bicHint: 'Optional: 8 or 11 characters.',
    ...englishTexts.dialog,
  },
  deleteDialog: {
    title: 'Delete Supplier',
    message: (name: string) => `Are you sure you want to delete the supplier "${name}"? This cannot be undone.`,
    ...englishTexts.deleteDialog,
  },
  count: countOf('en', 'suppliers'),
} as const;
