import type { TxClient } from '../../db/tenant-scope.ts';

/** The one NOTIFY channel of the live updates. */
export const LIVE_CHANNEL = 'purchaser_live';

/**
 * What travels through the database: which users' counts may have changed. Never the counts or any
 * document data: each listening process re-reads them for its own subscribers, under their tenant.
 */
export interface LiveSignal {
  /** Tenant. */
  t: number;
  /** Users with new (or newly read) notifications. */
  u: number[];
  /** The change may move the "Da approvare" count of any user of the tenant. */
  i: boolean;
}

/** NOTIFY's payload stops at 8000 bytes; past this many users the tenant's listeners all re-read. */
const MAX_USERS = 500;

/**
 * pg_notify inside the change's transaction: PostgreSQL delivers it on commit (and never after a
 * rollback) to every process listening, whichever process made the change.
 */
export async function signalLive(tx: TxClient, signal: LiveSignal): Promise<void> {
  if (signal.u.length === 0 && !signal.i) return;
  const payload: LiveSignal = signal.u.length > MAX_USERS ? { t: signal.t, u: [], i: true } : signal;
  await tx.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`;
}

export function parseSignal(payload: string): LiveSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveSignal>;
    if (typeof value.t !== 'number' || !Array.isArray(value.u)) return null;
    return { t: value.t, u: value.u.filter((id): id is number => typeof id === 'number'), i: value.i === true };
  } catch {
    return null;
  }
}
