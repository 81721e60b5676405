import { assertAllowed, tenantFilter, type Context, type Viewer } from '../../context.ts';
import { inTenantTx, tenantRead, tenantSql, tenantStatement } from '../../db/tenant-scope.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../errors.ts';
import { tenantRows } from '../../shared/reads.ts';
import { signalLive } from './live-signal.ts';

export const NOTIFICATION_MESSAGES = {
  nothingToMark: 'Indica le notifiche da segnare come lette, oppure tutte',
  tooMany: 'Puoi segnare al massimo 200 notifiche alla volta',
} as const;

/** The most ids one markNotificationsRead takes (a page of the list is far fewer). */
export const MAX_MARK_IDS = 200;

export interface NotificationFilter {
  unreadOnly?: boolean | null;
}

/** The viewer's own notifications: a user never reads another's, even in the same tenant. */
function ownWhere(viewer: Viewer): Prisma.NotificationWhereInput {
  return { ...tenantFilter(viewer), userId: viewer.userId };
}

function listWhere(ctx: Context, filter: NotificationFilter): Prisma.NotificationWhereInput {
  const viewer = assertAllowed(ctx, 'notification.view');
  return { ...ownWhere(viewer), ...(filter.unreadOnly ? { readAt: null } : {}) };
}

/** Newest first. */
export const notificationRows = tenantRows('notification', listWhere, [{ createdAt: 'desc' }, { id: 'desc' }]);

/**
 * The bell's count, asked on every page load (the shell) and by its live stream: one statement under
 * row-level security (tenantRead) rather than a tenant transaction's four round trips. The viewer's own,
 * as ownWhere says.
 */
export async function unreadNotificationCount(ctx: Context): Promise<number> {
  const viewer = assertAllowed(ctx, 'notification.view');
  const sql = tenantStatement(
    'unread-notifications',
    () =>
      `(SELECT count(*)::integer FROM "Notification" WHERE ${tenantSql()} AND "userId" = ($1->>'userId')::integer AND "readAt" IS NULL)`,
  );
  return tenantRead<number>(ctx.app.database.prisma, viewer.tenantId, sql, { userId: viewer.userId });
}

export interface MarkRead {
  ids?: readonly number[] | null;
  all?: boolean | null;
}

/**
 * Marks the viewer's own notifications read (ids of another user's are ignored, as if absent), in
 * one transaction that also tells the viewer's other tabs and processes (the live signal).
 */
export async function markNotificationsRead(ctx: Context, input: MarkRead) {
  const viewer = assertAllowed(ctx, 'notification.view');
  const ids = input.ids ?? [];
  if (!input.all && ids.length === 0) throw new ValidationError(NOTIFICATION_MESSAGES.nothingToMark, 'ids');
  if (ids.length > MAX_MARK_IDS) throw new ValidationError(NOTIFICATION_MESSAGES.tooMany, 'ids');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const where = {
      ...ownWhere(viewer),
      tenantId: viewer.tenantId,
      readAt: null,
      ...(input.all ? {} : { id: { in: [...ids] } }),
    };
    const marked = await tx.notification.updateManyAndReturn({ where, data: { readAt: new Date() } });
    if (marked.length > 0) await signalLive(tx, { t: viewer.tenantId, u: [viewer.userId], i: false });
    const unreadCount = await tx.notification.count({
      where: { ...ownWhere(viewer), tenantId: viewer.tenantId, readAt: null },
    });
    return { notifications: marked, unreadCount };
  });
}
