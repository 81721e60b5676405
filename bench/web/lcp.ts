// npm run bench:lcp [-- --database-url postgres://postgres@127.0.0.1:5432/bench_1m --tenant bench-001 --email finance1@bench-001.test]
// (no database: a fresh PGlite directory with the demo data, finance@acme.test)
// Signs in through the real login screen, then loads the dashboard cold (cache off) with 4x CPU
// throttling and reports Largest Contentful Paint, plus the gzip size of the JavaScript the client
// loads initially (index.html's entry and preloads) and for the dashboard route. Needs `npx vite build`.
// --compare DIR: another build (a copy of dist/web made at another commit) measured in the same run,
// its loads interleaved with this build's (A B B A ...), so that the machine's drift, which moves a
// batch's median by a fifth within minutes, falls on both alike; prints both medians and the median
// of the paired differences. DIR's assets are copied beside dist/web's for the run (their names are
// content hashes) and removed after it; each load's document is index.html of its build.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { assertLoopback, intArg, parseArgs, stringArg } from '../args.ts';
import { median } from '../load/measure.ts';
import { startServer } from '../load/server.ts';
import { INITIAL_JS_BUDGET_BYTES, initialJs, kb } from '../../tests/web/initial-js.ts';
import { runtimeUrl } from '../runtime-url.ts';
import { benchUser, launchChromium, signIn } from './browser.ts';
import { assertNodeRuntime } from '../../tests/setup/node-runtime.ts';

// Issue 15: figures are taken on Node 24, the runtime the project ships on.
assertNodeRuntime('npm run bench:lcp');
const args = parseArgs();
const url = stringArg(args, 'database-url') ?? process.env.DATABASE_URL;
const dataDir = stringArg(args, 'data-dir');
if (url) assertLoopback(url);
const { tenant, email, password } = benchUser(args, Boolean(url || dataDir));
const runs = intArg(args, 'runs', 5);
const throttle = intArg(args, 'throttle', 4);
// --latency MS: every request's round trip delayed by MS (CDP network emulation; 0, loopback, by default),
// to see what a phone's network adds to the paint.
const latency = intArg(args, 'latency', 0);
// --cpu-prof FILE: a CPU profile of the first load's main thread (CDP), for finding what delays the paint.
const profileFile = stringArg(args, 'cpu-prof');
// --trace FILE: a Chromium trace (devtools timeline) of the last load (the server warm), for bench/web/trace-summary.ts.
const traceFile = stringArg(args, 'trace');
const dist = path.resolve('dist/web');
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/web is missing: run npx vite build first');
const compareDir = stringArg(args, 'compare');
const other = compareDir ? otherBuild(path.resolve(compareDir)) : null;

/** DIR's index.html, and its assets copied into dist/web/assets for the run (remove() takes them out). */
function otherBuild(dir: string): { html: string; remove(): void } {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const copied = fs
    .readdirSync(path.join(dir, 'assets'))
    .filter((file) => !fs.existsSync(path.join(dist, 'assets', file)));
  for (const file of copied) fs.copyFileSync(path.join(dir, 'assets', file), path.join(dist, 'assets', file));
  return { html, remove: () => copied.forEach((file) => fs.rmSync(path.join(dist, 'assets', file))) };
}

/** zlib's default level, what a reverse proxy typically applies (the app server itself does not compress). */
const gzipped = (files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f))).length, 0);

// What the browser fetches before any route code: index.html's entry script and its static imports.
const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = initialJs(dist);

const server = await startServer(
  intArg(args, 'port', 4101),
  url ? { DATABASE_URL: await runtimeUrl(url) } : dataDir ? { DATA_DIR: dataDir } : {},
  // Neither given: a fresh PGlite directory with the demo data (tenant acme).
  { demo: !url && !dataDir },
);
const browser = await launchChromium();

/** The page's milestones once it has settled (LCP is final before any input), in ms from navigation. */
interface Paint {
  lcp: number;
  /** What the LCP element is, e.g. "TABLE.bp6-html-table". */
  element: string;
  fcp: number;
  /** When the entry script finished downloading, the first GraphQL request left, the last answer arrived. */
  entryJs: number;
  firstGraphql: number;
  lastGraphql: number;
  /** How many GraphQL requests the load made (the shell's and the dashboard's: 2). */
  graphqlRequests: number;
}

/**
 * Waits until the dashboard's welcome line is in the page, asking through CDP every 50 ms. Not with a
 * Playwright locator: its first use compiles Playwright's injected script in the page (34 ms of the
 * throttled main thread in a trace), and its polling ran on that thread while the dashboard loaded.
 */
