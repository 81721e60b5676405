import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';

export interface DecisionTexts {
  approveTitle: string;
  rejectTitle: string;
  approveMessage: string;
  rejectMessage: string;
  reasonLabel: string;
  confirmApprove: string;
  confirmReject: string;
  cancel: string;
}

interface DecisionDialogProps {
  kind: 'approve' | 'reject';
  texts: DecisionTexts;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks to confirm an approval, or for a reason before a rejection (confirm stays disabled while blank). */
export function DecisionDialog({ kind, texts: t, busy, onClose, onConfirm }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const rejecting = kind === 'reject';
  return (
    <Dialog isOpen className="fin-dialog--narrow" title={rejecting ? t.rejectTitle : t.approveTitle} onClose={onClose}>
      <DialogBody>
        <p>{rejecting ? t.rejectMessage : t.approveMessage}</p>
        {rejecting && (
          <FormGroup label={t.reasonLabel} labelFor="decision-reason">
            <TextArea
              id="decision-reason"
              fill
              autoFocus
              rows={3}
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
