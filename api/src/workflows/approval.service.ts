import { assertAllowed, tenantFilter, type Context, type Viewer } from '../context.ts';
import { inTenantTx, lockForApproval, type TxClient } from '../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import type { ApprovalFlow, ApprovalState } from './approval.ts';
import { policyOf, type WithPolicy } from './segregation.ts';

/** A document row as the workflow reads it: status, approvers, version, the tenant's policy. */
export type ApprovalRow<S extends string> = ApprovalState<S> & WithPolicy & { version: number };

/** The columns an approval or a rejection writes. */
export interface ApprovalWrite<S extends string> {
  status: S;
  version: { increment: 1 };
  approvedByFinanceId?: number;
  approvedByFinanceAt?: Date;
  approvedByItId?: number;
  approvedByItAt?: Date;
  rejectedById?: number;
  rejectedAt?: Date;
  rejectedReason?: string;
}

export interface StaleGuard<S extends string> {
  id: number;
  tenantId: number;
  status: S;
  version: number;
}

/** Where one kind's documents live: its Prisma delegate, bound by the kind's module. */
export interface ApprovalStore<S extends string, Row extends ApprovalRow<S>> {
  /** The row with `segregationPolicySelect` joined in (same statement). */
  find(tx: TxClient, where: { id: number; tenantId?: number }): Promise<Row | null>;
  update(tx: TxClient, where: StaleGuard<S>, data: ApprovalWrite<S>): Promise<{ count: number }>;
  /** Columns the step that makes the document final also sets (offers: the approval date). */
  finalColumns?: (now: Date) => Record<string, Date>;
  /** What the step that makes the document final sets off in the same transaction. */
  onFinal?: (tx: TxClient, ctx: Context, viewer: Viewer, row: Row) => Promise<void>;
}

/**
 * One approval step (the one the workflow gives this viewer). The row is locked, then moved with a
 * compare-and-set on status and version: of any number of racing approvals exactly the consistent
 * ones apply and the rest get a ConflictError; nothing is decided from a stale read.
 */
export async function approveDocument<S extends string, Row extends ApprovalRow<S>>(
  ctx: Context,
  flow: ApprovalFlow<S>,
  store: ApprovalStore<S, Row>,
  id: number,
  /** A kind's own condition on a step, checked after the step is known, in the same transaction (budgets). */
  check?: (tx: TxClient, viewer: Viewer, step: 'finance' | 'it') => Promise<void>,
): Promise<{ id: number }> {
  // The permission before the row is read, as the GraphQL scope: a role that may not approve is
  // refused alike for existing and missing ids.
  const viewer = assertAllowed(ctx, flow.permissions.approve);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    await lockForApproval(tx, flow.entity, id, viewer.tenantId);
    const row = await store.find(tx, { id, ...tenantFilter(viewer) });
    if (!row) throw new NotFoundError(flow.messages.notFound);
    const step = flow.requireStep(viewer, row, policyOf(row));
    const status = flow.statusAfter(row, step);
    if (check) await check(tx, viewer, step);
    const now = new Date();
    const approver =
      step === 'finance'
        ? { approvedByFinanceId: viewer.userId, approvedByFinanceAt: now }
        : { approvedByItId: viewer.userId, approvedByItAt: now };
    const guard = { id, tenantId: viewer.tenantId, status: row.status, version: row.version };
    const final = status === flow.final ? store.finalColumns?.(now) : undefined;
    const updated = await store.update(tx, guard, { ...approver, ...final, status, version: { increment: 1 } });
    if (updated.count === 0) throw new ConflictError(flow.messages.changed);
    await recordAudit(tx, ctx, {
      entityType: flow.entity,
      entityId: id,
      action: `approve_${step}`,
      changes: { status: [row.status, status] },
    });
    if (status === flow.final && store.onFinal) await store.onFinal(tx, ctx, viewer, row);
    return { id };
  });
}

/** Rejects an open document with a mandatory, non-blank reason. */
export async function rejectDocument<S extends string, Row extends ApprovalRow<S>>(
  ctx: Context,
  flow: ApprovalFlow<S>,
  store: ApprovalStore<S, Row>,
  id: number,
  reason: unknown,
): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, flow.permissions.reject);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const row = await store.find(tx, { id, ...tenantFilter(viewer) });
    if (!row) throw new NotFoundError(flow.messages.notFound);
    flow.requireRejectable(viewer, row);
    const text = flow.rejectionReason(reason);
    const rejected = flow.rejected;
    const guard = { id, tenantId: viewer.tenantId, status: row.status, version: row.version };
    const updated = await store.update(tx, guard, {
      status: rejected,
      rejectedById: viewer.userId,
      rejectedAt: new Date(),
      rejectedReason: text,
      version: { increment: 1 },
    });
    if (updated.count === 0) throw new ConflictError(flow.messages.changed);
    await recordAudit(tx, ctx, {
      entityType: flow.entity,
      entityId: id,
      action: 'reject',
      changes: { status: [row.status, rejected], rejectedReason: text },
    });
    return { id };
  });
}
