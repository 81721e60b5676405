import { assertAllowed, type Context } from '../../context.ts';
import { inTenantTx, tenantRead, tenantSql, tenantStatement } from '../../db/tenant-scope.ts';
import { LEGACY_LIST_LIMIT } from '../../shared/reads.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { logError } from '../../shared/logger.ts';
import type { Decimal } from '../../shared/scalars.ts';
import { openStatusesSql, type ApprovalStep } from '../../workflows/approval.ts';
import { policyOf } from '../../workflows/segregation.ts';
import { INBOX_TYPES, inboxKinds, type InboxGroupWhere, type InboxType } from './inbox-kinds.ts';

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

/** More would hold a request for long; the screen selects from one page of the inbox. */
export const MAX_BULK_ITEMS = 100;

/** The screen's page: the oldest items, as many as one bulk decision takes. */
export const INBOX_PAGE = MAX_BULK_ITEMS;

/**
 * "Da approvare" (issue 17 point 1): the offers, invoices and contracts whose next step is the
 * viewer's, oldest first, at most `limit` of them (the total is approvalInboxCount). The step is the
 * workflow's own `approvalStep` (roles, steps already given, the tenant's segregation-of-duties
 * policy): an item is listed exactly when the detail screen would show Approve. The database reads
 * only the rows of the groups the rule admits (inboxGroups), `limit` at most a kind: a tenant with
 * thousands of open documents cost 40 ms of CPU and a 500 KB answer a visit when every one was read.
 */
export async function approvalInbox(
  ctx: Context,
  { limit = INBOX_PAGE, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<InboxItem[]> {
  const viewer = assertAllowed(ctx, 'inbox.view');
  if (!Number.isInteger(limit) || limit < 1) throw new ValidationError(INBOX_MESSAGES.limit, 'limit');
  const take = Math.min(limit, LEGACY_LIST_LIMIT);
  const { groups } = await inboxGroups(ctx);
  const candidates = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const perKind = [];
    for (const type of INBOX_TYPES) {
      const admitted = groups[type].filter((group) => group.admitted).map((group) => groupWhere(group, viewer.userId));
      if (admitted.length)
        perKind.push({ type, rows: await inboxKinds[type].open(tx, viewer.tenantId, admitted, take) });
    }
    return perKind;
  });
  const items: InboxItem[] = [];
  for (const { type, rows } of candidates) {
    const { flow } = inboxKinds[type];
    for (const row of rows) {
      // The rule again on the row itself: its group was read in an earlier snapshot.
      const step = flow.approvalStep(viewer, row, policyOf(row));
      if (!step) continue;
      const ageDays = Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS));
      items.push({ type, id: row.id, title: row.title, amount: row.amount, createdAt: row.createdAt, step, ageDays });
    }
  }
  return items
    .sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() ||
        INBOX_TYPES.indexOf(a.type) - INBOX_TYPES.indexOf(b.type) ||
        a.id - b.id,
    )
    .slice(0, take);
}

/** Who gave a step, as the step rule tells them apart: nobody, the viewer, someone else. */
type GivenBy = 'nobody' | 'viewer' | 'other';

/** Open documents of one kind that the step rule cannot tell apart, and how many there are. */
interface RuleGroup {
  status: string;
  finance: GivenBy;
  it: GivenBy;
  n: number;
  /** Whether the rule lists this group's documents for the viewer. */
  admitted?: boolean;
}

/** A user id no user has (ids start at 1): "someone other than the viewer" for the rule. */
const SOMEONE_ELSE = -1;

const approverId = (givenBy: GivenBy, viewerId: number): number | null =>
  givenBy === 'nobody' ? null : givenBy === 'viewer' ? viewerId : SOMEONE_ELSE;

