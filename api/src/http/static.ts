import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * The base path reaches the client as a tiny script from this server, not an inline one, which the
 * Content-Security-Policy forbids. Deferred, it runs before the (also deferred) module entry.
 */
const BASE_PATH_SCRIPT = 'base-path.js';

/**
 * Serves the built client. index.html is given a <base href> and the base path at serve time, so
 * one build works under / and under BASE_PATH=/Purchaser alike.
 */
export function createStaticHandler(webRoot: string, basePath: string) {
  const indexPath = path.join(webRoot, 'index.html');
  let indexHtml: string | null = null;
  function index(): string | null {
    if (indexHtml === null && fs.existsSync(indexPath)) {
      indexHtml = fs
        .readFileSync(indexPath, 'utf8')
        .replace('<head>', `<head><base href="${basePath}/"><script defer src="${BASE_PATH_SCRIPT}"></script>`);
    }
    return indexHtml;
  }

  const basePathScript = `window.__BASE_PATH__=${JSON.stringify(basePath)};\n`;

  return function serveStatic(relativePath: string, res: ServerResponse): void {
    if (relativePath === `/${BASE_PATH_SCRIPT}`) {
      res.writeHead(200, { 'content-type': TYPES['.js']!, 'cache-control': 'no-cache' });
      res.end(basePathScript);
      return;
    }
    const decoded = (() => {
      try {
        return decodeURIComponent(relativePath);
      } catch {
        return '/';
      }
    })();
    const file = path.join(webRoot, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
    if (
      file.startsWith(webRoot + path.sep) &&
      !file.endsWith('index.html') &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      const immutable = decoded.startsWith('/assets/');
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      fs.createReadStream(file).pipe(res);
      return;
    }
    const html = index();
    if (html === null) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web client is not built yet: run npm run build.');
      return;
    }
    // Client-side routes (including unknown ones, which the client shows as not-found) get the app.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  };
}
