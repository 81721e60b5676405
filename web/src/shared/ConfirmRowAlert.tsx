import { Alert, Classes, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { showToast } from '../components/toaster.ts';
import type { Outcome } from './outcome.ts';

interface ConfirmRowAlertProps<T> {
  /** The row asked about; null keeps the alert closed. */
  item: T | null;
  /** The row's name under the question. */
  nameOf: (item: T) => ReactNode;
  icon: IconName;
  texts: { confirm: string; cancel: string; question: string; done: string };
  /** The toast's prefix when the action fails (followed by the server's message). */
  failureTitle: string;
  busy: boolean;
  onConfirm: (item: T) => Promise<Outcome<unknown>>;
  /** After a success (the toast is shown already). */
  onDone?: () => void;
  onClose: () => void;
}

/** Asks before a destructive action on a list row (delete, cancel), then toasts the outcome and closes. */
export function ConfirmRowAlert<T>(props: ConfirmRowAlertProps<T>) {
  const { item, texts, failureTitle, onClose } = props;
  return (
    <Alert
      isOpen={item !== null}
      intent="danger"
      icon={props.icon}
      confirmButtonText={texts.confirm}
      cancelButtonText={texts.cancel}
      loading={props.busy}
      onCancel={onClose}
      onConfirm={async () => {
        if (!item) return;
        const outcome = await props.onConfirm(item);
        if (outcome.ok) {
          showToast(texts.done, 'success');
          props.onDone?.();
        } else showToast(`${failureTitle}: ${outcome.message}`, 'danger');
        onClose();
      }}
    >
      <p>{texts.question}</p>
      {item && <p className={Classes.TEXT_MUTED}>{props.nameOf(item)}</p>}
    </Alert>
  );
}
