import { can, ROLES } from '../../auth/permissions.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { Role } from '../../generated/prisma/enums.ts';
import type { ApprovalStep } from '../../workflows/approval.ts';
import { policyOf } from '../../workflows/segregation.ts';
import type { AuditedChange } from '../audit/change-feed.ts';
import type { PlannedNotification } from './notification-feed.ts';
import { APPROVABLE, STEP_LABEL, type ApprovableKind, type ApprovableRow } from './notification-kinds.ts';

/** The audited change of a finished e-invoice import batch (import.service.ts). */
export const IMPORT_BATCH = { entityType: 'InvoiceImport', action: 'finished' } as const;

export type TenantChange = AuditedChange & { tenantId: number };

interface TenantUser {
  id: number;
  role: Role;
}

function activeUsers(tx: TxClient, tenantId: number, roles: readonly Role[]): Promise<TenantUser[]> {
  return tx.user.findMany({
    where: { tenantId, archivedAt: null, role: { in: [...roles] } },
    select: { id: true, role: true },
    orderBy: { id: 'asc' },
  });
}

const principal = (user: TenantUser) => ({
  userId: user.id,
  role: user.role,
  isSuperAdmin: false,
  isPlatformAdmin: false,
});

/**
 * Whoever the shared workflow (workflows/approval.ts: roles, steps given, segregation of duties) would
 * let take a step on this document now, but not its actor: the same rule as the Approve button and
 * the inbox, never a copy of it.
 */
async function approversNow(tx: TxClient, change: TenantChange, kind: ApprovableKind, row: ApprovableRow) {
  const roles = ROLES.filter((role) => can(principal({ id: 0, role }), kind.flow.permissions.approve));
  const users = await activeUsers(tx, change.tenantId, roles);
  return users.flatMap((user) => {
    if (user.id === change.actorId) return [];
    const step = kind.flow.approvalStep(principal(user), row, policyOf(row));
    return step ? [{ userId: user.id, step }] : [];
  });
}

/** An edit that sent an approved or rejected document back to pending (approval.ts `reopen`). */
function reopened(changes: unknown): boolean {
  const status = (changes as { status?: unknown } | null)?.status;
  return Array.isArray(status) && status[1] === 'pending' && status[0] !== 'pending';
}

const STEP_ACTIONS: Record<string, ApprovalStep> = { approve_finance: 'finance', approve_it: 'it' };

async function approvableChange(
  tx: TxClient,
  change: TenantChange,
  kind: ApprovableKind,
): Promise<PlannedNotification[]> {
  const isStep = change.action in STEP_ACTIONS;
  const opens = change.action === 'create' || reopened(change.changes);
  if (!isStep && !opens && change.action !== 'reject') return [];
  const row = await kind.read(tx, change.entityId);
  if (!row) return [];
  const label = kind.label(row.name);
  const about = { documentType: kind.documentType, documentId: change.entityId, link: kind.link(change.entityId) };
  const creator = row.createdById !== null && row.createdById !== change.actorId ? row.createdById : null;
  if (row.status === kind.flow.rejected && change.action === 'reject') {
    const reason = (change.changes as { rejectedReason?: unknown } | null)?.rejectedReason;
    const body = typeof reason === 'string' ? `Motivo: ${reason}` : '';
    return creator ? [{ ...about, userId: creator, kind: 'rejected', title: `${label} ${kind.rejected}`, body }] : [];
  }
  if (row.status === kind.flow.final) {
    return creator
      ? [{ ...about, userId: creator, kind: 'approved', title: `${label} ${kind.approved}`, body: '' }]
      : [];
  }
  if (!kind.flow.isOpen(row.status)) return [];
  const given = STEP_ACTIONS[change.action];
  return (await approversNow(tx, change, kind, row)).map(({ userId, step }) => ({
    ...about,
    userId,
    kind: 'approval_needed',
    title: `${label} da approvare`,
    body: given
      ? `Approvazione ${STEP_LABEL[given]} data: manca la tua (${STEP_LABEL[step]})`
      : `Serve la tua approvazione (${STEP_LABEL[step]})`,
  }));
}

