import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import type { Outcome } from '../../shared/outcome.ts';

interface ConfirmDeleteDialogProps {
  title: string;
  message: ReactNode;
  confirmText: string;
  cancelText: string;
  /** Offered when the delete is refused because the row is still in use. */
  archiveText?: string;
  onDelete: () => Promise<Outcome>;
  onArchive?: () => Promise<Outcome>;
  onClose: () => void;
}

/**
 * Asks before deleting. When the server refuses because the row is still referenced, the dialog
 * shows why and offers archiving instead, so the user is never left at a dead end.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<(Outcome & { ok: false }) | null>(null);

  async function run(action: () => Promise<Outcome>): Promise<void> {
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    if (outcome.ok) props.onClose();
    else setRefusal(outcome);
  }

  return (
    <Dialog isOpen title={props.title} icon="trash" onClose={props.onClose} className="md-dialog">
      <DialogBody>
        <p className={refusal ? Classes.TEXT_MUTED : undefined}>{props.message}</p>
        {refusal && (
          <Callout intent={refusal.conflict ? 'warning' : 'danger'} role="alert">
            {refusal.message}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.cancelText} onClick={props.onClose} disabled={busy} />
            {refusal?.conflict && props.onArchive && props.archiveText ? (
              <Button
                intent="warning"
                icon="archive"
                text={props.archiveText}
                loading={busy}
                onClick={() => run(props.onArchive!)}
              />
            ) : (
              <Button
                intent="danger"
                icon="trash"
                text={props.confirmText}
                loading={busy}
                onClick={() => run(props.onDelete)}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
