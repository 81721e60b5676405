// npx tsx bench/einvoice-import.ts [--files 1000] [--port 4600] [--data-dir DIR] [--keep]
// Issue 14's import target: a ZIP of --files FatturaPA files (the fixtures' suppliers and situations,
// every invoice with its own number, a quarter with their SdI _MT_ metadata file) posted to
// POST /api/invoices.php?import=1 of the real server (a separate process, PGlite in a fresh data
// directory with the demo data) by the demo finance manager, streamed from disk. Prints the import's
// wall time, invoices per second and the server's peak RSS; the target is under 60 s for 1,000 files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { batchFile } from '../tests/fixtures/fatturapa/batch.ts';
import { metadataFile, writeZip, type ZipItem } from '../tests/fixtures/fatturapa/zip.ts';
import { intArg, parseArgs, stringArg } from './args.ts';
import { signInFinance, startServer } from './load/server.ts';

const args = parseArgs();
const files = intArg(args, 'files', 1000);
const port = intArg(args, 'port', 4600);
const keep = args.has('keep');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-import-bench-'));
const dataDir = path.resolve(stringArg(args, 'data-dir') ?? path.join(root, 'data'));

async function build(zipPath: string): Promise<number> {
  const items: ZipItem[] = [];
  let invoices = 0;
  for (let i = 0; i < files; i++) {
    const file = batchFile(i);
    invoices += file.spec.bodies.length;
    items.push({ path: `fatture/${file.fileName}`, content: file.xml });
    if (i % 4 === 0)
      items.push({ ...metadataFile(file.fileName), path: `fatture/${metadataFile(file.fileName).path}` });
  }
  await writeZip(zipPath, items);
  return invoices;
}

const zipPath = path.join(root, 'lotto.zip');
const expected = await build(zipPath);
console.log(`built ${files} files (${expected} invoices), ZIP ${(fs.statSync(zipPath).size / 2 ** 20).toFixed(1)} MB`);

// The demo data in a fresh embedded database (the finance manager of acme imports).
const reset = spawnSync('npx', ['tsx', 'api/scripts/db-reset.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: 'inherit',
});
if (reset.status !== 0) throw new Error('db:reset failed');

const server = await startServer(port, { DATA_DIR: dataDir });
try {
  const token = await signInFinance(server);
  const form = new FormData();
  form.append('file', await fs.openAsBlob(zipPath), 'lotto.zip');
  const baseline = (await server.stats()).rssBytes;
  const rss = server.sampleRss(250);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/invoices.php?import=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { imported: unknown[]; duplicates: unknown[]; errors: unknown[] };
  const seconds = (performance.now() - started) / 1000;
  const peak = await rss.stop();
  console.log(
    `HTTP ${res.status}: ${body.imported.length} imported, ${body.duplicates.length} duplicates, ${body.errors.length} errors`,
  );
  console.log(
    `${files} files (${expected} invoices) in ${seconds.toFixed(1)} s = ${(body.imported.length / seconds).toFixed(1)} invoices/s; ` +
      `server RSS ${(baseline / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB; ` +
      `target < 60 s: ${seconds < 60 ? 'met' : 'NOT met'}`,
  );
  if (body.imported.length !== expected) process.exitCode = 1;
} finally {
  await server.stop();
  if (!keep) fs.rmSync(root, { recursive: true, force: true });
  else console.log(`kept ${root}`);
}
