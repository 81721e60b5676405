import { useState } from 'react';
import { toastOnSuccess } from '../../components/toaster.ts';
import type { Outcome } from '../../shared/outcome.ts';

/**
 * The row whose edit dialog is open (tenants, users), and that dialog's busy state, close and save:
 * the update's outcome, with the toast and the list's refetch on success.
 */
export function useRowEdit<R extends { id: string }, V>(
  [update, busy]: readonly [(id: string, values: V) => Promise<Outcome>, boolean],
  message: string,
  onChanged: () => void,
) {
  const [editing, setEditing] = useState<R | null>(null);
  const dialogOf = (row: R) => ({
    busy,
    onClose: () => setEditing(null),
    onSave: async (values: V) => toastOnSuccess(await update(row.id, values), message, onChanged),
  });
  return { editing, setEditing, dialogOf };
}
