import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The request id travels with the async work of a request, so a masked error can name it. */
export const requestStore = new AsyncLocalStorage<{ requestId: string }>();

export function newRequestId(): string {
  return randomUUID().slice(0, 8);
}

export function currentRequestId(): string {
  return requestStore.getStore()?.requestId ?? 'unknown';
}

/** The caller's address; X-Forwarded-For counts only behind a trusted proxy (TRUST_PROXY=1). */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export function bearerToken(header: string | string[] | undefined | null): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match?.[1] ?? null;
}
