// npm run bench:lcp -- --database-url postgres://postgres@127.0.0.1:5432/bench_1m [--tenant bench001 --email finance@bench001.test]
// Signs in through the real login screen, then loads the dashboard cold (cache off) with 4x CPU
// throttling and reports Largest Contentful Paint, plus the gzip size of the JavaScript the client
// loads initially (index.html's entry and preloads) and for the dashboard route. Needs `npx vite build`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { assertLoopback, intArg, parseArgs, stringArg } from '../args.ts';
import { median } from '../load/measure.ts';
import { startServer } from '../load/server.ts';

const args = parseArgs();
const url = stringArg(args, 'database-url') ?? process.env.DATABASE_URL;
const dataDir = stringArg(args, 'data-dir');
if (!url && !dataDir) throw new Error('Give --database-url (PostgreSQL on 127.0.0.1) or --data-dir (PGlite)');
if (url) assertLoopback(url);
const tenant = stringArg(args, 'tenant') ?? 'bench001';
const email = stringArg(args, 'email') ?? `finance@${tenant}.test`;
const runs = intArg(args, 'runs', 5);
const throttle = intArg(args, 'throttle', 4);
const dist = path.resolve('dist/web');
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/web is missing: run npx vite build first');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** zlib's default level, what a reverse proxy typically applies (the app server itself does not compress). */
const gzipped = (files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f))).length, 0);

// What index.html makes the browser fetch before any route code: the entry script and its preloads.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryJs = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g),
].map((m) => m[1]!);

const server = await startServer(intArg(args, 'port', 4101), url ? { DATABASE_URL: url } : { DATA_DIR: dataDir! });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** The last largest-contentful-paint entry once the page has settled (LCP is final before any input). */
async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 1000);
      }),
  );
}

try {
  const context = await browser.newContext({ baseURL: `${server.url}/`, viewport: { width: 1366, height: 768 } });
  const login = await context.newPage();
  await login.goto('login');
  await login.getByLabel('Azienda').selectOption(tenant);
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(stringArg(args, 'password') ?? 'demo1234');
  await login.getByRole('button', { name: 'Accedi', exact: true }).click();
  await login.getByRole('banner').waitFor();
  await login.close();

  const lcps: number[] = [];
  const routeJs = new Set<string>();
  for (let i = 0; i < runs; i += 1) {
    const page = await context.newPage(); // the session token stays in localStorage
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); // every run is a cold load
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    page.on('response', (r) => {
      const file = new URL(r.url()).pathname.replace(/^\//, '');
      if (file.endsWith('.js') && fs.existsSync(path.join(dist, file))) routeJs.add(file);
    });
    await page.goto('./', { waitUntil: 'networkidle' });
    await page.locator('.page__title').first().waitFor();
    lcps.push(await largestContentfulPaint(page));
    await page.close();
  }
  const css = [...html.matchAll(/href="\.?\/?([^"]+\.css)"/g)].map((m) => m[1]!);
  console.log(
    [
      `dashboard LCP at ${throttle}x CPU throttling, cold cache, ${runs} loads: median ${median(lcps).toFixed(0)} ms ` +
        `(${lcps.map((l) => l.toFixed(0)).join(', ')})`,
      `initial JS (index.html entry + modulepreload, ${entryJs.length} files): ${kb(gzipped(entryJs))} gzip`,
      `JS loaded for the dashboard (${routeJs.size} files): ${kb(gzipped(routeJs))} gzip`,
      `initial CSS: ${kb(gzipped(css))} gzip`,
      `largest: ${[...routeJs]
        .map((f) => [f, gzipped([f])] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([f, size]) => `${f} ${kb(size)}`)
        .join(', ')}`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await server.stop();
}
