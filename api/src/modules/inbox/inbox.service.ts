import { assertAllowed, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { logError } from '../../shared/logger.ts';
import type { Decimal } from '../../shared/scalars.ts';
import type { ApprovalStep } from '../../workflows/approval.ts';
import { policyOf } from '../../workflows/segregation.ts';
import { INBOX_TYPES, inboxKinds, type InboxType } from './inbox-kinds.ts';

/** One document awaiting the viewer's own step. */
export interface InboxItem {
  type: InboxType;
  id: number;
  title: string;
  amount: Decimal | null;
  createdAt: Date;
  step: ApprovalStep;
  /** Whole days since the document was created. */
  ageDays: number;
}

const DAY_MS = 86_400_000;

/**
 * "Da approvare" (issue 17 point 1): the offers, invoices and contracts whose next step is the
 * viewer's, oldest first. The step is the workflow's own `approvalStep` (roles, steps already given,
 * the tenant's segregation-of-duties policy): an item is listed exactly when the detail screen would
 * show Approve. One transaction, one statement per kind (the policy is joined in).
 */
export async function approvalInbox(ctx: Context, now = new Date()): Promise<InboxItem[]> {
  const viewer = assertAllowed(ctx, 'inbox.view');
  const candidates = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const perKind = [];
    for (const type of INBOX_TYPES) perKind.push({ type, rows: await inboxKinds[type].open(tx, viewer.tenantId) });
    return perKind;
  });
  const items: InboxItem[] = [];
  for (const { type, rows } of candidates) {
    const { flow } = inboxKinds[type];
    for (const row of rows) {
      const step = flow.approvalStep(viewer, row, policyOf(row));
      if (!step) continue;
      const ageDays = Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS));
      items.push({ type, id: row.id, title: row.title, amount: row.amount, createdAt: row.createdAt, step, ageDays });
    }
  }
  return items.sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() ||
      INBOX_TYPES.indexOf(a.type) - INBOX_TYPES.indexOf(b.type) ||
      a.id - b.id,
  );
}

/** The sidebar's badge: how many items the inbox lists. */
export async function approvalInboxCount(ctx: Context): Promise<number> {
  return (await approvalInbox(ctx)).length;
}

export type InboxDecision = 'approve' | 'reject';

export interface InboxDecisionResult {
  /** The item's position in the request. */
  index: number;
  type: InboxType;
  id: number;
  ok: boolean;
  /** Why this item was refused (the single approval's message), or null. */
  message: string | null;
}

/** More would hold a request for long; the screen selects from one page of the inbox. */
export const MAX_BULK_ITEMS = 100;

export const INBOX_MESSAGES = {
  noItems: 'Seleziona almeno un documento',
  tooMany: `Puoi decidere al massimo ${MAX_BULK_ITEMS} documenti alla volta`,
  reasonRequired: 'Il motivo del rifiuto è obbligatorio',
  unexpected: 'Operazione non riuscita: riprova',
} as const;

/**
 * Bulk approve or reject from the inbox: each item goes through the kind's single approve / reject
 * service (its own transaction, lock, permission, segregation and audit), so a refusal of one item
 * leaves the others decided; the answer says per item what happened.
 */
export async function decideInboxItems(
  ctx: Context,
  items: readonly { type: InboxType; id: number }[],
  decision: InboxDecision,
  reason?: string | null,
): Promise<InboxDecisionResult[]> {
  assertAllowed(ctx, 'inbox.decide');
  if (items.length === 0) throw new ValidationError(INBOX_MESSAGES.noItems, 'items');
  if (items.length > MAX_BULK_ITEMS) throw new ValidationError(INBOX_MESSAGES.tooMany, 'items');
  if (decision === 'reject' && !reason?.trim()) throw new ValidationError(INBOX_MESSAGES.reasonRequired, 'reason');
  const results: InboxDecisionResult[] = [];
  for (const [index, { type, id }] of items.entries()) {
    const kind = inboxKinds[type];
    try {
      if (decision === 'approve') await kind.approve(ctx, id);
      else await kind.reject(ctx, id, reason);
      results.push({ index, type, id, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) logError('inbox decision failed', { type, id, error });
      const message = error instanceof AppError ? error.message : INBOX_MESSAGES.unexpected;
      results.push({ index, type, id, ok: false, message });
    }
  }
  return results;
}
