import type { AuditedChange } from '../audit/change-feed.ts';
import { historyTypeOfEntity } from '../audit/history-kinds.ts';

/** The events an endpoint may ask for (issue 17, point 7). */
export const WEBHOOK_EVENTS = [
  'offer.created',
  'offer.approved',
  'offer.rejected',
  'order.created',
  'order.status_changed',
  'invoice.created',
  'invoice.imported',
  'invoice.fully_approved',
  'invoice.rejected',
  'contract.created',
  'contract.approved',
  'contract.rejected',
  'payment.paid',
  'payment_run.confirmed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The approval workflow's final statuses (workflows/approval-kinds.ts): the step that completes it. */
const FINAL_STATUS = new Set(['approved', 'fully_approved']);

function statusAfter(changes: unknown): string | null {
  const status = (changes as { status?: unknown } | null)?.status;
  return Array.isArray(status) && typeof status[1] === 'string' ? status[1] : null;
}

/** The webhook event an audited change is, or null (most changes are none). */
export function webhookEventOf(change: Pick<AuditedChange, 'entityType' | 'action' | 'changes'>): WebhookEvent | null {
  // An event is named after its document's history type (payment_run.confirmed); suppliers have none.
  const prefix = historyTypeOfEntity[change.entityType];
  if (!prefix) return null;
  const { action } = change;
  let event: string | null = null;
  if (action === 'create') event = `${prefix}.created`;
  else if (action === 'import') event = `${prefix}.imported`;
  else if (action === 'reject') event = `${prefix}.rejected`;
  else if (action.startsWith('approve_') && FINAL_STATUS.has(statusAfter(change.changes) ?? '')) {
    event = prefix === 'invoice' ? 'invoice.fully_approved' : `${prefix}.approved`;
  } else if (action.startsWith('status:')) {
    const status = action.slice('status:'.length);
    if (prefix === 'order') event = 'order.status_changed';
    else if (prefix === 'payment' && status === 'paid') event = 'payment.paid';
    else if (prefix === 'payment_run' && status === 'confirmed') event = 'payment_run.confirmed';
  }
  return event && (WEBHOOK_EVENTS as readonly string[]).includes(event) ? (event as WebhookEvent) : null;
}
