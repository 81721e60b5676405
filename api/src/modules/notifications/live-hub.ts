import type { Database } from '../../db/client.ts';
import { logError } from '../../shared/logger.ts';
import { LIVE_CHANNEL, parseSignal } from './live-signal.ts';

type Wake = () => void;

/**
 * One per server process: a single LISTEN (db/listen.ts) fanned out to this process's live
 * subscriptions, each registered under its own tenant and user. A subscriber is woken only by a
 * signal naming its user, or its tenant's inbox; it then re-reads its own counts. The listener starts
 * with the first subscriber, so processes nobody subscribes to hold no extra connection.
 */
export class LiveHub {
  private readonly byTenant = new Map<number, Map<number, Set<Wake>>>();
  private listening: Promise<unknown> | null = null;

  constructor(private readonly database: Pick<Database, 'listen'>) {}

  /** Resolves once the process listens; returns the function that unsubscribes. */
  async subscribe(tenantId: number, userId: number, wake: Wake): Promise<() => void> {
    let users = this.byTenant.get(tenantId);
    if (!users) this.byTenant.set(tenantId, (users = new Map()));
    let wakes = users.get(userId);
    if (!wakes) users.set(userId, (wakes = new Set()));
    wakes.add(wake);
    await this.start();
    return () => {
      wakes.delete(wake);
      if (wakes.size === 0) users.delete(userId);
      if (users.size === 0) this.byTenant.delete(tenantId);
    };
  }

  private start(): Promise<unknown> {
    this.listening ??= this.database
      .listen(LIVE_CHANNEL, (payload) => this.deliver(payload))
      .catch((error: unknown) => {
        this.listening = null;
        logError('live updates: could not listen', { error });
        throw error;
      });
    return this.listening;
  }

  private deliver(payload: string): void {
    const signal = parseSignal(payload);
    const users = signal && this.byTenant.get(signal.t);
    if (!signal || !users) return;
    const targets = signal.i ? [...users.values()] : signal.u.flatMap((id) => (users.has(id) ? [users.get(id)!] : []));
    for (const wakes of targets) for (const wake of wakes) wake();
  }
}

const hubs = new WeakMap<object, LiveHub>();

/** The process's hub for this database. */
export function liveHubOf(database: Database): LiveHub {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = new LiveHub(database)));
  return hub;
}
