import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { logError, logInfo } from '../shared/logger.ts';

const RESTART_DELAY_MS = 1_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * WEB_CONCURRENCY > 1: a light supervisor (no database, no schema) and N server processes sharing
 * the port. The API keeps no state in memory (sessions, throttling and jobs live in PostgreSQL), so
 * any worker can answer any request. Worker 1 starts alone and does the once-only work (migrations
 * when MIGRATE_ON_START=1, the demo seed, the recurring-invoice scheduler); the others start when it
 * listens. A worker that dies is replaced; SIGTERM or SIGINT stops every worker cleanly, then exits.
 */
export function runPrimary(config: Config): void {
  const workers = new Map<number, Worker>();
  let stopping = false;
  let started = false;

  function fork(slot: number): void {
    const once = slot === 1 ? {} : { SEED_DEMO: 'false', MIGRATE_ON_START: '0', SCHEDULER: 'false' };
    const worker = cluster.fork({ WORKER_SLOT: String(slot), ...once });
    workers.set(slot, worker);
    worker.once('listening', () => {
      if (slot !== 1 || started) return;
      started = true;
      for (let next = 2; next <= config.workers; next += 1) fork(next);
    });
    worker.once('exit', (code, signal) => {
      workers.delete(slot);
      if (stopping) return;
      if (!started) {
        // Worker 1 could not start (configuration, database): restarting it would only loop.
        logError('the first server process exited during start-up', { code, signal });
        process.exit(1);
      }
      logError('server process exited; starting another', { worker: slot, pid: worker.process.pid, code, signal });
      setTimeout(() => !stopping && fork(slot), RESTART_DELAY_MS);
    });
  }

  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logInfo('stopping', { signal, workers: workers.size });
    const exits = [...workers.values()].map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers.values()) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of workers.values()) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await Promise.all(exits);
    clearTimeout(force);
    process.exit(0);
  }

  logInfo('starting server processes', { workers: config.workers, pid: process.pid });
  fork(1);
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
