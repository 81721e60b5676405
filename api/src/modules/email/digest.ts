import type { App } from '../../context.ts';
import { isoDay, italianDay, startOfDay, today } from '../../shared/calendar.ts';
import { logError } from '../../shared/logger.ts';
import { appUrl, emailEnabled, enqueueEmail } from './email-channel.ts';
import { digestMail } from './templates.ts';

/** The digest goes out from this hour in Italy (07:00, before the working day). */
export const DIGEST_HOUR = 7;

/**
 * Once a day (the scheduler's hourly pass, from DIGEST_HOUR in Europe/Rome), one e-mail per
 * daily-digest user with the notifications kept for them since their last digest. The e-mail's dedupe
 * key names the user and the Italian day, so several servers, or several passes in one day, write it
 * once; its items are marked in the same transaction. Items of users who have since switched the
 * digest off are dropped. Returns the number of digests written.
 */
export async function runEmailDigest(app: App, now: Date = new Date()): Promise<number> {
  if (!emailEnabled(app)) return 0;
  const day = today(now);
  if (now.getTime() < startOfDay(day).getTime() + DIGEST_HOUR * 3600_000) return 0;
  const platform = app.database.platform;
  const pending = await platform.emailDigestItem.groupBy({
    by: ['tenantId', 'userId'],
    where: { digestedAt: null, createdAt: { lte: now } },
  });
  let written = 0;
  for (const { tenantId, userId } of pending) {
    try {
      written += await digestOne(app, tenantId, userId, day, now);
    } catch (error) {
      logError('daily digest failed', { tenantId, userId, error });
    }
  }
  return written;
}

async function digestOne(app: App, tenantId: number, userId: number, day: Date, now: Date): Promise<number> {
  return app.database.platform.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { tenantId_id: { tenantId, id: userId } } });
    const items = await tx.emailDigestItem.findMany({
      where: { tenantId, userId, digestedAt: null, createdAt: { lte: now } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    if (items.length === 0) return 0;
    const ids = items.map((item) => item.id);
    if (!user || user.archivedAt || user.emailNotifications !== 'daily_digest') {
      await tx.emailDigestItem.updateMany({ where: { id: { in: ids } }, data: { digestedAt: now } });
      return 0;
    }
    const mail = digestMail(
      italianDay(isoDay(day)),
      items.map((item) => ({ title: item.title, body: item.body, url: appUrl(app, item.link) })),
    );
    const id = await enqueueEmail(tx, { tenantId, dedupeKey: `digest:${userId}:${isoDay(day)}`, to: user.email, mail });
    // Today's digest already went: these wait for tomorrow's.
    if (id === null) return 0;
    await tx.emailDigestItem.updateMany({ where: { id: { in: ids } }, data: { digestedAt: now } });
    return 1;
  });
}
