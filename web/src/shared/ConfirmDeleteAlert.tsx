import { Alert } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { showToast } from '../components/toaster.ts';
import type { Outcome } from './outcome.ts';

interface ConfirmDeleteAlertProps<T> {
  /** The row asked about; null keeps the alert closed. */
  item: T | null;
  /** The row's name under the question. */
  nameOf: (item: T) => ReactNode;
  texts: { delete: string; cancel: string; confirmDelete: string; deleted: string };
  /** The toast's prefix when the delete fails (followed by the server's message). */
  failureTitle: string;
  busy: boolean;
  onDelete: (item: T) => Promise<Outcome<unknown>>;
  onClose: () => void;
}

/** Asks before deleting a list row, then toasts the outcome and closes either way. */
export function ConfirmDeleteAlert<T>({
  item,
  nameOf,
  texts,
  failureTitle,
  busy,
  onDelete,
  onClose,
}: ConfirmDeleteAlertProps<T>) {
  return (
    <Alert
      isOpen={item !== null}
      intent="danger"
      icon="trash"
      confirmButtonText={texts.delete}
      cancelButtonText={texts.cancel}
      loading={busy}
      onCancel={onClose}
      onConfirm={async () => {
        if (!item) return;
        const outcome = await onDelete(item);
        if (outcome.ok) showToast(texts.deleted, 'success');
        else showToast(`${failureTitle}: ${outcome.message}`, 'danger');
        onClose();
      }}
    >
      <p>{texts.confirmDelete}</p>
      {item && <p className="fin-muted">{nameOf(item)}</p>}
    </Alert>
  );
}
