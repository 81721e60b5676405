/** The words the English master-data and administration screens share (cost centers, suppliers, tenants). */
export const englishTexts = {
  /** The list's own buttons. */
  list: { refresh: 'Refresh', edit: 'Edit', remove: 'Delete', loadMore: 'Load more' },
  /** The create/edit dialog's buttons. */
  dialog: { cancel: 'Cancel', save: 'Save', create: 'Create' },
  /** The delete question's buttons (archive: keep the row, out of the lists). */
  deleteDialog: { confirm: 'Delete', cancel: 'Cancel', archive: 'Archive' },
} as const;
