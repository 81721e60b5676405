import type { IncomingMessage } from 'node:http';
import { can } from '../auth/permissions.ts';
import type { Viewer } from '../context.ts';
import { PayloadTooLargeError, UnauthenticatedError } from '../errors.ts';
import { MAX_PDF_BYTES } from '../shared/pdf.ts';

/** Anonymous callers only sign in, register or read the tenant list: small bodies. */
export const ANONYMOUS_LIMIT = 64 * 1024;
export const JSON_LIMIT = 1024 * 1024;
/** A 10 MB PDF plus the multipart envelope and the other fields. */
export const MULTIPART_LIMIT = MAX_PDF_BYTES + 64 * 1024;

export function isMultipart(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * How many body bytes this caller may send, decided before a byte is read (the bearer token is a
 * header): anonymous callers get 64 KB and no multipart at all, signed-in ones 1 MB, and only those
 * whose role may upload a document (offers, contracts, invoices) a multipart body of up to 10 MB.
 * E-invoice imports are streamed to disk and set their own limit (shared/upload-spool.ts). A small
 * multipart body from another role still reaches the mutation, which answers with its typed
 * Forbidden error (the GraphQL shape clients expect), not a bare HTTP refusal.
 */
export function bodyLimit(req: IncomingMessage, viewer: Viewer | null): number {
  if (!viewer) {
    if (isMultipart(req)) throw new UnauthenticatedError();
    return ANONYMOUS_LIMIT;
  }
  if (!isMultipart(req)) return JSON_LIMIT;
  const uploader =
    can(viewer, 'offer.uploadDocument') || can(viewer, 'contract.create') || can(viewer, 'invoice.attach');
  return uploader ? MULTIPART_LIMIT : JSON_LIMIT;
}

/** Refuses on the declared Content-Length alone, before reading anything (with the caller's message, if any). */
export function assertDeclaredLength(req: IncomingMessage, limit: number, message?: string): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new PayloadTooLargeError(message);
}

/**
 * Reads the whole body, refusing past the limit. On refusal it stops reading (the connection is
 * then closed with the answer) rather than destroying the request, so the 413 still reaches the client.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  assertDeclaredLength(req, limit);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    function cleanup(): void {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    }
    function onData(chunk: Buffer): void {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        chunks.length = 0;
        reject(new PayloadTooLargeError());
        return;
      }
      chunks.push(chunk);
    }
    function onEnd(): void {
      cleanup();
      resolve(Buffer.concat(chunks));
    }
    function onError(error: Error): void {
      cleanup();
      reject(error);
    }
    function onAborted(): void {
      cleanup();
      reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/** How long a refused body is still received (and dropped) before the connection is closed. */
export const LINGER_MS = 2_000;

/**
 * After answering a request whose body was refused unread: drop what the client is still sending,
 * for at most LINGER_MS, then close. Closing at once would make the kernel answer the client's next
 * bytes with a reset, which can destroy our 401/413 before the client reads it; nothing is kept.
 */
export function lingerOnUnreadBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  req.removeAllListeners('data');
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.socket.once('close', () => clearTimeout(timer));
}