async function orderReceived(tx: TxClient, change: TenantChange): Promise<PlannedNotification[]> {
  const order = await tx.order.findFirst({
    where: { id: change.entityId, tenantId: change.tenantId },
    select: { orderNumber: true, offer: { select: { createdById: true } } },
  });
  if (!order) return [];
  // The offer's creator asked for the goods; finance pays for them (docs/decisions.md).
  const finance = await activeUsers(tx, change.tenantId, ['finance']);
  const people = new Set([order.offer.createdById, ...finance.map((u) => u.id)]);
  people.delete(change.actorId ?? -1);
  return [...people].map((userId) => ({
    userId,
    kind: 'order_received',
    documentType: 'order',
    documentId: change.entityId,
    title: `Ordine ${order.orderNumber} ricevuto`,
    body: '',
    link: `/orders/${change.entityId}`,
  }));
}

async function paymentRunConfirmed(tx: TxClient, change: TenantChange): Promise<PlannedNotification[]> {
  const { reference, count } = (change.changes ?? {}) as { reference?: string; count?: number };
  const finance = await activeUsers(tx, change.tenantId, ['finance']);
  return finance
    .filter((user) => user.id !== change.actorId)
    .map((user) => ({
      userId: user.id,
      kind: 'payment_run_confirmed',
      documentType: 'payment_run',
      documentId: change.entityId,
      title: `Distinta ${reference ?? change.entityId} confermata`,
      body: typeof count === 'number' ? `${count} ${count === 1 ? 'pagamento' : 'pagamenti'}` : '',
      link: '/payments',
    }));
}

export interface ImportSummary {
  imported: number;
  duplicates: number;
  errors: number;
  invoiceIds: number[];
}

async function importFinished(tx: TxClient, change: TenantChange): Promise<PlannedNotification[]> {
  const summary = change.changes as ImportSummary;
  const planned: PlannedNotification[] = [];
  const about = { documentType: 'einvoice_import', documentId: change.entityId, link: '/invoices' };
  if (change.actorId !== null) {
    planned.push({
      ...about,
      userId: change.actorId,
      kind: 'einvoice_import_finished',
      title: 'Importazione fatture elettroniche completata',
      body: `${summary.imported} importate, ${summary.duplicates} duplicate, ${summary.errors} con errori`,
    });
  }
  const [first] = summary.invoiceIds;
  if (first === undefined) return planned;
  // One notice per batch for the approvers, not one per file: a batch may carry hundreds of invoices.
  const kind = APPROVABLE.Invoice!;
  const row = await kind.read(tx, first);
  if (!row) return planned;
  const single = summary.invoiceIds.length === 1;
  const target = single ? { documentType: 'invoice', documentId: first, link: kind.link(first) } : about;
  for (const { userId, step } of await approversNow(tx, change, kind, row)) {
    planned.push({
      ...target,
      userId,
      kind: 'approval_needed',
      title: single
        ? `${kind.label(row.name)} da approvare`
        : `${summary.invoiceIds.length} fatture importate da approvare`,
      body: `Serve la tua approvazione (${STEP_LABEL[step]})`,
    });
  }
  return planned;
}

/** Who hears of this change, and what; [] for the changes nobody is told about. */
export async function planNotifications(tx: TxClient, change: TenantChange): Promise<PlannedNotification[]> {
  const approvable = APPROVABLE[change.entityType];
  if (approvable) return approvableChange(tx, change, approvable);
  if (change.entityType === 'Order' && change.action === 'status:received') return orderReceived(tx, change);
  if (change.entityType === 'PaymentRun' && change.action === 'status:confirmed')
    return paymentRunConfirmed(tx, change);
  if (change.entityType === IMPORT_BATCH.entityType && change.action === IMPORT_BATCH.action) {
    return importFinished(tx, change);
  }
  return [];
}

/** Changes that may move someone's "Da approvare" count: the live inbox badge re-reads it. */
export function movesInbox(change: AuditedChange): boolean {
  if (change.entityType === IMPORT_BATCH.entityType) return ((change.changes as ImportSummary).imported ?? 0) > 0;
  if (!APPROVABLE[change.entityType]) return false;
  return (
    ['create', 'delete', 'reject', 'approve_finance', 'approve_it'].includes(change.action) || reopened(change.changes)
  );
}