async function dashboardShown(cdp: CDPSession): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression: "document.querySelector('.page__subtitle') !== null",
      returnByValue: true,
    })) as { result: { value?: unknown } };
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error('the dashboard did not show within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function paintTimings(page: Page): Promise<Paint> {
  return page.evaluate(
    () =>
      new Promise<Paint>((resolve) => {
        let lcp = 0;
        let element = '';
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            lcp = entry.startTime;
            const el = entry.element;
            element = el ? `${el.tagName}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '?';
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const entryJs = resources.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.responseEnd ?? 0;
          const graphql = resources.filter((r) => r.name.includes('/graphql'));
          const firstGraphql = Math.min(...graphql.map((r) => r.startTime));
          const lastGraphql = Math.max(0, ...graphql.map((r) => r.responseEnd));
          resolve({ lcp, element, fcp, entryJs, firstGraphql, lastGraphql, graphqlRequests: graphql.length });
        }, 1000);
      }),
  );
}

/** Every asset the build's index.html names was fetched: the load was of that build. */
async function assertLoadedBuild(page: Page, indexHtml: string): Promise<void> {
  const named = [...indexHtml.matchAll(/(?:href|src)="\.?\/?(assets\/[^"]+)"/g)].map((m) => `/${m[1]!}`);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const missing = named.filter((asset) => !fetched.includes(asset));
  if (missing.length) throw new Error(`--compare: a load did not fetch its build's ${missing.join(', ')}`);
}

try {
  const context = await browser.newContext({ baseURL: `${server.url}/`, viewport: { width: 1366, height: 768 } });
  await signIn(context, tenant, email, password);

  const paints: Paint[] = [];
  const otherPaints: Paint[] = [];
  const routeJs = new Set<string>();
  // With --compare, runs loads of each build, in the order A B B A A B B A ...
  for (let i = 0; i < (other ? 2 * runs : runs); i += 1) {
    const isOther = other !== null && (i % 4 === 1 || i % 4 === 2);
    const page = await context.newPage(); // the session token stays in localStorage
    if (other) {
      // The load's build's index.html with the <base href> and base-path script the server puts into
      // its copy (api/src/http/static.ts). Both builds' documents go this way, so that whatever the
      // interception costs falls on both.
      const indexHtml = isOther ? other.html : html;
      await page.route(`${server.url}/`, async (route) => {
        const served = await (await route.fetch()).text();
        const head = served.indexOf('<head>');
        const withInjected = served.slice(head, head + '<head>'.length + served.length - html.length);
        await route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: indexHtml.replace('<head>', withInjected),
        });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); // every run is a cold load
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (latency > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    page.on('response', (r) => {
      const file = new URL(r.url()).pathname.replace(/^\//, '');
      // This build's files only: with --compare the other's are in dist/web for the run too.
      if (!isOther && file.endsWith('.js') && fs.existsSync(path.join(dist, file))) routeJs.add(file);
    });
    // Not 'networkidle': the shell keeps its notifications subscription (SSE) open, so the network
    // never goes idle. The dashboard's data has painted once its welcome line is there.
    if (profileFile && i === 0) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (traceFile && i === runs - 1) {
      await browser.startTracing(page, {
        path: traceFile,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'v8.execute',
          'blink',
          'loading',
        ],
      });
    }
    await page.goto('./', { waitUntil: 'load' });
    await dashboardShown(cdp);
    (isOther ? otherPaints : paints).push(await paintTimings(page));
    if (other) await assertLoadedBuild(page, isOther ? other.html : html);
    if (traceFile && i === runs - 1) await browser.stopTracing();
    if (profileFile && i === 0)
      fs.writeFileSync(profileFile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    await page.close();
  }
  if (other) {
    // Load i of this build beside load i of the other: ABBA keeps each pair minutes apart at most.
    const differences = otherPaints.map((p, i) => p.lcp - paints[i]!.lcp);
    console.log(
      `--compare ${compareDir}: LCP median ${ms(otherPaints.map((p) => p.lcp))} ` +
        `(${otherPaints.map((p) => p.lcp.toFixed(0)).join(', ')}), first contentful paint ${ms(otherPaints.map((p) => p.fcp))}; ` +
        `minus this build's, load by load: median ${ms(differences)} (${differences.map((d) => d.toFixed(0)).join(', ')})`,
    );
  }
  const css = [...html.matchAll(/href="\.?\/?([^"]+\.css)"/g)].map((m) => m[1]!);
  console.log(
    [
      `dashboard LCP at ${throttle}x CPU throttling${latency ? `, ${latency} ms latency` : ''}, cold cache, ${runs} loads: median ${ms(paints.map((p) => p.lcp))} ` +
        `(${paints.map((p) => p.lcp.toFixed(0)).join(', ')}); LCP element ${[...new Set(paints.map((p) => p.element))].join(' / ')}`,
      `  medians: first contentful paint ${ms(paints.map((p) => p.fcp))}, entry script loaded ` +
        `${ms(paints.map((p) => p.entryJs))}, first GraphQL request ${ms(paints.map((p) => p.firstGraphql))}, ` +
        `last GraphQL answer ${ms(paints.map((p) => p.lastGraphql))}; GraphQL requests per load ` +
        `${[...new Set(paints.map((p) => p.graphqlRequests))].join(' / ')}`,
      `initial JS (entry + static imports, ${initial.files.length} files): ${kb(initial.gzipBytes)} gzip ` +
        `(budget ${kb(INITIAL_JS_BUDGET_BYTES)})`,
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
  other?.remove();
  await browser.close();
  await server.stop();
}
