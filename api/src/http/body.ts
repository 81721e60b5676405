import type { IncomingMessage } from 'node:http';
import { PayloadTooLargeError } from '../errors.ts';

export const JSON_LIMIT = 1024 * 1024;
/** A 10 MB PDF plus the multipart envelope and the other fields. */
export const MULTIPART_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/** Reads the whole body, refusing (and draining nothing more) past the limit. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new PayloadTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
