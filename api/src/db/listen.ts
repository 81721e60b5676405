import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { logError } from '../shared/logger.ts';

/** Hears the payloads of one NOTIFY channel; returns the function that stops listening. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** Channel names are ours, never a caller's: LISTEN takes an identifier, not a parameter. */
function assertChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
}

const RETRY_MS = [250, 1_000, 5_000];

/**
 * PostgreSQL server: ONE dedicated connection per process and channel (a LISTEN holds its session, so
 * it cannot come from the pool), however many clients are subscribed. A lost connection (server
 * restart, pg_terminate_backend) is reopened with a short backoff; what was sent meanwhile is lost,
 * which the live subscriptions accept since each event makes them re-read their counts anyway.
 */
export function pgListen(connectionString: string): Listen {
  return async (channel, onPayload) => {
    assertChannel(channel);
    let client: pg.Client | null = null;
    let stopped = false;
    let attempt = 0;

    async function connect(): Promise<void> {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      const reconnect = (): void => {
        if (stopped || client !== next) return;
        client = null;
        next.removeAllListeners('end');
        const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
        attempt += 1;
        setTimeout(() => {
          if (!stopped) connect().catch((error: unknown) => logError('live listener reconnect failed', { error }));
        }, delay).unref();
      };
      next.on('error', (error) => {
        if (!stopped) logError('live listener connection lost', { error });
        reconnect();
      });
      next.on('end', reconnect);
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        attempt = 0;
      } catch (error) {
        if (stopped) return;
        logError('live listener could not connect', { error });
        reconnect();
      }
    }

    await connect();
    return async () => {
      stopped = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  };
}

/** PGlite (one process): its own in-process LISTEN; NOTIFY inside a transaction arrives on commit. */
export function pgliteListen(pglite: PGlite): Listen {
  return async (channel, onPayload) => {
    assertChannel(channel);
    return pglite.listen(channel, onPayload);
  };
}
