import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { App } from '../../context.ts';
import { PermanentDeliveryError, registerOutboxChannel } from '../outbox/outbox.ts';
import { checkedLookup, isInternalAddress, TARGET_REFUSED } from './webhook-target.ts';
import { WEBHOOK_CHANNEL } from './webhooks.service.ts';
import { isIP } from 'node:net';

/** Attempts in all (the outbox's backoff between them: 30 s doubling, capped at an hour). */
export const WEBHOOK_MAX_ATTEMPTS = 8;
const TIMEOUT_MS = 10_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, like Stripe's. */
export function webhookSignature(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

interface Answer {
  status: number;
}

/** One POST; redirects are not followed (a redirect could point inside the network). */
function post(app: App, url: URL, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowPrivate = app.config.webhooksAllowPrivate;
  // A literal address skips the socket's lookup: checked here.
  if (!allowPrivate && isIP(host) && isInternalAddress(host)) throw new PermanentDeliveryError(TARGET_REFUSED);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: checkedLookup(allowPrivate) as never,
        timeout: TIMEOUT_MS,
        signal,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EWEBHOOKTARGET' ? new PermanentDeliveryError(TARGET_REFUSED) : error),
    );
    request.end(body);
  });
}

registerOutboxChannel(
  WEBHOOK_CHANNEL,
  async (message, { app, signal }) => {
    const { deliveryId } = message.payload as { deliveryId: number };
    const prisma = app.database.platform;
    const delivery = await prisma.webhookDelivery.findUnique({
      where: { id: deliveryId },
      include: { endpoint: true },
    });
    if (!delivery || delivery.endpoint.deletedAt) throw new PermanentDeliveryError('webhook endpoint deleted');
    const body = JSON.stringify(delivery.body);
    const headers = {
      'user-agent': 'Purchaser-Webhooks/1',
      'x-purchaser-event-id': delivery.eventId,
      'x-purchaser-signature': webhookSignature(delivery.endpoint.secret, body, Math.floor(Date.now() / 1000)),
    };
    const started = performance.now();
    let status: number | null = null;
    let failure: unknown = null;
    try {
      status = (await post(app, new URL(delivery.endpoint.url), body, headers, signal)).status;
    } catch (error) {
      failure = error;
    }
    const ok = status !== null && status >= 200 && status < 300;
    const last = !ok && (failure instanceof PermanentDeliveryError || message.attempt >= WEBHOOK_MAX_ATTEMPTS);
    const error = ok ? null : failure ? String((failure as Error).message ?? failure).slice(0, 500) : `HTTP ${status}`;
    await prisma.webhookDelivery.update({
      where: { id: deliveryId },
      data: {
        attempts: { increment: 1 },
        lastStatusCode: status,
        lastDurationMs: Math.round(performance.now() - started),
        lastError: error,
        status: ok ? 'delivered' : last ? 'failed' : 'pending',
        ...(ok ? { deliveredAt: new Date() } : {}),
      },
    });
    if (failure instanceof PermanentDeliveryError) throw failure;
    if (!ok) throw new Error(error ?? 'delivery failed');
  },
  { maxAttempts: WEBHOOK_MAX_ATTEMPTS },
);
