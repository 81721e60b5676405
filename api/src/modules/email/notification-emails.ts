import type { TxClient } from '../../db/tenant-scope.ts';
import { onNotificationsCreated, type CreatedNotification } from '../notifications/notification-feed.ts';
import { appUrl, emailEnabled, enqueueEmail } from './email-channel.ts';
import { notificationMail } from './templates.ts';
import type { App } from '../../context.ts';

/**
 * E-mail for notifications, by each user's preference: "immediately" gets one e-mail per
 * notification through the outbox, "daily_digest" gets it kept for the day's digest (./digest.ts),
 * "off" gets nothing. Runs in the transaction that wrote the notifications, so the e-mail exists if
 * and only if the notification does.
 */
export async function mailNotifications(
  app: App,
  tx: TxClient,
  notifications: readonly CreatedNotification[],
): Promise<void> {
  if (!emailEnabled(app) || notifications.length === 0) return;
  const userIds = [...new Set(notifications.map((n) => n.userId))];
  const users = await tx.user.findMany({
    where: { id: { in: userIds }, archivedAt: null },
    select: { id: true, tenantId: true, email: true, emailNotifications: true },
  });
  const byId = new Map(users.map((user) => [user.id, user]));
  const digestItems = [];
  for (const notification of notifications) {
    const user = byId.get(notification.userId);
    if (!user || user.tenantId !== notification.tenantId) continue;
    if (user.emailNotifications === 'immediately') {
      await enqueueEmail(tx, {
        tenantId: notification.tenantId,
        dedupeKey: `notification:${notification.id}`,
        to: user.email,
        mail: notificationMail({
          title: notification.title,
          body: notification.body,
          url: appUrl(app, notification.link),
        }),
      });
    } else if (user.emailNotifications === 'daily_digest') {
      digestItems.push({
        tenantId: notification.tenantId,
        userId: user.id,
        notificationId: notification.id,
        title: notification.title,
        body: notification.body,
        link: notification.link,
        createdAt: notification.createdAt,
      });
    }
  }
  if (digestItems.length > 0) await tx.emailDigestItem.createMany({ data: digestItems, skipDuplicates: true });
}

/**
 * The listener needs the app (SMTP settings, the public URL) but the notification feed hands only the
 * transaction: the server registers it with its app at start-up (app.ts), tests with theirs. The
 * returned call removes it: a test file's app is closed after the file, and the next file in the
 * same worker must not mail through it.
 */
export function listenForNotificationEmails(app: App): () => void {
  return onNotificationsCreated('email', (tx, notifications) => mailNotifications(app, tx, notifications));
}
