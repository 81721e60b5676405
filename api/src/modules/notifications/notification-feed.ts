import type { TxClient } from '../../db/tenant-scope.ts';

/**
 * A notification just written for one user (the in-app bell's row). Other channels (e-mail now,
 * perhaps push later) listen here rather than deciding again who hears what: the in-app notifications
 * module owns "who is told about which change", the channels own "how".
 */
/** One notification as the rules plan it: who is told what about which document. */
export interface PlannedNotification {
  userId: number;
  /** approval_needed, approved, rejected, order_received, payment_run_confirmed, einvoice_import_finished */
  kind: string;
  /** offer, invoice, contract, order, payment_run, einvoice_import */
  documentType: string;
  documentId: number;
  /** Italian, one line: "Offerta OFF-2026-0012 da approvare". */
  title: string;
  /** Italian, may be empty; carries the rejection reason. */
  body: string;
  /** The document's path inside the app, without the base path: "/offers/12". */
  link: string;
}

/** A planned notification once written: its row's id, tenant and time. */
export interface CreatedNotification extends PlannedNotification {
  id: number;
  tenantId: number;
  createdAt: Date;
}

export type NotificationListener = (tx: TxClient, notifications: readonly CreatedNotification[]) => Promise<void>;

const listeners = new Map<string, NotificationListener>();

/** Registers `listener` under `name` (a later one replaces it); the returned call removes it again. */
export function onNotificationsCreated(name: string, listener: NotificationListener): () => void {
  listeners.set(name, listener);
  return () => {
    if (listeners.get(name) === listener) listeners.delete(name);
  };
}

/** Called by the notifications module, in the transaction that wrote the rows. */
export async function publishNotifications(tx: TxClient, notifications: readonly CreatedNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  for (const listener of listeners.values()) await listener(tx, notifications);
}
