import type { Context } from '../../context.ts';
import type { Prisma as PrismaNS } from '../../generated/prisma/client.ts';

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

interface AuditWriter {
  auditLog: { create(args: { data: PrismaNS.AuditLogUncheckedCreateInput }): PromiseLike<unknown> };
}

function auditRow(ctx: Context, entry: AuditEntry): PrismaNS.AuditLogCreateManyInput {
  return {
    tenantId: entry.tenantId === undefined ? (ctx.viewer?.tenantId ?? null) : entry.tenantId,
    actorId: ctx.viewer?.userId ?? null,
    actorEmail: ctx.viewer?.email ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes,
    requestId: ctx.requestId,
  };
}

/** Written inside the same transaction as the change it describes: both land or neither does. */
export async function recordAudit(db: AuditWriter, ctx: Context, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({ data: auditRow(ctx, entry) });
}

/** Many entries of one change in one statement (a payment run's payments), in the change's transaction. */
export async function recordAudits(
  db: { auditLog: { createMany(args: { data: PrismaNS.AuditLogCreateManyInput[] }): PromiseLike<unknown> } },
  ctx: Context,
  entries: AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.auditLog.createMany({ data: entries.map((entry) => auditRow(ctx, entry)) });
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
