import type { App } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { Prisma as PrismaNS } from '../../generated/prisma/client.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoff.ts';

/**
 * The transactional outbox: whatever leaves the process (an e-mail, a webhook call) is first a row
 * written in the same transaction as the change that causes it, so it commits or rolls back with
 * that change; the worker (./worker.ts) delivers it afterwards, with retries. Nothing is sent from
 * inside a request's transaction.
 */
export interface OutboxInput {
  /** The registered channel that will deliver it ('email', 'webhook' ...). */
  channel: string;
  tenantId: number;
  /**
   * Unique per tenant and channel: a second enqueue with the same key writes nothing (a retried
   * request, a subscriber that hears one change twice). Derive it from what the message is about.
   */
  dedupeKey: string;
  /** JSON the channel's deliver function receives back; keep it self-contained (no lookups needed). */
  payload: PrismaNS.InputJsonValue;
  /** Not before this time (default: now). */
  availableAt?: Date;
}

/**
 * Writes one message in the caller's transaction (a tenant transaction of that tenant, or a
 * platform one). Returns its id, or null when the dedupe key was already there.
 */
export async function enqueueOutbox(tx: TxClient, input: OutboxInput): Promise<number | null> {
  const payload = JSON.stringify(input.payload);
  const availableAt = input.availableAt ?? new Date();
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "OutboxMessage" ("tenantId", "channel", "dedupeKey", "payload", "availableAt")
    VALUES (${input.tenantId}, ${input.channel}, ${input.dedupeKey}, ${payload}::jsonb, ${availableAt})
    ON CONFLICT ("tenantId", "channel", "dedupeKey") DO NOTHING
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}

/** One message as its channel receives it. */
export interface OutboxMessage {
  id: number;
  tenantId: number;
  channel: string;
  dedupeKey: string;
  payload: unknown;
  /** 1 for the first attempt; counts attempts cut short by a crash too. */
  attempt: number;
}

export interface DeliveryContext {
  app: App;
  /**
   * Aborted shortly before the claim's lease runs out: past it another worker may take the message,
   * so a channel stops (and its attempt counts as failed) rather than risk a second send.
   */
  signal: AbortSignal;
}

/** Sends one message; resolves when the receiver has it. A throw is a failed attempt (retried). */
export type Deliver = (message: OutboxMessage, context: DeliveryContext) => Promise<void>;

/** A failure no retry can cure (a malformed address, a target refused by policy): marked failed at once. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

export interface Channel {
  deliver: Deliver;
  retry: RetryPolicy;
}

const channels = new Map<string, Channel>();

/**
 * Registers how one channel delivers, once at start-up (a module's import). A worker claims only
 * messages of the channels registered in its process.
 */
export function registerOutboxChannel(channel: string, deliver: Deliver, retry: Partial<RetryPolicy> = {}): void {
  channels.set(channel, { deliver, retry: { ...DEFAULT_RETRY_POLICY, ...retry } });
}

export function outboxChannel(name: string): Channel | undefined {
  return channels.get(name);
}

export function outboxChannelNames(): string[] {
  return [...channels.keys()];
}
