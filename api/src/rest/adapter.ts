import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import type { Context } from '../context.ts';
import { AppError, ValidationError } from '../errors.ts';

/** A legacy /api/*.php request, already read and parsed by the router. */
export interface RestRequest {
  method: string;
  query: URLSearchParams;
  /** The parsed JSON body ({} when there is none). */
  body: Record<string, unknown>;
  /** The parsed multipart body, for ?upload=1 calls. */
  form: FormData | null;
  headers: Headers;
  /** The unread request, for the calls that stream their body themselves (streamedRequests in routes.ts). */
  raw?: IncomingMessage;
}

export type RestResult =
  | { kind: 'json'; status: number; body: unknown }
  /** JSON already written (the lists PostgreSQL builds: shared/legacy-json.ts), sent as it is. */
  | { kind: 'json-text'; status: number; text: string }
  | { kind: 'file'; status: number; contentType: string; fileName: string; body: Buffer }
  /** A file written as it is produced (list exports): `write` fills the response and ends it. */
  | { kind: 'stream'; status: number; contentType: string; fileName: string; write: (out: Writable) => Promise<void> };

export type RestHandler = (req: RestRequest, ctx: Context) => Promise<RestResult>;

/** One legacy endpoint: a thin adapter from its shapes onto the domain services. */
export type RestEndpoint = Partial<Record<'GET' | 'POST' | 'PUT' | 'DELETE', RestHandler>>;

export function json(body: unknown, status = 200): RestResult {
  return { kind: 'json', status, body };
}

export function jsonText(text: string, status = 200): RestResult {
  return { kind: 'json-text', status, text };
}

export function file(body: Buffer, fileName: string, contentType = 'application/pdf'): RestResult {
  return { kind: 'file', status: 200, contentType, fileName, body };
}

/** The legacy error shape: { success: false, error } with the status of the failure. */
export function errorResult(error: AppError): RestResult {
  return json(
    { success: false, error: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) },
    error.status,
  );
}

/** A positive integer id from ?id= or a body field, or a clear 400. */
export function idParam(value: unknown, field = 'id'): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
    throw new ValidationError(`${field}: not a valid id`, field);
  }
  return Number(text);
}

/** A body field that must be a string when present. */
export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ValidationError(`${field}: must be text`, field);
  return value;
}
