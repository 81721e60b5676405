// npx tsx bench/export.ts [--invoices 100000] [--port 4600] [--data-dir DIR] [--keep]
// Issue 18, point 8: 100,000 invoices of one tenant (acme) exported through GET /api/invoices.php
// ?format=csv and ?format=xlsx of the real server (a separate production process, PGlite in a fresh
// data directory with the demo data plus the generated invoices), read by a client that only counts
// the bytes. Prints each export's wall time, rows and size, and the server's RSS before and at its
// peak; the target is under 10 s with flat memory (the peak does not grow with the row count).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { intArg, parseArgs, stringArg } from './args.ts';
import { openTarget } from './data/database.ts';
import { startServer } from './load/server.ts';

const args = parseArgs();
const invoices = intArg(args, 'invoices', 100_000);
const port = intArg(args, 'port', 4600);
const keep = args.has('keep');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'export-bench-'));
const dataDir = path.resolve(stringArg(args, 'data-dir') ?? path.join(root, 'data'));

const reset = spawnSync('npx', ['tsx', 'api/scripts/db-reset.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: 'inherit',
});
if (reset.status !== 0) throw new Error('db:reset failed');

// One set-based statement: the invoices of acme, spread over its suppliers, two years of dates.
const target = await openTarget({ dataDir, reset: false });
await target.sql.exec(`
  INSERT INTO "Invoice" ("tenantId", "invoiceNumber", "companyName", "supplierId", "invoiceDate", "dueDate",
                         "netAmount", "vatAmount", "totalAmount", "status", "updatedAt")
  SELECT t.id, 'BENCH-' || lpad(n::text, 6, '0'), 'Bench ' || n, s.ids[1 + n % array_length(s.ids, 1)],
         DATE '2025-01-01' + (n % 730), DATE '2025-01-31' + (n % 730),
         round((100 + n % 9000 + (n % 100) / 100.0)::numeric, 2),
         round((100 + n % 9000 + (n % 100) / 100.0)::numeric * 0.22, 2),
         round((100 + n % 9000 + (n % 100) / 100.0)::numeric, 2) + round((100 + n % 9000 + (n % 100) / 100.0)::numeric * 0.22, 2),
         (ARRAY['pending', 'approved_finance', 'fully_approved']::"InvoiceStatus"[])[1 + n % 3], now()
  FROM generate_series(1, ${invoices}) AS n,
       (SELECT id FROM "Tenant" WHERE "shortName" = 'acme') AS t,
       (SELECT array_agg(id ORDER BY id) AS ids FROM "Supplier"
         WHERE "tenantId" = (SELECT id FROM "Tenant" WHERE "shortName" = 'acme')) AS s`);
await target.sql.exec('ANALYZE "Invoice"');
await target.close();
console.log(`generated ${invoices} invoices for acme`);

const server = await startServer(port, { DATA_DIR: dataDir });
try {
  const login = await fetch(`${server.url}/api/auth.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'acme', email: 'finance@acme.test', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  let failed = false;
  // The whole list (the demo invoices too), then the same filtered by a search, which Prisma turns into
  // an OR over the invoice's and its relations' text columns, evaluated again for every page.
  const runs = [
    ['csv', ''],
    ['xlsx', ''],
    ['csv', '&search=BENCH-'],
  ] as const;
  for (const [format, filter] of runs) {
    const baseline = (await server.stats()).rssBytes;
    const rss = server.sampleRss(100);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/invoices.php?format=${format}${filter}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const peak = await rss.stop();
    const rows = format === 'csv' ? `${lines - 1} rows, ` : '';
    console.log(
      `${format}${filter}: HTTP ${res.status}, ${rows}${(bytes / 2 ** 20).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
        `server RSS ${(baseline / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB; ` +
        `target < 10 s: ${seconds < 10 ? 'met' : 'NOT met'}`,
    );
    if (res.status !== 200 || (format === 'csv' && lines - 1 < invoices)) failed = true;
  }
  if (failed) process.exitCode = 1;
} finally {
  await server.stop();
  if (!keep) fs.rmSync(root, { recursive: true, force: true });
  else console.log(`kept ${root}`);
}
