import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { ENCODINGS, acceptedEncodings, type Encoding } from './encoding.ts';

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

/** A file of the build and the copy of it this client gets: compressed when the build made one it accepts. */
function pick(file: string, accepted: Encoding[]): { path: string; size: number; encoding?: string; vary: boolean } {
  const sizeOf = (candidate: string) => {
    try {
      return fs.statSync(candidate).size;
    } catch {
      return null;
    }
  };
  for (const encoding of accepted) {
    const size = sizeOf(file + encoding.suffix);
    if (size !== null) return { path: file + encoding.suffix, size, encoding: encoding.name, vary: true };
  }
  // Vary also on the plain answer of a file that has compressed copies, or a cache could hand it to all.
  const vary = ENCODINGS.some(({ suffix }) => sizeOf(file + suffix) !== null);
  return { path: file, size: fs.statSync(file).size, vary };
}

/**
 * Serves the built client. index.html is given a <base href> and the base path at serve time, so
 * one build works under / and under BASE_PATH=/Purchaser alike; it is compressed then, once. The
 * hashed assets are sent as the build compressed them (brotli or gzip by Accept-Encoding, issue 15)
 * and cached for a year; everything else is revalidated (no-cache).
 */
export function createStaticHandler(webRoot: string, basePath: string) {
  const indexPath = path.join(webRoot, 'index.html');
  let indexCopies: Map<string, Buffer> | null = null;
  function index(): Map<string, Buffer> | null {
    if (indexCopies === null && fs.existsSync(indexPath)) {
      const html = Buffer.from(
        fs
          .readFileSync(indexPath, 'utf8')
          .replace('<head>', `<head><base href="${basePath}/"><script defer src="${BASE_PATH_SCRIPT}"></script>`),
      );
      indexCopies = new Map([
        ['identity', html],
        ['br', zlib.brotliCompressSync(html)],
        ['gzip', zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION })],
      ]);
    }
    return indexCopies;
  }

  const basePathScript = `window.__BASE_PATH__=${JSON.stringify(basePath)};\n`;

  return function serveStatic(relativePath: string, req: IncomingMessage, res: ServerResponse): void {
    if (relativePath === `/${BASE_PATH_SCRIPT}`) {
      res.writeHead(200, { 'content-type': TYPES['.js']!, 'cache-control': 'no-cache' });
      res.end(basePathScript);
      return;
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
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
      const copy = pick(file, accepted);
      // Vite names everything under assets/ by its content's hash: a new build means new names.
      const immutable = decoded.startsWith('/assets/');
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'content-length': copy.size,
        ...(copy.encoding && { 'content-encoding': copy.encoding }),
        ...(copy.vary && { vary: 'Accept-Encoding' }),
      });
      fs.createReadStream(copy.path).pipe(res);
      return;
    }
    const copies = index();
    if (copies === null) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web client is not built yet: run npm run build.');
      return;
    }
    // Client-side routes (including unknown ones, which the client shows as not-found) get the app.
    const encoding = accepted[0]?.name;
    const html = copies.get(encoding ?? 'identity')!;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-length': html.length,
      ...(encoding && { 'content-encoding': encoding }),
      vary: 'Accept-Encoding',
    });
    res.end(html);
  };
}