/** The rows of one group, as a Prisma filter (the same three-way split as inboxCountSql's CASE). */
function groupWhere(group: RuleGroup, viewerId: number): InboxGroupWhere {
  const givenBy = (g: GivenBy) =>
    g === 'nobody' ? null : g === 'viewer' ? viewerId : { not: null, notIn: [viewerId] };
  return { status: group.status, approvedByFinanceId: givenBy(group.finance), approvedByItId: givenBy(group.it) };
}

/**
 * The badge's statement: each kind's open documents grouped by everything the step rule reads of a
 * document (its status, and for each step whether nobody, the viewer or someone else gave it), with
 * the tenant's segregation policy. At most 5 x 3 x 3 groups a kind, whatever the number of documents.
 */
function inboxCountSql(): string {
  return tenantStatement('inbox-groups', buildInboxCountSql);
}

function buildInboxCountSql(): string {
  const givenBy = (column: string) =>
    `CASE WHEN "${column}" IS NULL THEN 'nobody' WHEN "${column}" = ($1->>'userId')::integer THEN 'viewer' ELSE 'other' END`;
  const groups = (type: InboxType) => {
    const { flow } = inboxKinds[type];
    return `(SELECT coalesce(json_agg(g), '[]') FROM (
      SELECT "status"::text AS "status", ${givenBy('approvedByFinanceId')} AS "finance", ${givenBy('approvedByItId')} AS "it", count(*)::integer AS "n"
        FROM "${flow.entity}" WHERE ${tenantSql()} AND "status" IN (${openStatusesSql(flow)}) GROUP BY 1, 2, 3) g)`;
  };
  return `json_build_object(${INBOX_TYPES.map((type) => `'${type}', ${groups(type)}`).join(', ')},
    'policy', (SELECT "segregationOfDuties" FROM "Tenant" WHERE "id" = app_current_tenant()))`;
}

/**
 * Each kind's groups of open documents (inboxCountSql), each marked with whether the workflow's own
 * `approvalStep` lists its documents for the viewer: the rule is asked once per group of documents it
 * cannot tell apart. One statement under row-level security.
 */
async function inboxGroups(ctx: Context): Promise<{ groups: Record<InboxType, RuleGroup[]>; policy: boolean }> {
  const viewer = assertAllowed(ctx, 'inbox.view');
  const read = await tenantRead<Record<InboxType, RuleGroup[]> & { policy: boolean }>(
    ctx.app.database.prisma,
    viewer.tenantId,
    inboxCountSql(),
    { userId: viewer.userId },
  );
  const groups = {} as Record<InboxType, RuleGroup[]>;
  for (const type of INBOX_TYPES) {
    groups[type] = read[type].map((group) => {
      const state = {
        status: group.status,
        approvedByFinanceId: approverId(group.finance, viewer.userId),
        approvedByItId: approverId(group.it, viewer.userId),
      };
      return { ...group, admitted: !!inboxKinds[type].flow.approvalStep(viewer, state, read.policy) };
    });
  }
  return { groups, policy: read.policy };
}

/**
 * The sidebar's badge: how many items the inbox lists, without reading the documents. Every page
 * load asks for it (the shell's viewer and its live counts), and a tenant can have thousands of open
 * documents: read one by one, they held the server's event loop for hundreds of milliseconds
 * (docs/performance.md, 2026-11-30).
 */
export async function approvalInboxCount(ctx: Context): Promise<number> {
  const { groups } = await inboxGroups(ctx);
  let count = 0;
  for (const type of INBOX_TYPES) for (const group of groups[type]) if (group.admitted) count += group.n;
  return count;
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

export const INBOX_MESSAGES = {
  noItems: 'Seleziona almeno un documento',
  tooMany: `Puoi decidere al massimo ${MAX_BULK_ITEMS} documenti alla volta`,
  reasonRequired: 'Il motivo del rifiuto è obbligatorio',
  unexpected: 'Operazione non riuscita: riprova',
  limit: 'limit: deve essere un numero intero maggiore di zero',
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
