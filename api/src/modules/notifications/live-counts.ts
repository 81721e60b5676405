import { Repeater } from 'graphql-yoga';
import { can } from '../../auth/permissions.ts';
import { assertAllowed, type Context } from '../../context.ts';
import { approvalInboxCount } from '../inbox/inbox.service.ts';
import { liveHubOf } from './live-hub.ts';
import { unreadNotificationCount } from './notifications.service.ts';

/** What the bell and the sidebar's "Da approvare" badge show. */
export interface LiveCounts {
  unreadNotifications: number;
  /** null for whoever takes no approval step (no inbox). */
  approvalInbox: number | null;
}

async function readCounts(ctx: Context): Promise<LiveCounts> {
  const inbox = can(ctx.viewer, 'inbox.view');
  const [unreadNotifications, approvalInbox] = await Promise.all([
    unreadNotificationCount(ctx),
    inbox ? approvalInboxCount(ctx) : Promise.resolve(null),
  ]);
  return { unreadNotifications, approvalInbox };
}

/** A stream outlives its request: a signed-out or expired session stops hearing anything. */
async function sessionValid(ctx: Context): Promise<boolean> {
  const sessionId = ctx.viewer?.sessionId;
  if (sessionId === undefined) return false;
  const session = await ctx.app.database.platform.session.findFirst({
    where: { id: sessionId, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  return session !== null;
}

/**
 * The viewer's counts now, then again whenever a signal for them arrives through the database (any
 * process's change), only when they changed. A woken stream re-reads in short statements of its own:
 * no database connection is held while it waits. Wakes during a read are folded into one more read.
 */
export function liveCounts(ctx: Context): AsyncIterable<LiveCounts> {
  const viewer = assertAllowed(ctx, 'notification.view');
  const hub = liveHubOf(ctx.app.database);
  return new Repeater<LiveCounts>(async (push, stop) => {
    let dirty = true;
    let reading = false;
    let last = '';
    const read = async (): Promise<void> => {
      reading = true;
      try {
        while (dirty) {
          dirty = false;
          if (last !== '' && !(await sessionValid(ctx))) {
            stop();
            return;
          }
          const counts = await readCounts(ctx);
          const key = JSON.stringify(counts);
          if (key !== last) {
            last = key;
            await push(counts);
          }
        }
      } catch (error) {
        stop(error);
      } finally {
        reading = false;
      }
    };
    const wake = (): void => {
      dirty = true;
      if (!reading) void read();
    };
    const unsubscribe = await hub.subscribe(viewer.tenantId, viewer.userId, wake);
    // Listening first, reading second: a change committed in between still wakes the stream.
    void read();
    await stop;
    unsubscribe();
  });
}
