// npx tsx bench/load/alloc.ts --database-url URL --only offers [--requests 100] [--top 20]
// Bytes the server allocates per request of one operation, by package and by function: V8's sampling
// heap profiler over N sequential requests (the app in-process, as cpu.ts runs it), counting objects
// the young and the old generation collected too, so the figure is what the request allocated, not
// what survived. Unlike CPU time it does not move with the machine's load: on a shared machine this is
// the steady way to compare two versions of a hot path (docs/performance.md).
import './production-env.ts';
import { Session } from 'node:inspector/promises';
import { intArg, parseArgs, postgresUrlArg, stringArg } from '../args.ts';
import { samplingParams, summariseSamples, type SampleNode } from './heap-samples.ts';
import { startInProcess } from './in-process.ts';
import { operationsNamed } from './operations.ts';

const args = parseArgs();
const url = postgresUrlArg(args);
const requests = intArg(args, 'requests', 100);
const top = intArg(args, 'top', 20);
const op = operationsNamed(stringArg(args, 'only') ?? 'offers(first')[0]!;

const { request, close } = await startInProcess(url, requests + 30, { NODE_ENV: 'production' });

try {
  for (let i = 0; i < 20; i += 1) await request(op); // warm-up: compiled plans, caches, JIT
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', samplingParams(true));
  for (let i = 0; i < requests; i += 1) await request(op);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: SampleNode };
  };
  session.disconnect();

  console.log(`${op.name}: ${requests} requests, allocated ${summariseSamples(profile.head, requests, top)}`);
} finally {
  await close();
}
