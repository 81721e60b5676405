import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { processRequest } from 'graphql-upload-minimal';
import type { App } from '../context.ts';
import { AppError, PayloadTooLargeError, ValidationError, internalErrorMessage } from '../errors.ts';
import { handleRest } from '../rest/router.ts';
import { logError } from './log.ts';
import { clientIp, newRequestId, requestStore } from './request-context.ts';
import { createStaticHandler } from './static.ts';
import { createGraphqlServer } from './yoga.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** GraphQL multipart requests (graphql-upload-minimal); its HTTP errors become our typed ones. */
async function parseUpload(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  try {
    return await processRequest(req, res, { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1, maxFieldSize: 1024 * 1024 });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new PayloadTooLargeError('Il file è troppo grande (max 10MB)');
    if (status && status >= 400 && status < 500) throw new ValidationError((error as Error).message);
    throw error;
  }
}

/** The whole HTTP surface: GraphQL, the legacy REST shims, health and the web client, under BASE_PATH. */
export function createRequestHandler(app: App) {
  const yoga = createGraphqlServer(app);
  const base = app.config.basePath;
  const serveStatic = createStaticHandler(path.resolve('dist/web'), base);
  const trustProxy = process.env.TRUST_PROXY === '1';
  // BENCH=1 only: the load driver (bench/run.ts) reads statement count, event-loop delay and RSS on /health.
  const loopDelay = process.env.BENCH === '1' ? monitorEventLoopDelay({ resolution: 10 }) : null;
  loopDelay?.enable();

  async function route(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ip = clientIp(req, trustProxy);
    if (base && !(url.pathname === base || url.pathname.startsWith(`${base}/`))) {
      res.writeHead(302, { location: `${base}/` });
      res.end();
      return;
    }
    const pathname = url.pathname.slice(base.length) || '/';

    if (pathname === '/graphql') {
      if ((req.headers['content-type'] ?? '').startsWith('multipart/form-data') && req.method === 'POST') {
        (req as IncomingMessage & { body?: unknown }).body = await parseUpload(req, res);
      }
      // Called as a node listener: it writes the response itself (handleNodeRequestAndResponse does not).
      await yoga(req, res, { requestId, ip });
      return;
    }
    const api = /^\/api\/([a-z-]+\.php)$/.exec(pathname);
    if (api) {
      await handleRest(app, api[1]!, req, res, url, requestId, ip);
      return;
    }
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, error: 'Endpoint not found' }));
      return;
    }
    if (pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (loopDelay && url.searchParams.has('reset')) loopDelay.reset();
      const bench = loopDelay && {
        statements: app.database.statementCount(),
        eventLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        rssBytes: process.memoryUsage().rss,
        worker: app.config.workerSlot ?? 1,
      };
      res.end(JSON.stringify({ ok: true, database: app.database.kind, ...bench }));
      return;
    }
    serveStatic(pathname, res);
  }

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    const requestId = newRequestId();
    res.setHeader('x-request-id', requestId);
    requestStore.run({ requestId }, () => {
      route(req, res, requestId).catch((error: unknown) => {
        const known = error instanceof AppError;
        if (!known) logError('unexpected error', { requestId, error });
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const status = known ? error.status : 500;
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        res.end(JSON.stringify({ success: false, error: known ? error.message : internalErrorMessage(requestId) }));
      });
    });
  };
}

export function createHttpServer(app: App): http.Server {
  const server = http.createServer(createRequestHandler(app));
  server.headersTimeout = 30_000;
  server.requestTimeout = 120_000;
  return server;
}
