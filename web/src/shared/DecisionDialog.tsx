import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../components/toaster.ts';
import './dialog.css';
import type { Outcome } from './outcome.ts';

export type DecisionKind = 'approve' | 'reject';

export interface DecisionTexts {
  approveTitle: string;
  rejectTitle: string;
  approveMessage: string;
  /** Above the reason's field, if the screen says anything there. */
  rejectMessage?: string;
  reasonLabel: string;
  reasonPlaceholder?: string;
  confirmApprove: string;
  confirmReject: string;
  cancel: string;
}

interface DecisionDialogProps {
  kind: DecisionKind;
  texts: DecisionTexts;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks to confirm an approval, or for a reason before a rejection (confirm stays disabled while blank). */
export function DecisionDialog({ kind, texts: t, busy, onClose, onConfirm }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const rejecting = kind === 'reject';
  const message = rejecting ? t.rejectMessage : t.approveMessage;
  return (
    <Dialog isOpen className="dialog--narrow" title={rejecting ? t.rejectTitle : t.approveTitle} onClose={onClose}>
      <DialogBody>
        {message && <p>{message}</p>}
        {rejecting && (
          <FormGroup label={t.reasonLabel} labelFor="decision-reason">
            <TextArea
              id="decision-reason"
              fill
              autoFocus
              rows={3}
              placeholder={t.reasonPlaceholder}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} />
            <Button
              intent={rejecting ? 'danger' : 'success'}
              text={rejecting ? t.confirmReject : t.confirmApprove}
              loading={busy}
              disabled={rejecting && reason.trim() === ''}
              onClick={() => onConfirm(reason.trim())}
            />
          </>
        }
      />
    </Dialog>
  );
}

type Run<A extends unknown[]> = readonly [(...args: A) => Promise<Outcome<unknown>>, boolean];

/**
 * The approve/reject decision on a record: `open` starts it (the screen's buttons), `dialog` is the
 * open DecisionDialog's props. Success toasts `done`, closes and calls onDone; a failure toasts
 * `failed` with the server's message and keeps the dialog open.
 */
export function useDecision(
  id: string,
  [approve, approving]: Run<[string]>,
  [reject, rejecting]: Run<[string, string]>,
  texts: { done: string; failed: string },
  onDone?: () => void,
) {
  const [kind, setKind] = useState<DecisionKind | null>(null);
  const confirm = async (reason: string) => {
    const outcome = kind === 'reject' ? await reject(id, reason) : await approve(id);
    if (!outcome.ok) {
      showToast(`${texts.failed}: ${outcome.message}`, 'danger');
      return;
    }
    showToast(texts.done, 'success');
    setKind(null);
    onDone?.();
  };
  const dialog = kind && {
    kind,
    busy: approving || rejecting,
    onClose: () => setKind(null),
    onConfirm: (reason: string) => void confirm(reason),
  };
  return { open: setKind, dialog };
}
