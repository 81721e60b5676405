import type { App } from '../../context.ts';
import { logError } from '../../shared/logger.ts';
import { UNATTACHED_UPLOAD_TTL_MS } from '../../shared/storage.ts';

/**
 * Removes uploads that no offer document or contract referenced within 24 hours (a contract form
 * abandoned after its PDF was sent, say). Every tenant's, in platform scope; safe on several
 * servers at once: a second remover finds the row gone and does nothing.
 */
export async function removeUnattachedUploads(app: App, now: Date = new Date()): Promise<number> {
  const platform = app.database.platform;
  const stale = await platform.storedFile.findMany({
    where: { attachedAt: null, createdAt: { lt: new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS) } },
    select: { key: true },
    orderBy: { createdAt: 'asc' },
    take: 1000,
  });
  let removed = 0;
  for (const { key } of stale) {
    try {
      // Re-checked in the delete itself: an upload attached meanwhile stays.
      const gone = await platform.storedFile.deleteMany({ where: { key, attachedAt: null } });
      if (gone.count === 1) {
        await app.storage.remove(platform, key);
        removed += 1;
      }
    } catch (error) {
      logError('could not remove an unattached upload', { key, error });
    }
  }
  return removed;
}
