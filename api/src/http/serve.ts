import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import { startScheduler } from '../modules/jobs/scheduler.ts';
import { startOutboxWorker } from '../modules/outbox/worker.ts';
import { logError, logInfo } from '../shared/logger.ts';
import { createHttpServer } from './server.ts';

/** One server process: open (and migrate, seed) the database, listen, run the scheduler, stop cleanly. */
export async function serve(config: Config): Promise<void> {
  const app = await createApp(config);
  const server = createHttpServer(app);

  server.listen(config.port, () => {
    logInfo('listening', {
      url: `http://localhost:${config.port}${config.basePath}/`,
      database: app.database.kind,
      graphql: `${config.basePath}/graphql`,
      node: process.version,
    });
  });

  // Recurring invoices: an in-process scheduler (SCHEDULER=0 turns it off, e.g. when cron runs
  // `npm run jobs:recurring` instead). Stopped before the database closes.
  const scheduler = config.scheduler ? startScheduler(app) : null;
  // The outbox's deliveries (e-mail, webhooks): OUTBOX_WORKER=0 leaves them to other processes.
  const outbox = config.outboxWorker ? startOutboxWorker(app) : null;

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logInfo('stopping', { signal });
    server.close();
    server.closeAllConnections();
    try {
      await outbox?.stop();
    } catch (error) {
      logError('error while stopping the outbox worker', { error });
    }
    try {
      await scheduler?.stop();
    } catch (error) {
      logError('error while stopping the scheduler', { error });
    }
    try {
      await app.database.close();
    } catch (error) {
      logError('error while closing the database', { error });
    }
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
