// npx tsx bench/load/v8-flags.ts --database-url postgres://postgres@127.0.0.1:5432/bench_1m \
//   [--configs "|--max-old-space-size=512|"] [--only "dashboard,GET /api/invoices.php"] [--duration 8] [--rss-parts]
// The server's memory against its CPU under a set of Node/V8 flags (issue 15, point 5): for each
// config, in the order given (repeat configs to alternate them), a fresh server process started as
// `node --import tsx <config> api/src/main.ts` with `npm start`'s NODE_OPTIONS and environment (the
// command line wins over NODE_OPTIONS, and takes the V8 flags Node refuses there, such as --no-maglev or
// --heap-growing-percent=20), then per operation a 2-second warm-up, a full-speed run and a run at 70% of
// it. Prints req/s, server CPU per request, p99 at 70% and the peak RSS; with --rss-parts also what that
// peak was made of (bench/load/rss-parts.ts). One machine's noise moves CPU by 10-20% and the peak RSS by
// +-10 MB between runs: compare alternated configs.
import './production-env.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { intArg, parseArgs, postgresUrlArg, stringArg } from '../args.ts';
import { prepareFixtures, withDatabase } from './fixtures.ts';
import { loadRun } from './measure.ts';
import { operationsNamed } from './operations.ts';
import type { RssParts } from './rss-parts.ts';
import { startServer } from './server.ts';
import { runtimeUrl } from '../runtime-url.ts';

const args = parseArgs();
const url = postgresUrlArg(args);
const seconds = intArg(args, 'duration', 8);
const port = intArg(args, 'port', 4200);
const configs = (stringArg(args, 'configs') ?? '|--max-old-space-size=512|').split('|');
const ops = (stringArg(args, 'only') ?? 'offers(first,invoices(first,GET /api/invoices.php,dashboard')
  .split(',')
  .map((name) => operationsNamed(name)[0]!);

const partsFile = args.has('rss-parts') ? path.join(os.tmpdir(), `rss-parts-${process.pid}.jsonl`) : undefined;
const partsModule = fileURLToPath(new URL('./rss-parts.ts', import.meta.url));

/** The sample with the highest RSS between two instants, as "files 59 · young 64 · ...". */
function peakParts(from: number, to: number): string {
  if (!partsFile || !fs.existsSync(partsFile)) return '';
  let peak: RssParts | undefined;
  for (const line of fs.readFileSync(partsFile, 'utf8').split('\n')) {
    if (!line) continue;
    const s = JSON.parse(line) as RssParts;
    if (s.t >= from && s.t <= to && (!peak || s.rss > peak.rss)) peak = s;
  }
  if (!peak) return ' |';
  const rest = peak.rss - peak.files - peak.young - peak.otherV8 - peak.mallocHeap;
  const mb = (n: number) => n.toFixed(0);
  return ` files ${mb(peak.files)} · young ${mb(peak.young)} · other V8 ${mb(peak.otherV8)} · malloc ${mb(peak.mallocHeap)} (ArrayBuffers ${mb(peak.arrayBuffers)}) · rest ${mb(rest)} |`;
}

const { fixtures } = await withDatabase({ url }, async (sql) => ({ fixtures: await prepareFixtures(sql, 0) }));
const runtime = { DATABASE_URL: await runtimeUrl(url) };
if (partsFile) process.env.RSS_PARTS_FILE = partsFile; // the server's environment is this process's
for (const flags of configs) {
  const nodeFlags = [...(partsFile ? [`--import=${partsModule}`] : []), ...flags.split(' ').filter(Boolean)];
  const server = await startServer(port, runtime, { nodeFlags });
  const lines: string[] = [];
  try {
    for (const op of ops) {
      await loadRun(server, op, fixtures, { seconds: 2, connections: 10 });
      const from = Date.now();
      const max = await loadRun(server, op, fixtures, { seconds, connections: 10 });
      const rate = Math.max(1, Math.round(0.7 * max.rps));
      const paced = await loadRun(server, op, fixtures, { seconds, connections: 10, rate });
      const rss = Math.max(max.peakRssMb, paced.peakRssMb);
      lines.push(
        `| ${op.name} | ${max.rps.toFixed(0)} | ${max.cpuMsPerRequest.toFixed(2)} | ${paced.p99.toFixed(0)} | ${rss.toFixed(0)} |${peakParts(from, Date.now())}`,
      );
    }
  } finally {
    await server.stop();
  }
  const parts = partsFile ? [' peak RSS made of (MB) |', '---|'] : ['', ''];
  console.log(
    `\nflags: ${flags || '(npm start only)'}\n\n| operation | req/s | server CPU ms/req | p99 ms @70% | RSS MB (peak) |${parts[0]}`,
  );
  console.log(`|---|---:|---:|---:|---:|${parts[1]}\n${lines.join('\n')}`);
}
if (partsFile) fs.rmSync(partsFile, { force: true });
