import {
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H4,
  Icon,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OfferApprovalPanel_offer$key } from '../../__generated__/OfferApprovalPanel_offer.graphql.ts';
import { ApprovalBlockedNote } from '../../components/ApprovalBlockedNote.tsx';
import { showToast } from '../../components/toaster.ts';
import { formatDate } from '../../shared/dates.ts';
import { OfferStatusTag } from './OfferStatusTag.tsx';
import { offerTexts } from './texts.ts';
import { useApproveOfferMutation } from './useApproveOfferMutation.ts';
import { useRejectOfferMutation } from './useRejectOfferMutation.ts';

const t = offerTexts.approval;

/** Approval status: both steps with who gave them, the rejection reason, and the Approve / Reject dialog. */
export function OfferApprovalPanel({ offer }: { offer: OfferApprovalPanel_offer$key }) {
  const o = useFragment(
    graphql`
      fragment OfferApprovalPanel_offer on Offer {
        id
        status
        approvedByFinanceName
        approvedByFinanceAt
        approvedByITName
        approvedByITAt
        rejectedReason
        rejectedByName
        rejectedAt
        approvalStep
        approvalBlockedReason
        canReject
      }
    `,
    offer,
  );
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const steps = [
    [t.finance, o.approvedByFinanceName, o.approvedByFinanceAt],
    [t.it, o.approvedByITName, o.approvedByITAt],
  ] as const;
  return (
    <Card className="proc-section">
      <div className="proc-section__header">
        <H4>{t.panel}</H4>
        <OfferStatusTag status={o.status} />
      </div>
      <div className="proc-steps">
        {steps.map(([label, name, at]) => (
          <div key={label} className="proc-steps__item">
            <span className="proc-muted">{label}</span>
            {name ? (
              <span className="proc-steps__done">
                <Icon icon="tick-circle" intent="success" />
                <span>
                  {t.approvedBy(name)} · {formatDate(at)}
                </span>
              </span>
            ) : (
              <span>
                <Tag minimal>{t.pending}</Tag>
              </span>
            )}
          </div>
        ))}
      </div>
      {o.status === 'rejected' && (
        <Callout intent="danger" icon="disable" title={t.rejectedReason}>
          <p className="proc-notes">{o.rejectedReason}</p>
          {o.rejectedByName && (
            <p className="proc-muted">
              {t.rejectedBy(o.rejectedByName)} · {formatDate(o.rejectedAt)}
            </p>
          )}
        </Callout>
      )}
      {(o.approvalStep || o.approvalBlockedReason || o.canReject) && (
        <div className="proc-buttons">
          {o.approvalStep && (
            <Button intent="success" icon="tick" text={t.approve} onClick={() => setDeciding('approve')} />
          )}
          {!o.approvalStep && o.approvalBlockedReason && <ApprovalBlockedNote reason={o.approvalBlockedReason} />}
          {o.canReject && <Button intent="danger" icon="cross" text={t.reject} onClick={() => setDeciding('reject')} />}
        </div>
      )}
      {deciding && (
        <DecisionDialog
          offerId={o.id}
          mode={deciding}
          step={o.approvalStep ?? null}
          onClose={() => setDeciding(null)}
        />
      )}
    </Card>
  );
}

interface DecisionProps {
  offerId: string;
  mode: 'approve' | 'reject';
  step: string | null;
  onClose: () => void;
}

function DecisionDialog({ offerId, mode, step, onClose }: DecisionProps) {
  const [reason, setReason] = useState('');
  const [approve, approving] = useApproveOfferMutation();
  const [reject, rejecting] = useRejectOfferMutation();
  async function confirm() {
    const outcome = mode === 'approve' ? await approve(offerId) : await reject(offerId, reason.trim());
    if (!outcome.ok) {
      showToast(`${offerTexts.toast.statusFailed}: ${outcome.message}`, 'danger');
      return;
    }
    showToast(offerTexts.toast.statusUpdated, 'success');
    onClose();
  }
  return (
    <Dialog isOpen title={mode === 'approve' ? t.approveTitle : t.rejectTitle} onClose={onClose}>
      <DialogBody>
        {mode === 'approve' ? (
          <p>{t.approveAs(step === 'IT' ? 'IT' : 'FINANCE')}</p>
        ) : (
          <FormGroup label={t.reason} labelFor="reject-reason">
            <TextArea
              id="reject-reason"
              fill
              rows={4}
              autoFocus
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
              intent={mode === 'approve' ? 'success' : 'danger'}
              text={t.confirm}
              disabled={mode === 'reject' && !reason.trim()}
              loading={approving || rejecting}
              onClick={confirm}
            />
          </>
        }
      />
    </Dialog>
  );
}
