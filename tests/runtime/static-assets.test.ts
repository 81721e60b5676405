import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../api/src/http/static.ts';
import { precompress } from '../../web/vite-plugin-precompress.ts';
import { tempTree } from '../setup/temp-tree.ts';

/** A build's output (hashed assets under assets/) compressed by the real build plugin, then served. */
const { root, write } = tempTree('purchaser-static-');
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "line ${i}";\n`).join('');
const style = Array.from({ length: 200 }, (_, i) => `.rule-${i} { margin: ${i}px; }\n`).join('');
const font = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
write(
  'index.html',
  '<!doctype html><html><head><script type="module" src="./assets/index-a1.js"></script></head></html>',
);
write('assets/index-a1.js', script);
write('assets/index-b2.css', style);
write('assets/tiny-c3.js', 'export{};');
write('assets/icons-d4.woff2', font);

let baseUrl = '';
let server: http.Server;
beforeAll(async () => {
  const plugin = precompress() as unknown as {
    configResolved(config: Pick<ResolvedConfig, 'root' | 'build'>): void;
    writeBundle(): Promise<void>;
  };
  plugin.configResolved({ root, build: { outDir: '.' } as ResolvedConfig['build'] });
  await plugin.writeBundle();
  const serveStatic = createStaticHandler(root, '');
  server = http.createServer((req, res) => serveStatic(new URL(req.url!, 'http://x').pathname, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The bytes as they cross the wire (fetch would decode them and choose its own Accept-Encoding). */
function get(file: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(`${baseUrl}${file}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const CHROME = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web build on the wire (issue 15, point 8)', () => {
  it('is compressed once at build time: brotli and gzip beside each text asset, not beside small or binary ones', () => {
    const files = fs.readdirSync(path.join(root, 'assets')).sort();
    expect(files).toEqual([
      'icons-d4.woff2',
      'index-a1.js',
      'index-a1.js.br',
      'index-a1.js.gz',
      'index-b2.css',
      'index-b2.css.br',
      'index-b2.css.gz',
      'tiny-c3.js',
    ]);
  });

  it('sends a hashed asset in brotli to a browser, cached for a year and varying on Accept-Encoding', async () => {
    const { headers, body } = await get('/assets/index-a1.js', CHROME);
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli (or refusing it), and the file itself to one naming neither', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const { headers, body } = await get('/assets/index-b2.css', accept);
      expect(headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(body).toString()).toBe(style);
    }
    const plain = await get('/assets/index-b2.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString()).toBe(style);
  });

  it('sends files with no compressed copy as they are, without Vary', async () => {
    for (const file of ['/assets/icons-d4.woff2', '/assets/tiny-c3.js']) {
      const { headers } = await get(file, CHROME);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers.vary).toBeUndefined();
      expect(headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get('/assets/icons-d4.woff2', CHROME)).body.equals(font)).toBe(true);
  });

  it('sends index.html (any client-side route) compressed, revalidated on every load', async () => {
    for (const route of ['/', '/offers/123']) {
      const { headers, body } = await get(route, CHROME);
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-encoding']).toBe('br');
      expect(headers.vary).toBe('Accept-Encoding');
      expect(zlib.brotliDecompressSync(body).toString()).toContain('<base href="/">');
    }
    const gzip = await get('/', 'gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('./assets/index-a1.js');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<script defer src="base-path.js"></script>');
  });
});
