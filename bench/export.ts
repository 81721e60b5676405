// npx tsx bench/export.ts [--database-url postgres://postgres@127.0.0.1:5432/bench_export | --pglite]
//                         [--invoices 100000] [--small 20000] [--port 4600] [--keep]
//                         [--reuse] [--only xlsx] [--cpu-prof DIR]
// Issue 18, point 8: list exports through GET /api/invoices.php?format=csv|xlsx of the real server (a
// separate production process), read by a client that only counts the bytes. The database is reset to
// the demo data, then acme gets --invoices generated invoices and globex --small: the same export of
// the two tenants' finance managers shows whether time and memory follow the row count.
// PostgreSQL by default (the server's RSS is then the app's alone); --pglite runs the embedded database
// in a fresh data directory, whose WASM heap lives in the server process and never shrinks.
// Prints per export: rows, size, wall time, the server's CPU time (steadier than wall time when others
// share the machine) and the server's RSS before and at its peak (sampled every 50 ms).
// --reuse (PostgreSQL): keep the data of an earlier run; --only: the exports whose query contains it;
// --cpu-prof DIR: the server writes a V8 CPU profile (read it with bench/load/profile-summary.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertLoopback, intArg, parseArgs, stringArg } from './args.ts';
import { openTarget, prepareServerDatabase, type Target } from './data/database.ts';
import { describeMachine, loadAverage } from './load/report.ts';
import { signInFinance, startServer, type ServerHandle } from './load/server.ts';
import { runtimeUrl } from './runtime-url.ts';

const args = parseArgs();
const pglite = args.has('pglite');
const url = pglite ? undefined : (stringArg(args, 'database-url') ?? 'postgres://postgres@127.0.0.1:5432/bench_export');
const large = intArg(args, 'invoices', 100_000);
const small = intArg(args, 'small', 20_000);
const port = intArg(args, 'port', 4600);
const keep = args.has('keep');
const reuse = url !== undefined && args.has('reuse');
const only = stringArg(args, 'only');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'export-bench-'));
const dataDir = path.join(root, 'data');

function resetToDemo(): void {
  const env = url ? { DATABASE_URL: url } : { DATA_DIR: dataDir };
  const reset = spawnSync('npx', ['tsx', 'api/scripts/db-reset.ts'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'error' },
    stdio: 'inherit',
  });
  if (reset.status !== 0) throw new Error('db:reset failed');
}

/** One set-based statement: `count` invoices of a tenant, spread over its suppliers, two years of dates. */
async function generate(target: Target, tenant: string, count: number): Promise<void> {
  const amount = '(100 + n % 9000 + (n % 100) / 100.0)::numeric';
  await target.sql.exec(`
    INSERT INTO "Invoice" ("tenantId", "invoiceNumber", "companyName", "supplierId", "invoiceDate", "dueDate",
                           "netAmount", "vatAmount", "totalAmount", "status", "updatedAt")
    SELECT t.id, 'BENCH-' || lpad(n::text, 6, '0'), 'Bench ' || n, s.ids[1 + n % array_length(s.ids, 1)],
           DATE '2025-01-01' + (n % 730), DATE '2025-01-31' + (n % 730),
           round(${amount}, 2), round(${amount} * 0.22, 2), round(${amount}, 2) + round(${amount} * 0.22, 2),
           (ARRAY['pending', 'approved_finance', 'fully_approved']::"InvoiceStatus"[])[1 + n % 3], now()
    FROM generate_series(1, ${count}) AS n,
         (SELECT id FROM "Tenant" WHERE "shortName" = '${tenant}') AS t,
         LATERAL (SELECT array_agg(id ORDER BY id) AS ids FROM "Supplier" WHERE "tenantId" = t.id) AS s`);
}

interface Measured {
  status: number;
  rows: number | null;
  bytes: number;
  seconds: number;
  cpuSeconds: number;
  rssBefore: number;
  rssPeak: number;
}

async function measure(server: ServerHandle, token: string, query: string, csv: boolean): Promise<Measured> {
  const rssBefore = (await server.stats()).rssBytes;
  const rss = server.sampleRss(50);
  const cpu = server.cpuMs();
  const started = performance.now();
  const res = await fetch(`${server.url}/api/invoices.php?${query}`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (csv) for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (server.cpuMs() - cpu) / 1000;
  return {
    status: res.status,
    rows: csv ? lines - 1 : null,
    bytes,
    seconds,
    cpuSeconds,
    rssBefore,
    rssPeak: await rss.stop(),
  };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

if (url) {
  assertLoopback(url);
  await prepareServerDatabase(url, false);
}
if (!reuse) {
  resetToDemo();
  const target = await openTarget(url ? { url, reset: false } : { dataDir, reset: false });
  await generate(target, 'acme', large);
  await generate(target, 'globex', small);
  await target.sql.exec('ANALYZE "Invoice"');
  await target.close();
  console.log(`generated ${large} invoices for acme, ${small} for globex (${url ? 'PostgreSQL' : 'PGlite'})`);
}

const server = await startServer(port, url ? { DATABASE_URL: await runtimeUrl(url) } : { DATA_DIR: dataDir }, {
  cpuProfileDir: stringArg(args, 'cpu-prof'),
});
try {
  const tokens = { acme: await signInFinance(server, 'acme'), globex: await signInFinance(server, 'globex') };
  // Each tenant's whole list, small then large, in both formats; then a search (an OR over the invoice's
  // and its relations' text columns) and the large CSV again (does memory grow from export to export?).
  const runs = [
    ['globex', 'format=csv'],
    ['acme', 'format=csv'],
    ['globex', 'format=xlsx'],
    ['acme', 'format=xlsx'],
    ['acme', 'format=csv&search=BENCH-'],
    ['acme', 'format=csv'],
  ] as const;
  const lines = [
    `${new Date().toISOString()} - ${describeMachine()}; ${url ? 'PostgreSQL' : 'PGlite'}; load average ${loadAverage()}`,
    '',
    '| Export | Rows | Size | Time | Server CPU | Server RSS before → peak |',
    '|---|---:|---:|---:|---:|---|',
  ];
  let failed = false;
  for (const [tenant, query] of runs.filter(([, q]) => !only || q.includes(only))) {
    const m = await measure(server, tokens[tenant], query, query.includes('csv'));
    const expected = tenant === 'acme' ? large : small;
    if (m.status !== 200 || (m.rows !== null && m.rows < expected)) failed = true;
    const line =
      `| ${tenant} ${query} | ${m.rows?.toLocaleString('en') ?? '-'} | ${(m.bytes / 2 ** 20).toFixed(1)} MB | ` +
      `${m.seconds.toFixed(1)} s | ${m.cpuSeconds.toFixed(1)} s | ${mb(m.rssBefore)} → ${mb(m.rssPeak)} MB |`;
    console.log(line + (m.status === 200 ? '' : ` HTTP ${m.status}`));
    lines.push(line);
  }
  lines.push('', `load average at the end: ${loadAverage()}; target < 10 s per 100,000-row export, flat RSS`);
  console.log(`\n${lines.join('\n')}`);
  if (failed) process.exitCode = 1;
} finally {
  await server.stop();
  if (!keep) fs.rmSync(root, { recursive: true, force: true });
  else console.log(`kept ${root}`);
}
