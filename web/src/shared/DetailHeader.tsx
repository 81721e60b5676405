import { Button, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ApprovalBlockedNote } from '../components/ApprovalBlockedNote.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';

interface DetailHeaderProps {
  back: { to: string; text: string };
  title: ReactNode;
  /** Between the title and the status badge (the record's name), if any. */
  subtitle?: ReactNode;
  badge: ReactNode;
  refresh: { text: string; loading: boolean; onRefresh: () => void };
  /** What the server lets the viewer decide, and the texts of the two buttons. */
  decision: {
    canApprove: boolean;
    canReject: boolean;
    approvalBlockedReason: string | null | undefined;
    approveText: string;
    rejectText: string;
    onDecide: (kind: 'approve' | 'reject') => void;
  };
}

/** A finance detail's header: back link, title and status, refresh, approve (or why not) and reject. */
export function DetailHeader({ back, title, subtitle, badge, refresh, decision: d }: DetailHeaderProps) {
  return (
    <div className="fin-header">
      <ButtonLink to={back.to} icon="arrow-left" text={back.text} />
      <H2 className="fin-header__title">{title}</H2>
      {subtitle}
      {badge}
      <div className="fin-header__actions">
        <Button icon="refresh" text={refresh.text} loading={refresh.loading} onClick={refresh.onRefresh} />
        {d.canApprove && (
          <Button intent="success" icon="tick" text={d.approveText} onClick={() => d.onDecide('approve')} />
        )}
        {!d.canApprove && d.approvalBlockedReason && <ApprovalBlockedNote reason={d.approvalBlockedReason} />}
        {d.canReject && (
          <Button intent="danger" icon="cross" text={d.rejectText} onClick={() => d.onDecide('reject')} />
        )}
      </div>
    </div>
  );
}
