import { subscribeToChanges } from '../audit/change-feed.ts';
import { publishNotifications } from './notification-feed.ts';
import { movesInbox, planNotifications } from './notification-rules.ts';
import { signalLive } from './live-signal.ts';

/**
 * The in-app notifications and the live signal, from the change feed: inside the change's
 * transaction, so a notification exists exactly when its change does, and the live signal (NOTIFY)
 * is delivered on commit only.
 */
subscribeToChanges('notifications', async (tx, change) => {
  if (change.tenantId === null) return;
  const tenantId = change.tenantId;
  const planned = await planNotifications(tx, { ...change, tenantId });
  const rows =
    planned.length === 0
      ? []
      : await tx.notification.createManyAndReturn({ data: planned.map((p) => ({ ...p, tenantId })) });
  await publishNotifications(tx, rows);
  await signalLive(tx, { t: tenantId, u: [...new Set(rows.map((r) => r.userId))], i: movesInbox(change) });
});
