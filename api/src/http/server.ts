import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { processRequest } from 'graphql-upload-minimal';
import { authenticate } from '../auth/session.service.ts';
import type { App } from '../context.ts';
import { AppError, PayloadTooLargeError, ValidationError, internalErrorMessage } from '../errors.ts';
import { handleRest } from '../rest/router.ts';
import { ANONYMOUS_LIMIT, assertDeclaredLength, bodyLimit, isMultipart, lingerOnUnreadBody, readBody } from './body.ts';
import { CSP_REPORT_PATH, graphiqlPolicy, handleCors, securityHeaders } from './headers.ts';
import { logAborted, logError } from '../shared/logger.ts';
import { MAX_PDF_BYTES, PDF_MESSAGES } from '../shared/pdf.ts';
import { bearerToken, newRequestId, proxyTrust, requestStore } from './request-context.ts';
import { startLoopDelay } from './loop-delay.ts';
import { ADMISSION_HOLD_MS, createAdmission, type Admission } from './admission.ts';
import { createStaticHandler } from './static.ts';
import { createGraphqlServer } from './yoga.ts';
import { IMPORT_MAX_FILES, IMPORT_REQUEST_LIMIT, UPLOAD_MESSAGES } from '../shared/upload-spool.ts';
import { can } from '../auth/permissions.ts';

/**
 * GraphQL multipart requests (graphql-upload-minimal); its HTTP errors become our typed ones. Those
 * who may import e-invoices may send many files and a large ZIP (importEInvoices spools them to disk);
 * a PDF upload still stops at 10 MB in its own resolver.
 */
async function parseUpload(req: IncomingMessage, res: ServerResponse, importer: boolean): Promise<unknown> {
  const limits = importer
    ? { maxFileSize: IMPORT_REQUEST_LIMIT, maxFiles: IMPORT_MAX_FILES }
    : { maxFileSize: MAX_PDF_BYTES, maxFiles: 1 };
  try {
    return await processRequest(req, res, { ...limits, maxFieldSize: 1024 * 1024 });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new PayloadTooLargeError(importer ? UPLOAD_MESSAGES.tooLarge : PDF_MESSAGES.tooLarge);
    // 499: the client disconnected during the upload; the 'close' listener logs it.
    if (status && status >= 400 && status < 499) throw new ValidationError((error as Error).message);
    throw error;
  }
}

/** The error a request's body stream ends with when its client goes away. */
function isClientAbort(error: unknown): boolean {
  const { code, status } = (error ?? {}) as { code?: string; status?: number };
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || status === 499;
}

/**
 * The whole HTTP surface: GraphQL, the legacy REST shims, health and the web client (webRoot, the
 * Vite build), under BASE_PATH.
 */
