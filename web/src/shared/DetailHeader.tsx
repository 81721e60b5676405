import { Button, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ApprovalBlockedNote } from '../components/ApprovalBlockedNote.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';
import type { DecisionKind } from './DecisionDialog.tsx';

/** A detail's refresh button: whether the refetch is running, and how to start it. */
export interface Refresh {
  loading: boolean;
  onRefresh: () => void;
}

interface DetailHeaderProps {
  /** The list the back link returns to. */
  back: string;
  title: ReactNode;
  /** Between the title and the status badge (the record's name), if any. */
  subtitle?: ReactNode;
  badge: ReactNode;
  refresh: Refresh;
  /** The record's status and what the server lets the viewer decide about it. */
  record: {
    status: string;
    rejectedReason?: string | null;
    canApprove: boolean;
    canReject: boolean;
    approvalBlockedReason?: string | null;
  };
  texts: { back: string; refresh: string; approve: string; reject: string; rejectionReason: string };
  /** Starts the decision (useDecision's open). */
  onDecide: (kind: DecisionKind) => void;
  /** Who rejected a rejected record and when, under its reason. */
  rejectedBy?: string;
}

/**
 * A finance detail's header: back link, title and status, refresh, approve (or why not) and reject;
 * under it the reason of a rejected record.
 */
export function DetailHeader({ record: a, texts: t, onDecide, rejectedBy, ...props }: DetailHeaderProps) {
  return (
    <>
      <div className="fin-header">
        <ButtonLink to={props.back} icon="arrow-left" text={t.back} />
        <H2 className="fin-header__title">{props.title}</H2>
        {props.subtitle}
        {props.badge}
        <div className="fin-header__actions">
          <Button icon="refresh" text={t.refresh} loading={props.refresh.loading} onClick={props.refresh.onRefresh} />
          {a.canApprove && <Button intent="success" icon="tick" text={t.approve} onClick={() => onDecide('approve')} />}
          {!a.canApprove && a.approvalBlockedReason && <ApprovalBlockedNote reason={a.approvalBlockedReason} />}
          {a.canReject && <Button intent="danger" icon="cross" text={t.reject} onClick={() => onDecide('reject')} />}
        </div>
      </div>
      {a.status === 'rejected' && a.rejectedReason && (
        <div className="fin-reason">
          <div>
            <strong>{t.rejectionReason}:</strong> {a.rejectedReason}
          </div>
          {rejectedBy && <div className="fin-muted">{rejectedBy}</div>}
        </div>
      )}
    </>
  );
}
