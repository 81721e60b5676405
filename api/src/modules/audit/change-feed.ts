import type { TxClient } from '../../db/tenant-scope.ts';

/**
 * One audited change as the rest of the application hears of it. Every state change is already
 * audited inside the transaction that makes it (recordAudit), so the audit entry is the one event
 * source: notifications, e-mail, webhooks and live updates subscribe here instead of each service
 * calling each of them, and whatever a subscriber writes (an outbox row, a notification) commits or
 * rolls back with the change itself.
 */
export interface AuditedChange {
  /** null for platform events (tenants, registrations). */
  tenantId: number | null;
  actorId: number | null;
  actorEmail: string | null;
  /** Offer, Order, Invoice, Contract, Payment, PaymentRun, Supplier, User ... */
  entityType: string;
  entityId: number;
  /** create, update, delete, approve_finance, approve_it, reject, status:sent, import ... */
  action: string;
  changes: unknown;
  requestId: string | null;
}

/** Where a change was made: what a subscriber that writes links needs of the server that made it. */
export interface ChangeOrigin {
  /** The server's base path (BASE_PATH), for the download links in a webhook's document. */
  basePath: string;
}

/** Runs inside the change's transaction; a subscriber that throws rolls the change back. */
export type ChangeSubscriber = (tx: TxClient, change: AuditedChange, origin: ChangeOrigin) => Promise<void>;

const subscribers = new Map<string, ChangeSubscriber>();

/** Registered once at start-up (see ./subscribers.ts); a name registers once, so reloads do not double. */
export function subscribeToChanges(name: string, subscriber: ChangeSubscriber): void {
  subscribers.set(name, subscriber);
}

export async function publishChange(tx: TxClient, change: AuditedChange, origin: ChangeOrigin): Promise<void> {
  for (const subscriber of subscribers.values()) await subscriber(tx, change, origin);
}
