// npx tsx bench/payment-run.ts [--payments 5000] [--format sepa|cbi] [--port 4610] [--keep]
// Issue 16's target: a payment run of --payments payments is built and its file produced in under 5 s.
// A fresh embedded database with the demo data gets --payments open payments (each with its invoice)
// of a supplier with an IBAN, written before the server starts (not timed). Then the real server (a
// separate process) is asked, by the demo finance manager, POST /api/payment-runs.php with all of
// them: locks, checks, the file built and stored, the run, its items, the payments marked, the audit,
// in one transaction. Timed from request to answer; then the download. The file is checked with
// xmllint against the official schema and its control sum against the Decimal sum (not timed).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../api/src/db/client.ts';
import { BANK_FILE_SCHEMAS } from '../tests/setup/xmllint.ts';
import { bankingDay, payablePayments } from '../tests/api/payment-runs-support.ts';
import { intArg, parseArgs, stringArg } from './args.ts';
import { signInFinance, startServer } from './load/server.ts';

const args = parseArgs();
const count = intArg(args, 'payments', 5000);
const format = stringArg(args, 'format') ?? 'sepa';
if (format !== 'sepa' && format !== 'cbi') throw new Error('--format sepa or cbi');
const port = intArg(args, 'port', 4610);
const keep = args.has('keep');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-run-bench-'));
const dataDir = path.join(root, 'data');

const reset = spawnSync('npx', ['tsx', 'api/scripts/db-reset.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: 'inherit',
});
if (reset.status !== 0) throw new Error('db:reset failed');

const database = await openDatabase({ dataDir });
let ids: number[];
try {
  const prisma = database.platform;
  const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const supplier = await prisma.supplier.findFirstOrThrow({ where: { tenantId: acme.id, iban: { not: null } } });
  // Amounts whose float sum drifts: 33.33, 0.10, 0.20 ... in turn.
  const amounts = ['33.33', '0.10', '0.20', '1234.56', '99.99'];
  ids = await payablePayments(
    prisma,
    acme.id,
    supplier.id,
    Array.from({ length: count }, (_, i) => ({ amount: amounts[i % amounts.length]! })),
  );
} finally {
  await database.close();
}
console.log(`${count} open payments written`);

const server = await startServer(port, { DATA_DIR: dataDir });
try {
  const token = await signInFinance(server);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = performance.now();
  const res = await fetch(`${server.url}/api/payment-runs.php`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ payment_ids: ids, execution_date: bankingDay(), format }),
  });
  const body = (await res.json()) as { id: number; count: number; total_amount: number; error?: string };
  const createSeconds = (performance.now() - started) / 1000;
  if (res.status !== 201) throw new Error(`HTTP ${res.status}: ${body.error}`);
  const downloadStarted = performance.now();
  const file = await fetch(`${server.url}/api/payment-runs.php?id=${body.id}&download=1`, { headers });
  const bytes = Buffer.from(await file.arrayBuffer());
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  const filePath = path.join(root, `run.${format}.xml`);
  fs.writeFileSync(filePath, bytes);
  execFileSync('xmllint', ['--noout', '--nonet', '--schema', BANK_FILE_SCHEMAS[format], filePath], { stdio: 'pipe' });
  console.log(
    `${format}: ${body.count} payments, total ${body.total_amount.toFixed(2)}, file ${(bytes.length / 2 ** 20).toFixed(1)} MB, valid (xmllint)`,
  );
  console.log(
    `run built and file produced in ${createSeconds.toFixed(2)} s (POST, one transaction); download ${downloadSeconds.toFixed(2)} s; ` +
      `target < 5 s: ${createSeconds < 5 ? 'met' : 'NOT met'}`,
  );
  if (createSeconds >= 5) process.exitCode = 1;
} finally {
  await server.stop();
  if (!keep) fs.rmSync(root, { recursive: true, force: true });
  else console.log(`kept ${root}`);
}
