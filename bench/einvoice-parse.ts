// npx tsx bench/einvoice-parse.ts [--files 1000] [--signed-every 5] [--keep]
// Builds --files FatturaPA invoice files (the fixtures' suppliers and situations, one in
// --signed-every as a signed .xml.p7m, DER or base64, a quarter with their SdI _MT_ metadata file)
// into a ZIP on disk, then reads it in a fresh process as the import will: streamed intake, the
// hostile-input checks, CAdES opening, schema validation (schema compiled in the timed part),
// parsing into typed data and discrepancies. Prints files/s and the reading process's peak RSS.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFatturaPASchema, readEInvoiceUploads } from '../api/src/modules/einvoices/einvoice-reader.ts';
import { base64Envelope, createTestSigner, signCades } from '../tests/fixtures/fatturapa/p7m.ts';
import * as scenarios from '../tests/fixtures/fatturapa/scenarios.ts';
import { metadataFile, writeZip, type ZipItem } from '../tests/fixtures/fatturapa/zip.ts';
import { intArg, parseArgs, stringArg } from './args.ts';

const args = parseArgs();

async function build(files: number, signedEvery: number, zipPath: string): Promise<void> {
  const signer = await createTestSigner({ givenName: 'Laura', surname: 'Conti', fiscalCode: 'CNTLRA78M52L219Z' });
  const makers = [
    scenarios.stationeryInvoice,
    () => scenarios.orderInvoice(`ORD-2025-${String(Math.floor(Math.random() * 9000) + 1000)}`),
    scenarios.batchWithTwoBodies,
    () => scenarios.creditNote(),
    scenarios.professionalFee,
    scenarios.splitPaymentInvoice,
    scenarios.zeroRateInvoice,
    scenarios.instalmentsInvoice,
    scenarios.pdfAttachmentInvoice,
    scenarios.publicAdministrationInvoice,
    scenarios.discrepantInvoice,
  ];
  const items: ZipItem[] = [];
  for (let i = 0; i < files; i++) {
    const fixture = makers[i % makers.length]!();
    const folder = `fatture/${String(1 + (i % 12)).padStart(2, '0')}`;
    if (signedEvery > 0 && i % signedEvery === 0) {
      const der = await signCades(Buffer.from(fixture.xml), signer);
      const content = i % (signedEvery * 2) === 0 ? der : base64Envelope(der);
      items.push({ path: `${folder}/${fixture.fileName}.p7m`, content });
    } else {
      items.push({ path: `${folder}/${fixture.fileName}`, content: fixture.xml });
    }
    if (i % 4 === 0) {
      const metadata = metadataFile(fixture.fileName);
      items.push({ ...metadata, path: `${folder}/${metadata.path}` });
    }
  }
  await writeZip(zipPath, items);
}

async function read(zipPath: string, expected: number): Promise<void> {
  const baseline = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  // Part of the timed run; measured apart because it happens once per process.
  await loadFatturaPASchema();
  const loadSeconds = (performance.now() - started) / 1000;
  const loadedRss = process.memoryUsage().rss;
  const counts = { invoice: 0, metadata: 0, error: 0, bodies: 0, discrepancies: 0 };
  let peakSampled = baseline;
  for await (const outcome of readEInvoiceUploads([{ name: path.basename(zipPath), path: zipPath }])) {
    counts[outcome.kind] += 1;
    if (outcome.kind === 'invoice') {
      counts.bodies += outcome.document.bodies.length;
      counts.discrepancies += outcome.document.bodies.reduce((n, body) => n + body.discrepancies.length, 0);
    } else if (outcome.kind === 'error') {
      console.error(`${outcome.file.label}: ${outcome.error.message}`);
    }
    if (counts.invoice % 50 === 0) peakSampled = Math.max(peakSampled, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    [
      `invoice files: ${counts.invoice} (${counts.bodies} invoices), SdI metadata skipped: ${counts.metadata}, refused: ${counts.error}, discrepancies found: ${counts.discrepancies}`,
      `time: ${seconds.toFixed(2)} s, ${(counts.invoice / seconds).toFixed(0)} files/s (${((seconds * 1000) / counts.invoice).toFixed(2)} ms per file)`,
      `of which loading libxml2 and compiling the schema: ${loadSeconds.toFixed(2)} s (once per process)`,
      `CPU: ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s`,
      `memory: ${mb(baseline)} before, ${mb(loadedRss)} with libxml2 and the schema loaded, peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} (sampled while reading ${mb(peakSampled)})`,
    ].join('\n'),
  );
  if (counts.invoice !== expected || counts.error !== 0) process.exitCode = 1;
}

const readPath = stringArg(args, 'read');
if (readPath) {
  await read(readPath, intArg(args, 'expect', 0));
} else {
  const files = intArg(args, 'files', 1000);
  const signedEvery = intArg(args, 'signed-every', 5);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-bench-'));
  const zipPath = path.join(folder, `fatture-${files}.zip`);
  const started = performance.now();
  await build(files, signedEvery, zipPath);
  console.log(
    `built ${zipPath}: ${files} invoice files, ${(fs.statSync(zipPath).size / 1024 / 1024).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s (${os.cpus().length} CPUs, Node ${process.version})`,
  );
  // Reading runs in a fresh process so that its peak RSS is the reader's, not the builder's.
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--read', zipPath, '--expect', String(files)],
    {
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (!args.has('keep')) fs.rmSync(folder, { recursive: true, force: true });
  process.exitCode = code ?? 1;
}
