import type { App } from '../../context.ts';
import { logError } from '../../shared/logger.ts';
import { removeStaleSpoolFolders } from '../../shared/upload-spool.ts';
import { runEmailDigest } from '../email/digest.ts';
import { runRecurringInvoices } from './recurring-invoices.ts';
import { removeUnattachedUploads } from './unattached-uploads.ts';

export interface Scheduler {
  stop(): Promise<void>;
}

/** Every hour by default: a day's invoices appear within an hour of midnight, and a missed run catches up. */
export const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The in-process scheduler the server starts when config.scheduler is true: recurring invoices, the
 * clean-up of uploads never attached and of import spool folders left behind, and the daily e-mail
 * digest. Safe with several servers running it: generation is idempotent and serialised per invoice
 * in the database, a removal re-checks its row, and a spool folder removed meanwhile is skipped.
 */
export function startScheduler(app: App, intervalMs = DEFAULT_INTERVAL_MS, firstRunMs = 5_000): Scheduler {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // never overlap two passes in one process
    running = Promise.all([
      runRecurringInvoices(app).catch((error: unknown) => logError('recurring invoice pass failed', { error })),
      removeUnattachedUploads(app).catch((error: unknown) => logError('upload clean-up failed', { error })),
      // E-invoice imports' spool folders that a killed server left in the temporary directory.
      removeStaleSpoolFolders().catch((error: unknown) => logError('spool folder clean-up failed', { error })),
      // Issue 17: the daily e-mail digest, written once per user and Italian day from 07:00.
      runEmailDigest(app).catch((error: unknown) => logError('daily digest pass failed', { error })),
    ]).finally(() => {
      running = null;
    });
  };
  // The first pass soon after start-up (not during it), then every interval.
  const first = setTimeout(tick, firstRunMs);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
