// npx tsx bench/load/promotion.ts --database-url URL [--only "dashboard,offers(first"] [--duration 6] [--connections 10]
//   [--v8-flags="--flag --other=1"] [--survivors [--top 25]]
// What each request leaves for the old generation: the server under V8's --trace-gc-nvp, each operation
// at full speed (--connections, 10 by default), and the bytes its minor GCs promoted, per request. Garbage promoted
// this way is collected only by mark-compacts, whose concurrent marking slows the server for ~150 ms
// (the p99 at 70% of issue 15, point 4) and whose growing heap is the RSS of point 5. Unlike CPU time,
// the figure hardly moves with the machine's load (docs/performance.md, 2026-11-30 08:15 UTC).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import './production-env.ts';
import { intArg, parseArgs, postgresUrlArg, stringArg } from '../args.ts';
import { samplingParams, summariseSamples, type SampleNode } from './heap-samples.ts';
import { connectInspector } from './inspector-client.ts';
import { prepareFixtures, withDatabase } from './fixtures.ts';
import { loadRun } from './measure.ts';
import { operationsNamed } from './operations.ts';
import { startServer } from './server.ts';
import { runtimeUrl } from '../runtime-url.ts';

const args = parseArgs();
const url = postgresUrlArg(args);
const seconds = intArg(args, 'duration', 6);
const connections = intArg(args, 'connections', 10);
const ops = (stringArg(args, 'only') ?? 'dashboard,shell,offers(first,invoices(first,GET /api/invoices.php')
  .split(',')
  .map((name) => operationsNamed(name)[0]!);

const { fixtures } = await withDatabase({ url }, async (sql) => ({ fixtures: await prepareFixtures(sql, 0) }));
// Node refuses --trace-gc-nvp (and many other V8 flags, --v8-flags) in NODE_OPTIONS; V8 takes them at run
// time from a preloaded module. Not the heap's sizes, which V8 reads at start: those go in NODE_OPTIONS
// (`NODE_OPTIONS=--max-semi-space-size=64 npx tsx bench/load/promotion.ts ...`).
const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-')), 'trace-gc.mjs');
const v8Flags = ['--trace-gc-nvp', ...(stringArg(args, 'v8-flags') ?? '').split(' ').filter(Boolean)];
// --survivors: V8's sampling heap profiler in the server, keeping only what no minor GC collected: the
// allocation stacks of the promoted bytes (plus what is alive at the end). The inspector is opened in the
// app's process only: npx and tsx's launcher, which run the probe too, would take its port first.
const survivors = args.has('survivors');
const inspectPort = 9239;
fs.writeFileSync(
  probe,
  [
    "import v8 from 'node:v8';",
    ...v8Flags.map((flag) => `v8.setFlagsFromString(${JSON.stringify(flag)});`),
    survivors
      ? `if (process.argv[1]?.endsWith('api/src/main.ts')) (await import('node:inspector')).open(${inspectPort}, '127.0.0.1');`
      : '',
  ].join('\n'),
);
// Node options of the caller's (--no-async-context-frame, say) reach the server too.
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${probe}`.trim();
const sampled: string[] = [];

let counting = false;
let promoted = 0;
let markCompacts = 0;
let pending = '';
const server = await startServer(
  intArg(args, 'port', 4200),
  { DATABASE_URL: await runtimeUrl(url) },
  {
    stdout: (text) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      if (!counting) return;
      for (const line of lines) {
        promoted += Number(/promoted=(\d+)/.exec(line)?.[1] ?? 0);
        if (/gc=(mc|ms)\b/.test(line)) markCompacts += 1;
      }
    },
  },
);
const rows: string[] = [];
try {
  // Every operation once before any is measured: a cold server's first seconds promote its compiled code
  // and caches, which would be charged to whichever operation came first.
  for (const op of ops) await loadRun(server, op, fixtures, { seconds: 2, connections: 10 });
  for (const op of ops) {
    await loadRun(server, op, fixtures, { seconds: 1, connections: 10 });
    const inspector = survivors ? await connectInspector(inspectPort) : undefined;
    await inspector?.post('HeapProfiler.startSampling', samplingParams(false));
    [counting, promoted, markCompacts] = [true, 0, 0];
    const run = await loadRun(server, op, fixtures, { seconds, connections });
    if (inspector) {
      const { profile } = await inspector.post<{ profile: { head: SampleNode } }>('HeapProfiler.stopSampling');
      inspector.close();
      const summary = summariseSamples(profile.head, Math.round(run.rps * seconds), intArg(args, 'top', 25));
      sampled.push(`${op.name}: not collected by a minor GC, ${summary}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // the last trace lines
    counting = false;
    const requests = Math.round(run.rps * seconds);
    rows.push(
      `| ${op.name} | ${requests} | ${(promoted / requests / 1024).toFixed(1)} | ${markCompacts} | ${run.cpuMsPerRequest.toFixed(2)} |`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(path.dirname(probe), { recursive: true, force: true });
}
console.log(
  `\n| operation | requests | promoted KB/request | mark-compacts | server CPU ms/req |\n|---|---:|---:|---:|---:|`,
);
console.log(rows.join('\n'));
for (const summary of sampled) console.log(`\n${summary}`);
