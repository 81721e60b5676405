import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { Prisma as PrismaNS } from '../../generated/prisma/client.ts';
import { publishChange, type AuditedChange } from './change-feed.ts';

export interface AuditEntry {
  entityType: string;
  entityId: number;
  /** create, update, delete, approve_finance, approve_it, reject, status:sent, ... */
  action: string;
  /** The changed fields, as { field: [before, after] } or a plain summary object. */
  changes: PrismaNS.InputJsonValue;
  /** Defaults to the viewer's tenant; null for platform events. */
  tenantId?: number | null;
}

/**
 * Written inside the same transaction as the change it describes: both land or neither does. The
 * entry then goes to the change feed's subscribers, in the same transaction.
 */
export async function recordAudit(tx: TxClient, ctx: Context, entry: AuditEntry): Promise<void> {
  const change: AuditedChange = {
    tenantId: entry.tenantId === undefined ? (ctx.viewer?.tenantId ?? null) : entry.tenantId,
    actorId: ctx.viewer?.userId ?? null,
    actorEmail: ctx.viewer?.email ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes,
    requestId: ctx.requestId ?? null,
  };
  await tx.auditLog.create({ data: { ...change, changes: entry.changes } });
  await publishChange(tx, change, { basePath: ctx.app.config.basePath });
}

/**
 * Many entries of one change (a payment run's payments) in one statement, in the change's
 * transaction: an INSERT from unnested arrays, since Prisma's createMany spends seconds binding the
 * parameters of thousands of rows.
 */
export async function recordAudits(
  tx: TxClient,
  ctx: Context,
  entityType: string,
  entries: { entityId: number; action: string; changes: PrismaNS.InputJsonValue }[],
): Promise<void> {
  if (entries.length === 0) return;
  const tenantId = ctx.viewer?.tenantId ?? null;
  const actorId = ctx.viewer?.userId ?? null;
  const actorEmail = ctx.viewer?.email ?? null;
  await tx.$executeRaw`
    INSERT INTO "AuditLog" ("tenantId", "actorId", "actorEmail", "entityType", "entityId", "action", "changes", "requestId")
    SELECT ${tenantId}::int, ${actorId}::int, ${actorEmail}::text, ${entityType}::text, e.id, e.action, e.changes::jsonb, ${ctx.requestId ?? null}::text
    FROM unnest(${entries.map((e) => e.entityId)}::int[], ${entries.map((e) => e.action)}::text[],
                ${entries.map((e) => JSON.stringify(e.changes))}::text[]) AS e(id, action, changes)`;
  const requestId = ctx.requestId ?? null;
  const origin = { basePath: ctx.app.config.basePath };
  for (const e of entries) {
    await publishChange(
      tx,
      {
        tenantId,
        actorId,
        actorEmail,
        entityType,
        entityId: e.entityId,
        action: e.action,
        changes: e.changes,
        requestId,
      },
      origin,
    );
  }
}

/** { field: [before, after] } for the fields whose value differs. */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key];
    if (String(old) !== String(value)) changes[key] = [old ?? null, value ?? null];
  }
  return changes;
}
