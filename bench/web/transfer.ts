// npm run bench:transfer [-- --database-url URL | --data-dir DIR] [--tenant T --email E] [--port 4102]
// Issue 15, point 8: the bytes a browser transfers on a first load, from Chromium's own network
// accounting (CDP encodedDataLength: headers and bodies as they crossed the wire), cold cache: the
// sign-in screen of a first visit, and the dashboard of a signed-in user whose cache is empty. Once as
// Chromium asks (Accept-Encoding: gzip, deflate, br, zstd) and once asking for no compression, which
// is what the server sent everybody before the build was precompressed. Without a database it runs
// on a fresh PGlite directory with the demo data (finance@acme.test); with one, as finance1@bench-001.test.
import type { BrowserContext, CDPSession } from 'playwright-core';
import { assertLoopback, intArg, parseArgs, stringArg } from '../args.ts';
import { startServer } from '../load/server.ts';
import { describeMachine, loadAverage } from '../load/report.ts';
import { runtimeUrl } from '../runtime-url.ts';
import { kb } from '../../tests/web/initial-js.ts';
import { assertNodeRuntime } from '../../tests/setup/node-runtime.ts';
import { benchUser, launchChromium, signIn } from './browser.ts';

assertNodeRuntime('npm run bench:transfer');
const args = parseArgs();
const url = stringArg(args, 'database-url') ?? process.env.DATABASE_URL;
const dataDir = stringArg(args, 'data-dir');
if (url) assertLoopback(url);
const { tenant, email, password } = benchUser(args, Boolean(url || dataDir));
/** Issue 15: first-load transfer at most 300 KB. */
const BUDGET_BYTES = 300 * 1024;

type Kind = 'html' | 'JS' | 'CSS' | 'fonts' | 'GraphQL' | 'other';
const KINDS: Kind[] = ['html', 'JS', 'CSS', 'fonts', 'GraphQL', 'other'];

function kindOf(type: string, path: string): Kind {
  if (path.endsWith('/graphql')) return 'GraphQL';
  if (type === 'Document') return 'html';
  if (type === 'Script') return 'JS';
  if (type === 'Stylesheet') return 'CSS';
  if (type === 'Font') return 'fonts';
  return 'other';
}

interface Load {
  requests: number;
  wire: number;
  decoded: number;
  byKind: Map<Kind, number>;
  encodings: Set<string>;
  /** Bytes on the wire per path. */
  files: Map<string, number>;
}

/** Counts what the page's requests cost on the wire until `settle` resolves and the network is idle. */
async function measure(cdp: CDPSession, settle: () => Promise<void>): Promise<Load> {
  const seen = new Map<string, { kind: Kind; path: string }>();
  const load: Load = { requests: 0, wire: 0, decoded: 0, byKind: new Map(), encodings: new Set(), files: new Map() };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const { pathname } = new URL(response.url);
    seen.set(requestId, { kind: kindOf(type, pathname), path: pathname });
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    if (encoding) load.encodings.add(String(encoding[1]));
  });
  cdp.on('Network.dataReceived', ({ dataLength }) => (load.decoded += dataLength));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const { kind, path } = seen.get(requestId) ?? { kind: 'other', path: '?' };
    load.files.set(path, (load.files.get(path) ?? 0) + encodedDataLength);
    load.requests += 1;
    load.wire += encodedDataLength;
    load.byKind.set(kind, (load.byKind.get(kind) ?? 0) + encodedDataLength);
  });
  await settle();
  return load;
}

async function coldPage(context: BrowserContext, acceptEncoding: string | null) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  return { page, cdp };
}

const server = await startServer(
  intArg(args, 'port', 4102),
  url ? { DATABASE_URL: await runtimeUrl(url) } : dataDir ? { DATA_DIR: dataDir } : {},
  { demo: !url && !dataDir },
);
const browser = await launchChromium();
const rows: string[] = [];
const largest: string[] = [];
let worst = 0;
try {
  for (const [label, acceptEncoding] of [
    ['as Chromium asks (br)', null],
    ['no compression asked', 'identity'],
  ] as const) {
    const context = await browser.newContext({ baseURL: `${server.url}/`, viewport: { width: 1366, height: 768 } });
    const first = await coldPage(context, acceptEncoding);
    const login = await measure(first.cdp, async () => {
      await first.page.goto('login', { waitUntil: 'networkidle' });
      await first.page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();
    });
    await first.page.close();
    await signIn(context, tenant, email, password);
    const second = await coldPage(context, acceptEncoding);
    const dashboard = await measure(second.cdp, async () => {
      // Not 'networkidle': the shell keeps its notifications subscription (SSE) open. The recent
      // lists are the dashboard's last part to render: its code and data have arrived by then.
      await second.page.goto('./', { waitUntil: 'load' });
      await second.page.locator('.proc-recent').first().waitFor();
    });
    await context.close();
    for (const [screen, load] of [
      ['sign-in screen, first visit', login],
      ['dashboard, signed in, empty cache', dashboard],
    ] as const) {
      if (!acceptEncoding) {
        worst = Math.max(worst, load.wire);
        const top = [...load.files].sort((a, b) => b[1] - a[1]).slice(0, 8);
        largest.push(`${screen}: ${top.map(([file, bytes]) => `${file.split('/').pop()} ${kb(bytes)}`).join(', ')}`);
      }
      const encodings = [...load.encodings].join(', ') || 'none';
      rows.push(
        `| ${screen} | ${label} | ${load.requests} | **${kb(load.wire)}** | ${kb(load.decoded)} | ` +
          `${KINDS.map((k) => kb(load.byKind.get(k) ?? 0)).join(' | ')} | ${encodings} |`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${describeMachine()}; load average ${loadAverage()}`);
console.log(
  `| load | Accept-Encoding | requests | transferred | uncompressed | ${KINDS.join(' | ')} | content-encoding |`,
);
console.log(`|---|---|---:|---:|---:|${KINDS.map(() => '---:').join('|')}|---|`);
console.log(rows.join('\n'));
console.log(`largest on the wire:\n  ${largest.join('\n  ')}`);
console.log(
  `first-load transfer as a browser asks: ${kb(worst)} at most (target ${kb(BUDGET_BYTES)}: ` +
    `${worst <= BUDGET_BYTES ? 'met' : 'MISSED'})`,
);
