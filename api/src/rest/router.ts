import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from '../auth/session.service.ts';
import { createContext, type App, type Viewer } from '../context.ts';
import { AppError, ServiceBusyError, ValidationError, internalErrorMessage, userErrorFromDatabase } from '../errors.ts';
import { bodyLimit, isMultipart, lingerOnUnreadBody, readBody } from '../http/body.ts';
import { logError } from '../shared/logger.ts';
import { bearerToken } from '../http/request-context.ts';
import { errorResult, json, type RestRequest, type RestResult } from './adapter.ts';
import { restRoutes, streamedRequests } from './routes.ts';
import { updatedSinceParam } from './legacy.ts';
import { restUpdatedSince } from '../shared/reads.ts';
import {
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  fingerprintOf,
  idempotencyKeyOf,
  idempotent,
} from '../modules/idempotency/idempotency.service.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Reads the body within the limit for this caller (see bodyLimit): the caller is known first. */
async function parseBody(
  req: IncomingMessage,
  url: URL,
  viewer: Viewer | null,
): Promise<Pick<RestRequest, 'body' | 'form'>> {
  if (req.method === 'GET' || req.method === 'HEAD') return { body: {}, form: null };
  const limit = bodyLimit(req, viewer);
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (isMultipart(req)) {
    const raw = await readBody(req, limit);
    try {
      const form = await new Request(url, {
        method: 'POST',
        // The raw header: the multipart boundary is case-sensitive (Chromium's has capitals).
        headers: { 'content-type': req.headers['content-type'] ?? type },
        body: new Uint8Array(raw),
      }).formData();
      return { body: {}, form };
    } catch {
      throw new ValidationError('Malformed multipart body');
    }
  }
  const raw = await readBody(req, limit);
  if (raw.length === 0) return { body: {}, form: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ValidationError('Malformed JSON body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ValidationError('The JSON body must be an object');
  }
  return { body: parsed as Record<string, unknown>, form: null };
}

function fileHeaders(result: { contentType: string; fileName: string }): Record<string, string> {
  return {
    'content-type': result.contentType,
    'content-disposition': `attachment; filename="${result.fileName.replace(/[^\w.-]/g, '_')}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}

/**
 * A streamed file: the headers go once the request has passed its checks; a failure after them can
 * no longer become an error answer, so it is logged and the connection cut (the client sees a broken
 * download, never a truncated file that looks whole).
 */
async function sendStream(res: ServerResponse, result: Extract<RestResult, { kind: 'stream' }>, requestId: string) {
  res.writeHead(result.status, fileHeaders(result));
  try {
    await result.write(res);
  } catch (error) {
    if (!res.destroyed) logError('export failed while streaming', { requestId, error });
    res.destroy();
  }
}

function send(res: ServerResponse, result: RestResult, extraHeaders: Record<string, string> = {}): void {
  if (result.kind === 'stream') throw new Error('a streamed result goes through sendStream');
  if (result.kind === 'file') {
    res.writeHead(result.status, {
      ...fileHeaders(result),
      'content-length': String(result.body.length),
      ...extraHeaders,
    });
    res.end(result.body);
    return;
  }
  const body = result.kind === 'json-text' ? result.text : JSON.stringify(result.body);
  res.writeHead(result.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...extraHeaders,
  });
  res.end(body);
}

/** Dispatches /api/<name>.php to its endpoint; every failure becomes the legacy JSON error shape. */
export async function handleRest(
  app: App,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
  ip: string,
): Promise<void> {
  const endpoint = Object.hasOwn(restRoutes, name) ? restRoutes[name] : undefined;
  if (!endpoint) {
    send(res, json({ success: false, error: 'Endpoint not found' }, 404));
    return;
  }
  const method = (req.method ?? 'GET').toUpperCase() as (typeof METHODS)[number];
  const handler = METHODS.includes(method) ? endpoint[method] : undefined;
  if (!handler) {
    const allow = METHODS.filter((m) => endpoint[m]).join(', ');
    send(res, json({ success: false, error: `Method ${method.slice(0, 10)} not allowed` }, 405), { allow });
    return;
  }
  try {
    const viewer = await authenticate(app, bearerToken(req.headers.authorization));
    const streamed = Object.hasOwn(streamedRequests, name) && streamedRequests[name]!(method, url.searchParams);
    const { body, form } = streamed ? { body: {}, form: null } : await parseBody(req, url, viewer);
    const ctx = createContext(app, requestId, ip, viewer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const raw = streamed ? { raw: req } : {};
    const run = () => handler({ method, query: url.searchParams, body, form, headers, ...raw }, ctx);
    // Issue 17: ?updated_since= narrows every list to the rows changed since (shared/reads.ts sinceWhere).
    const since = method === 'GET' ? updatedSinceParam(url.searchParams) : null;
    const call = () => (since ? restUpdatedSince.run(since, run) : run());
    // Issue 17: a JSON POST with an Idempotency-Key answers its first result again on a repeat.
    const key =
      method === 'POST' && viewer && !form && !streamed ? idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER]) : null;
    if (key && viewer) {
      const answer = await idempotent(
        app,
        viewer,
        key,
        fingerprintOf(method, name, url.search, body),
        async () => {
          const result = await call();
          if (result.kind !== 'json') throw new ValidationError('Idempotency-Key: only for calls that answer JSON');
          return { status: result.status, body: result.body };
        },
        (answer) => answer.status < 500,
      );
      send(res, json(answer.body, answer.status), answer.replayed ? { [REPLAYED_HEADER]: 'true' } : {});
      return;
    }
    const result = await call();
    if (result.kind === 'stream') await sendStream(res, result, requestId);
    else send(res, result);
  } catch (caught) {
    // The client went away (mid-body or mid-answer): the HTTP layer logs it once, without a stack.
    if (res.destroyed || (caught as { code?: string }).code === 'ECONNRESET') throw caught;
    const error = userErrorFromDatabase(caught) ?? caught;
    // A body refused unread (its size, or who sent it) is dropped for a moment, then the connection closed.
    lingerOnUnreadBody(req);
    if (error instanceof AppError) {
      if (error instanceof ServiceBusyError) logError('database busy', { requestId, route: name });
      const retry: Record<string, string> =
        error.retryAfterSeconds === null ? {} : { 'retry-after': String(error.retryAfterSeconds) };
      send(res, errorResult(error), retry);
      return;
    }
    logError('unexpected error', { requestId, route: name, error });
    send(res, json({ success: false, error: internalErrorMessage(requestId), code: 'INTERNAL', requestId }, 500));
  }
}