export function createRequestHandler(
  app: App,
  webRoot = path.resolve('dist/web'),
  admission: Admission = createAdmission(app.config.maxConcurrentRequests, ADMISSION_HOLD_MS),
) {
  const yoga = createGraphqlServer(app);
  const { config } = app;
  const base = config.basePath;
  const serveStatic = createStaticHandler(webRoot, base);
  const trust = proxyTrust(config.trustProxy);
  const applySecurityHeaders = securityHeaders(config, trust);
  const graphiql = config.graphiql && !config.production;
  // BENCH=1 only: the load driver (bench/run.ts) reads statement count, event-loop delay and RSS on /health.
  const loopDelay = config.bench ? startLoopDelay() : null;

  async function graphql(req: IncomingMessage, res: ServerResponse, requestId: string, ip: string): Promise<void> {
    // The bearer token is a header: who calls is known before a byte of the body is read, and the
    // body limit follows from it (anonymous 64 KB, signed-in 1 MB, uploads for uploaders only).
    const viewer = await authenticate(app, bearerToken(req.headers.authorization));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Whoever may import e-invoices may send a ZIP batch: graphql-upload-minimal streams its files to
      // importEInvoices (which spools them to disk); a PDF upload still stops at 10 MB in its resolver.
      const importer = isMultipart(req) && can(viewer, 'invoice.import');
      const limit = importer ? IMPORT_REQUEST_LIMIT : bodyLimit(req, viewer);
      const parsed = req as IncomingMessage & { body?: unknown };
      if (isMultipart(req)) {
        assertDeclaredLength(req, limit);
        parsed.body = await parseUpload(req, res, importer);
      } else {
        // A Buffer: yoga parses it as the request body instead of reading the stream itself.
        parsed.body = await readBody(req, limit);
      }
    }
    // After the body is in (a slow sender holds no place); a subscription's stream stays open for as long
    // as the page does, so it never waits for one.
    if (!(req.headers.accept ?? '').includes('text/event-stream')) await admission.admit(res);
    let cspNonce: string | null = null;
    if (graphiql && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) {
      cspNonce = randomBytes(16).toString('base64');
      res.setHeader('content-security-policy', graphiqlPolicy(cspNonce));
    }
    // Called as a node listener: it writes the response itself (handleNodeRequestAndResponse does not).
    await yoga(req, res, { requestId, ip, viewer, cspNonce });
  }

  /** NODE_ENV=test: the browser journeys fail on any CSP violation the browser reports here. */
  async function cspReport(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    const body = await readBody(req, ANONYMOUS_LIMIT);
    let report: unknown = body.toString('utf8');
    try {
      report = JSON.parse(report as string);
    } catch {
      // kept as text
    }
    fs.appendFileSync(file, `${JSON.stringify({ time: new Date().toISOString(), report })}\n`);
    res.writeHead(204);
    res.end();
  }

  async function route(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ip = trust.clientIp(req);
    if (base && !(url.pathname === base || url.pathname.startsWith(`${base}/`))) {
      res.writeHead(302, { location: `${base}/` });
      res.end();
      return;
    }
    const pathname = url.pathname.slice(base.length) || '/';

    if ((pathname === '/graphql' || pathname.startsWith('/api/')) && handleCors(req, res, config.corsOrigins)) return;
    if (pathname === '/graphql') {
      await graphql(req, res, requestId, ip);
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
    if (pathname === CSP_REPORT_PATH && config.cspReportFile && req.method === 'POST') {
      await cspReport(req, res, config.cspReportFile);
      return;
    }
    if (pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (loopDelay && url.searchParams.has('reset')) loopDelay.reset();
      const bench = loopDelay && {
        statements: app.database.statementCount(),
        eventLoopDelayP99Ms: loopDelay.p99Ms(),
        rssBytes: process.memoryUsage().rss,
        worker: config.workerSlot ?? 1,
      };
      res.end(JSON.stringify({ ok: true, database: app.database.kind, ...bench }));
      return;
    }
    serveStatic(pathname, req, res);
  }

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    const requestId = newRequestId();
    res.setHeader('x-request-id', requestId);
    applySecurityHeaders(req, res);

    // A client that leaves before its answer is complete: one line, however the work in flight ends.
    let closedByUs = false;
    let abortLogged = false;
    const noteAbort = (): void => {
      if (abortLogged) return;
      abortLogged = true;
      const phase = req.complete ? 'response' : 'body';
      logAborted({ requestId, method: req.method, path: (req.url ?? '').split('?')[0]!.slice(0, 200), phase });
    };
    // A reset can arrive while the answer is being written, which Node still reports as finished.
    const socket = req.socket;
    const onSocketError = (): void => {
      if (!res.writableFinished && !closedByUs) noteAbort();
    };
    socket.on('error', onSocketError);
    res.once('close', () => {
      socket.off('error', onSocketError);
      if (!res.writableFinished && !closedByUs) noteAbort();
    });

    requestStore.run({ requestId }, () => {
      route(req, res, requestId).catch((error: unknown) => {
        if (isClientAbort(error) || (res.destroyed && !res.writableFinished)) {
          noteAbort();
          closedByUs = true;
          res.destroy();
          return;
        }
        const known = error instanceof AppError;
        if (!known) logError('unexpected error', { requestId, error });
        if (res.headersSent) {
          closedByUs = true;
          res.destroy();
          return;
        }
        const status = known ? error.status : 500;
        // The body may be unread (refused on its declared length or on who sent it).
        lingerOnUnreadBody(req);
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ success: false, error: known ? error.message : internalErrorMessage(requestId) }));
      });
    });
  };
}

export function createHttpServer(app: App, webRoot?: string, admission?: Admission): http.Server {
  const server = http.createServer(createRequestHandler(app, webRoot, admission));
  server.headersTimeout = 30_000;
  server.requestTimeout = 120_000;
  return server;
}
