// npx tsx bench/load/cpu.ts --database-url URL --only offers [--requests 200] [--batches 5] [--cpu-prof FILE.cpuprofile]
// The quick loop behind the CPU work of docs/performance.md: the app in-process, one operation
// sent N times one after another over loopback, and the process's CPU time per request (user +
// system, process.cpuUsage). Sequential requests leave nothing to queue behind, so the figure is
// what one request costs the server (plus this script's fetch, the same for every variant compared).
import './production-env.ts';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { intArg, parseArgs, postgresUrlArg, stringArg } from '../args.ts';
import { startInProcess } from './in-process.ts';
import { operationsNamed } from './operations.ts';

const args = parseArgs();
const url = postgresUrlArg(args);
const requests = intArg(args, 'requests', 200);
// --batches N: the measured requests in N batches, and the cheapest batch beside the median: on a
// shared machine other processes only ever add to a batch's CPU time (cache, frequency), never take.
const batches = intArg(args, 'batches', 1);
const selected = operationsNamed(stringArg(args, 'only') ?? 'offers(first');

const { request, close } = await startInProcess(url, batches * requests + 20, { NODE_ENV: 'production' });

// --cpu-prof: a V8 profile of the measured requests only (no start-up, no warm-up), for profile-summary.ts.
const profileFile = stringArg(args, 'cpu-prof');
const inspector = profileFile ? new Session() : null;
inspector?.connect();

try {
  for (const op of selected) {
    for (let i = 0; i < 10; i += 1) await request(op); // warm-up: compiled plans, JIT
    const warm = Math.min(10, requests);
    const n = requests - warm;
    const perBatch: number[] = [];
    let wallMs = 0;
    for (let b = 0; b < batches; b += 1) {
      if (b === 0) {
        await inspector?.post('Profiler.enable');
        await inspector?.post('Profiler.start');
      }
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < n; i += 1) await request(op);
      const used = process.cpuUsage(cpu);
      wallMs += (performance.now() - started) / n / batches;
      perBatch.push((used.user + used.system) / 1000 / n);
      if (b === 0 && inspector && profileFile) {
        const { profile } = await inspector.post('Profiler.stop');
        fs.mkdirSync(profileFile.replace(/[^/]*$/, '') || '.', { recursive: true });
        fs.writeFileSync(profileFile, JSON.stringify(profile));
      }
    }
    const sorted = [...perBatch].sort((a, b) => a - b);
    const cpuMs = sorted[Math.floor(sorted.length / 2)]!;
    const spread = batches > 1 ? ` (median of ${batches} batches; cheapest ${sorted[0]!.toFixed(1)})` : '';
    console.log(
      `${op.name}: ${n * batches} requests, ${cpuMs.toFixed(1)} ms CPU/request${spread}, ${wallMs.toFixed(1)} ms wall/request`,
    );
  }
} finally {
  await close();
}
