import { Icon } from '@blueprintjs/core';
import './ApprovalBlockedNote.css';

/**
 * Shown where the Approve button would be when the server says why this viewer may not approve
 * (approvalBlockedReason: the tenant's segregation of duties). The text is the server's, in Italian.
 */
export function ApprovalBlockedNote({ reason }: { reason: string }) {
  return (
    <span className="approval-blocked" role="note" lang="it">
      <Icon icon="people" className="approval-blocked__icon" />
      <span>{reason}</span>
    </span>
  );
}
