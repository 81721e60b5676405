import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { arrivedOverTls, type ProxyTrust } from './request-context.ts';

/** Where browsers send CSP violation reports; answered only under NODE_ENV=test (CSP_REPORT_FILE). */
export const CSP_REPORT_PATH = '/csp-report';

function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ');
}

/**
 * The web client's policy: scripts and styles only from this server, no inline script or style,
 * nothing framed and no framing (the approve buttons cannot be clickjacked). Blueprint needs only
 * data: images (its CSS draws checkboxes and carets with inline SVG); React and Blueprint set element
 * styles through the CSSOM, which style-src does not govern, so no 'unsafe-inline'.
 */
export function appPolicy(reportUri: string | null): string {
  return policy({
    'default-src': "'none'",
    'script-src': "'self' 'report-sample'",
    'style-src': "'self' 'report-sample'",
    'img-src': "'self' data:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'manifest-src': "'self'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    ...(reportUri ? { 'report-uri': reportUri } : {}),
  });
}

/**
 * GraphiQL (npm run dev only): the installed page is one inline script, allowed by a per-request
 * nonce; its editor (Monaco) injects <style> elements and starts its workers from blob: URLs.
 */
export function graphiqlPolicy(nonce: string): string {
  return policy({
    'default-src': "'none'",
    'script-src': `'nonce-${nonce}'`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'worker-src': 'blob:',
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
}

const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One set of headers for every answer: pages, assets, /graphql, /api/*.php, /health and errors. */
export function securityHeaders(config: Config, trust: ProxyTrust) {
  const reportUri = config.cspReportFile ? `${config.basePath}${CSP_REPORT_PATH}` : null;
  const csp = appPolicy(reportUri);
  return function apply(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader('content-security-policy', csp);
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    res.setHeader('cross-origin-opener-policy', 'same-origin');
    res.setHeader('cross-origin-resource-policy', 'same-origin');
    // Browsers ignore HSTS received over plain HTTP; sent only when this request came over TLS.
    if (arrivedOverTls(req, trust)) res.setHeader('strict-transport-security', 'max-age=31536000');
  };
}

/**
 * CORS for /graphql and /api: no cross-origin access unless the origin is listed in CORS_ORIGINS.
 * Never with credentials: the API authenticates with a bearer token, not cookies. Returns true when
 * it answered the request (a preflight).
 */
export function handleCors(req: IncomingMessage, res: ServerResponse, origins: readonly string[]): boolean {
  const origin = req.headers.origin;
  const allowed = typeof origin === 'string' && origins.includes(origin);
  if (origins.length > 0) res.setHeader('vary', 'Origin');
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-expose-headers', 'x-request-id, retry-after, content-disposition');
  }
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  if (!allowed) {
    res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ success: false, error: 'Origin not allowed' }));
    return true;
  }
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, DELETE',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}
