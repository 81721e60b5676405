/** The cost centers screen's texts (English, spec second document, headings 2, 5 and 8). */
import { countOf } from '../../shared/listTexts.ts';
import { englishTexts } from '../master-data/texts.ts';

export const costCenterTexts = {
  ...englishTexts.list,
  add: 'New Cost Center',
  searchPlaceholder: 'Search by code or description...',
  columns: {
    code: 'Code',
    description: 'Description',
    createdBy: 'Created By',
    createdAt: 'Created At',
    actions: 'Actions',
  },
  unknown: 'Unknown',
  empty: 'No cost centers found.',
  created: 'Cost center created successfully',
  updated: 'Cost center updated successfully',
  saveFailed: 'Failed to save cost center',
  deleted: 'Cost center deleted successfully',
  deleteFailed: 'Failed to delete cost center',
  archived: 'Cost center archived: it no longer appears in lists',
  allRequired: 'Please fill in all fields',
  dialog: {
    createTitle: 'New Cost Center',
    editTitle: 'Edit Cost Center',
    code: 'Code',
    description: 'Description',
    ...englishTexts.dialog,
  },
  deleteDialog: {
    title: 'Delete Cost Center',
    message: (code: string) => `Are you sure you want to delete the cost center "${code}"? This cannot be undone.`,
    ...englishTexts.deleteDialog,
  },
  count: countOf('en', 'cost centers'),
} as const;
