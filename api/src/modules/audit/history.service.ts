import DataLoader from 'dataloader';
import { assertAllowed, type Context, type Viewer } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { fullName } from '../../shared/names.ts';
import { historyChanges, type HistoryChange } from './history.ts';
import { historyKinds, HISTORY_TYPES, type HistoryKind, type HistoryType } from './history-kinds.ts';
import { historyLabel, SYSTEM_ACTOR } from './history-labels.ts';

/** One line of a document's timeline: who, when, what. */
export interface HistoryEntry {
  at: Date;
  /** The person's name (their e-mail when they are not a user of the tenant), or System for jobs. */
  actor: string;
  actorEmail: string | null;
  action: string;
  label: string;
  changes: HistoryChange[];
  /** The stored changes, as the audit log holds them (the REST answer's `changes`). */
  rawChanges: unknown;
}

/** The REST spellings of a history type: payment_run also as payment-run and paymentRun. */
export function parseHistoryType(value: string | null): HistoryType {
  const text = (value ?? '').trim().toLowerCase().replace(/-/g, '_').replace('paymentrun', 'payment_run');
  const found = HISTORY_TYPES.find((type) => type === text);
  if (!found) throw new ValidationError(`type: one of ${HISTORY_TYPES.join(', ')}`, 'type');
  return found;
}

/** The entries of some documents of one kind, each oldest first, with their actors' names: two statements. */
async function readHistories(
  tx: TxClient,
  viewer: Viewer,
  kind: HistoryKind,
  ids: readonly number[],
): Promise<Map<number, HistoryEntry[]>> {
  const rows = await tx.auditLog.findMany({
    where: { tenantId: viewer.tenantId, entityType: kind.entity, entityId: { in: [...ids] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { entityId: true, createdAt: true, actorId: true, actorEmail: true, action: true, changes: true },
  });
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))];
  const users = actorIds.length
    ? await tx.user.findMany({
        where: { tenantId: viewer.tenantId, id: { in: actorIds } },
        select: { id: true, firstName: true, lastName: true },
      })
    : [];
  const names = new Map(users.map((user) => [user.id, fullName(user)]));
  const byId = new Map<number, HistoryEntry[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    byId.get(row.entityId)?.push({
      at: row.createdAt,
      actor:
        (row.actorId !== null ? names.get(row.actorId) : undefined) ?? row.actorEmail ?? SYSTEM_ACTOR[kind.language],
      actorEmail: row.actorEmail,
      action: row.action,
      label: historyLabel(row.action, kind.language),
      changes: historyChanges(row.changes, kind.language, kind.states),
      rawChanges: row.changes,
    });
  }
  return byId;
}

/**
 * A document's history (issue 17 point 2) from the audit log: whoever may see the document may see
 * its history, nobody else (another tenant's or a missing document is not found).
 */
export async function documentHistory(ctx: Context, type: HistoryType, id: number): Promise<HistoryEntry[]> {
  const kind = historyKinds[type];
  const viewer = assertAllowed(ctx, kind.view);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    if (!(await kind.exists(tx, id, viewer.tenantId))) throw new NotFoundError(kind.notFound);
    return (await readHistories(tx, viewer, kind, [id])).get(id)!;
  });
}

/** One loader per request and kind: the `history` fields of a list's documents read in one go. */
const loaders = new WeakMap<Context, Map<HistoryType, DataLoader<number, HistoryEntry[]>>>();

/**
 * The history of a document the schema already resolved for this viewer (its node's `history`
 * field): batched with the other documents of the same request (no statement per row of a list).
 */
export function visibleDocumentHistory(ctx: Context, type: HistoryType, id: number): Promise<HistoryEntry[]> {
  const kind = historyKinds[type];
  const viewer = assertAllowed(ctx, kind.view);
  let perKind = loaders.get(ctx);
  if (!perKind) loaders.set(ctx, (perKind = new Map()));
  let loader = perKind.get(type);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byId = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, (tx) =>
        readHistories(tx, viewer, kind, ids),
      );
      return ids.map((id) => byId.get(id) ?? []);
    });
    perKind.set(type, loader);
  }
  return loader.load(id);
}
