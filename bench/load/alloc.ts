// npx tsx bench/load/alloc.ts --database-url URL --only offers [--requests 100] [--top 20]
// Bytes the server allocates per request of one operation, by package and by function: V8's sampling
// heap profiler over N sequential requests (the app in-process, as cpu.ts runs it), counting objects
// the young and the old generation collected too, so the figure is what the request allocated, not
// what survived. Unlike CPU time it does not move with the machine's load: on a shared machine this is
// the steady way to compare two versions of a hot path (docs/performance.md).
import './production-env.ts';
import { Session } from 'node:inspector/promises';
import { intArg, parseArgs, postgresUrlArg, stringArg } from '../args.ts';
import { startInProcess } from './in-process.ts';
import { operationsNamed } from './operations.ts';

interface SampleNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SampleNode[];
}

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
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let i = 0; i < requests; i += 1) await request(op);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: SampleNode };
  };
  session.disconnect();

  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);
  let total = 0;
  const walk = (node: SampleNode, parent = '') => {
    const { functionName, url: file, lineNumber } = node.callFrame;
    const where = file.includes('node_modules/')
      ? file.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : file.startsWith('file://')
        ? `app: ${file.replace(/.*\/main\//, '').replace(/^(api\/src\/[^/]+|[^/]+\/[^/]+).*/, '$1')}`
        : file || '(native)';
    add(byPackage, where, node.selfSize);
    const name = `${functionName || '(anonymous)'} ${where}:${lineNumber}`;
    // A built-in (Map, push, slice) is named with the nearest JavaScript function that called it: "Map"
    // alone does not say whose maps they are.
    add(byFunction, file ? name : `${name} <- ${parent}`, node.selfSize);
    total += node.selfSize;
    node.children.forEach((child) => walk(child, file ? name : parent));
  };
  walk(profile.head);

  const kb = (bytes: number) => `${(bytes / requests / 1024).toFixed(1).padStart(9)} KB`;
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, bytes]) => `${kb(bytes)}  ${key}`)
      .join('\n');
  console.log(`${op.name}: ${requests} requests, ${(total / requests / 1024).toFixed(0)} KB allocated per request`);
  console.log(`\nper package\n${rows(byPackage)}\n\nper function\n${rows(byFunction)}`);
} finally {
  await close();
}
