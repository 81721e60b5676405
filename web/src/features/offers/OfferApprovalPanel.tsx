import { Button, Callout, Card, H4, Icon, Tag } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { OfferApprovalPanel_offer$key } from '../../__generated__/OfferApprovalPanel_offer.graphql.ts';
import { ApprovalBlockedNote } from '../../components/ApprovalBlockedNote.tsx';
import { DecisionDialog, useDecision } from '../../shared/DecisionDialog.tsx';
import { formatDate } from '../../shared/dates.ts';
import { OfferBudgetApproval } from './OfferBudgetApproval.tsx';
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
  const decision = useDecision(o.id, useApproveOfferMutation(), useRejectOfferMutation(), {
    done: offerTexts.toast.statusUpdated,
    failed: offerTexts.toast.statusFailed,
  });
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
            <Button intent="success" icon="tick" text={t.approve} onClick={() => decision.open('approve')} />
          )}
          {!o.approvalStep && o.approvalBlockedReason && <ApprovalBlockedNote reason={o.approvalBlockedReason} />}
          {o.canReject && (
            <Button intent="danger" icon="cross" text={t.reject} onClick={() => decision.open('reject')} />
          )}
        </div>
      )}
      {/* The finance step shows the budget impact and may ask for an override reason (issue 18). */}
      {decision.dialog?.kind === 'approve' && o.approvalStep === 'FINANCE' ? (
        <OfferBudgetApproval offerId={o.id} onClose={decision.dialog.onClose} />
      ) : (
        decision.dialog && (
          <DecisionDialog
            {...decision.dialog}
            texts={{
              ...t,
              approveMessage: t.approveAs(o.approvalStep === 'IT' ? 'IT' : 'FINANCE'),
              reasonLabel: t.reason,
              confirmApprove: t.confirm,
              confirmReject: t.confirm,
            }}
          />
        )
      )}
    </Card>
  );
}
