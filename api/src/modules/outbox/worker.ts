import { randomUUID } from 'node:crypto';
import type { App } from '../../context.ts';
import { logError } from '../../shared/logger.ts';
import { nextRetryDelayMs } from './backoff.ts';
import { outboxChannel, outboxChannelNames, PermanentDeliveryError, type OutboxMessage } from './outbox.ts';

export interface OutboxWorkerOptions {
  /** How long a claim holds a message; after it another worker may take it again (a crash). */
  leaseMs: number;
  /** Messages claimed at once. */
  batchSize: number;
}

export const DEFAULT_WORKER_OPTIONS: OutboxWorkerOptions = { leaseMs: 120_000, batchSize: 10 };

interface ClaimedRow {
  id: number;
  tenantId: number;
  channel: string;
  dedupeKey: string;
  payload: unknown;
  attempts: number;
}

/**
 * Claims due messages of the channels registered in this process: FOR UPDATE SKIP LOCKED so that
 * workers racing for the same rows never wait on or take each other's, and a lease (leaseUntil,
 * leaseToken) so that a claimed message stays with its claimer until it reports or the lease runs
 * out (the claimer crashed: the message is due again). The attempt is counted at claim time, so a
 * message that crashes its worker every time is still given up after maxAttempts.
 */
async function claim(app: App, token: string, options: OutboxWorkerOptions): Promise<ClaimedRow[]> {
  const names = outboxChannelNames();
  if (names.length === 0) return [];
  return app.database.platform.$queryRaw<ClaimedRow[]>`
    UPDATE "OutboxMessage" AS m
    SET "attempts" = m."attempts" + 1,
        "leaseUntil" = now() + make_interval(secs => ${options.leaseMs / 1000}),
        "leaseToken" = ${token}
    WHERE m."id" IN (
      SELECT "id" FROM "OutboxMessage"
      WHERE "status" = 'pending' AND "availableAt" <= now()
        AND ("leaseUntil" IS NULL OR "leaseUntil" <= now())
        AND "channel" = ANY(${names}::text[])
      ORDER BY "availableAt", "id"
      LIMIT ${options.batchSize}
      FOR UPDATE SKIP LOCKED)
    RETURNING m."id", m."tenantId", m."channel", m."dedupeKey", m."payload", m."attempts"`;
}

/** Only the claim that holds the lease records the outcome (a late one after a re-claim does not). */
async function markDelivered(app: App, id: number, token: string): Promise<void> {
  await app.database.platform.$executeRaw`
    UPDATE "OutboxMessage"
    SET "status" = 'delivered', "deliveredAt" = now(), "leaseUntil" = NULL, "leaseToken" = NULL, "lastError" = NULL
    WHERE "id" = ${id} AND "leaseToken" = ${token}`;
}

async function markFailed(app: App, row: ClaimedRow, token: string, error: unknown): Promise<void> {
  const channel = outboxChannel(row.channel)!;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const delay = error instanceof PermanentDeliveryError ? null : nextRetryDelayMs(row.attempts, channel.retry);
  if (delay === null) {
    await app.database.platform.$executeRaw`
      UPDATE "OutboxMessage"
      SET "status" = 'failed', "failedAt" = now(), "leaseUntil" = NULL, "leaseToken" = NULL, "lastError" = ${message}
      WHERE "id" = ${row.id} AND "leaseToken" = ${token}`;
    logError('outbox message given up', { id: row.id, channel: row.channel, attempts: row.attempts, error: message });
    return;
  }
  await app.database.platform.$executeRaw`
    UPDATE "OutboxMessage"
    SET "availableAt" = now() + make_interval(secs => ${delay / 1000}), "leaseUntil" = NULL, "leaseToken" = NULL,
        "lastError" = ${message}
    WHERE "id" = ${row.id} AND "leaseToken" = ${token}`;
}

async function deliverOne(app: App, row: ClaimedRow, token: string, options: OutboxWorkerOptions): Promise<void> {
  const channel = outboxChannel(row.channel)!;
  const message: OutboxMessage = {
    id: row.id,
    tenantId: row.tenantId,
    channel: row.channel,
    dedupeKey: row.dedupeKey,
    payload: row.payload,
    attempt: row.attempts,
  };
  // Stop a slow delivery before the lease ends: after it, another worker may send the message too.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('delivery timed out')), options.leaseMs * 0.8);
  try {
    await channel.deliver(message, { app, signal: controller.signal });
  } catch (error) {
    await markFailed(app, row, token, error);
    return;
  } finally {
    clearTimeout(timer);
  }
  await markDelivered(app, row.id, token);
}

/**
 * One pass: claims a batch, delivers it, and claims again while batches come back full. Returns the
 * number of messages attempted. Tests call it directly; the server runs it on a timer.
 */
export async function runOutboxOnce(app: App, options: Partial<OutboxWorkerOptions> = {}): Promise<number> {
  const settings = { ...DEFAULT_WORKER_OPTIONS, ...options };
  let attempted = 0;
  for (;;) {
    const token = randomUUID();
    const rows = await claim(app, token, settings);
    await Promise.all(
      rows.map((row) =>
        deliverOne(app, row, token, settings).catch((error: unknown) =>
          // Recording the outcome failed (database gone): the lease runs out and the message is retried.
          logError('outbox outcome not recorded', { id: row.id, error }),
        ),
      ),
    );
    attempted += rows.length;
    if (rows.length < settings.batchSize) return attempted;
  }
}

export interface OutboxWorker {
  /** Runs a pass now (after the current one), e.g. right after a test enqueued something. */
  poke(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The in-process worker the server starts when config.outboxWorker is on: a pass every pollMs. Safe
 * with any number of processes running it (see claim).
 */
export function startOutboxWorker(
  app: App,
  pollMs = app.config.outboxPollMs,
  options: Partial<OutboxWorkerOptions> = { leaseMs: app.config.outboxLeaseMs },
): OutboxWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) return running.then(pass);
    running = runOutboxOnce(app, options)
      .then(() => undefined)
      .catch((error: unknown) => logError('outbox pass failed', { error }))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void pass(), pollMs);
  timer.unref();
  return {
    poke: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
