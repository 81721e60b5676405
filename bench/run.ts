// npm run bench -- --database-url postgres://postgres@127.0.0.1:5432/bench_1m [--duration 10 --runs 3 --only offers]
// (--cpu-prof DIR: the server writes a V8 CPU profile; see bench/load/profile-summary.ts;
//  --workers N: the server runs N processes, WEB_CONCURRENCY=N, PostgreSQL only)
// For each operation: statements per request, then full speed for --duration seconds and a fixed
// rate of 70% of that (requests evenly spaced, bench/load/measure.ts), --runs times each, and one
// table of medians. Targets only 127.0.0.1.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { assertLoopback, intArg, parseArgs, stringArg } from './args.ts';
import { cleanupFixtures, prepareFixtures, withDatabase } from './load/fixtures.ts';
import { loadRun, median, statementsPerRequest, type RunResult } from './load/measure.ts';
import { operations, type Operation } from './load/operations.ts';
import { describeDataset, describeMachine, loadAverage, table, type Row } from './load/report.ts';
import { startServer } from './load/server.ts';
import { runtimeUrl } from './runtime-url.ts';
import { assertNodeRuntime } from '../tests/setup/node-runtime.ts';

// Issue 15: figures are taken on Node 24, the runtime the project ships on.
assertNodeRuntime('npm run bench');
const args = parseArgs();
const url = stringArg(args, 'database-url') ?? process.env.DATABASE_URL;
const dataDir = stringArg(args, 'data-dir');
if (!url && !dataDir) throw new Error('Give --database-url (PostgreSQL on 127.0.0.1) or --data-dir (PGlite)');
if (url) assertLoopback(url);
const db = url ? { url } : { dataDir: path.resolve(dataDir!) };
const seconds = intArg(args, 'duration', 10);
const runs = intArg(args, 'runs', 3);
const connections = intArg(args, 'connections', 10);
const only = stringArg(args, 'only')?.split(',');
const workers = intArg(args, 'workers', 1);
const selected = operations.filter((op) => !only || only.some((o) => op.name.includes(o)));

/** An operation the schema or the route table does not have yet is reported, not failed. */
function missing(op: Operation): string | null {
  if (op.route && !fs.readFileSync('api/src/rest/routes.ts', 'utf8').includes(`'${op.route}'`)) {
    return 'n/a (route not registered)';
  }
  if (op.graphql) {
    const errors = validate(buildSchema(fs.readFileSync('schema.graphql', 'utf8')), parse(op.graphql));
    if (errors.length > 0) return `n/a (operation not in schema: ${errors[0]!.message})`;
  }
  return null;
}

const started = new Date();
const { fixtures, dataset } = await withDatabase(db, async (sql) => ({
  fixtures: await prepareFixtures(sql, intArg(args, 'targets', 20_000)),
  dataset: await describeDataset(sql),
}));
console.log(
  `dataset: ${dataset}; ${fixtures.pendingOffers.length} pending offers and ${fixtures.receivedOrders.length} ` +
    `uninvoiced received orders as mutation targets; load average ${loadAverage()}`,
);
const server = await startServer(
  intArg(args, 'port', 4100),
  url ? { DATABASE_URL: await runtimeUrl(url) } : { DATA_DIR: db.dataDir! },
  {
    cpuProfileDir: stringArg(args, 'cpu-prof'),
    workers,
  },
);
const rows: Row[] = [];
try {
  for (const op of selected) {
    const na = missing(op);
    if (na) {
      rows.push({ name: op.name, na });
      continue;
    }
    try {
      const statements = await statementsPerRequest(server, op, fixtures);
      // Warm-up (JIT, connection pool, PostgreSQL caches) is not measured.
      await loadRun(server, op, fixtures, { seconds: 2, connections, runsLeft: 2 * runs + 1 });
      const max: RunResult[] = [];
      for (let i = 0; i < runs; i += 1) {
        max.push(await loadRun(server, op, fixtures, { seconds, connections, runsLeft: 2 * runs - i }));
      }
      const rate = Math.max(1, Math.round(0.7 * median(max.map((r) => r.rps))));
      const paced: RunResult[] = [];
      for (let i = 0; i < runs; i += 1) {
        paced.push(await loadRun(server, op, fixtures, { seconds, connections, rate, runsLeft: runs - i }));
      }
      const all = [...max, ...paced];
      rows.push({
        name: op.name,
        maxRps: median(max.map((r) => r.rps)),
        rateRps: median(paced.map((r) => r.rps)),
        p50: median(paced.map((r) => r.p50)),
        p99: median(paced.map((r) => r.p99)),
        p99AtMax: median(max.map((r) => r.p99)),
        statements,
        rssMb: Math.max(...all.map((r) => r.peakRssMb)),
        loopP99Ms: median(paced.map((r) => r.loopP99Ms)),
        cpuMsPerRequest: median(all.map((r) => r.cpuMsPerRequest)),
        failed: all.reduce((sum, r) => sum + r.failed, 0),
      });
    } catch (error) {
      rows.push({ name: op.name, na: `n/a (${(error as Error).message.slice(0, 200)})` });
    }
    console.error(`done: ${op.name} (load average ${loadAverage()})`);
  }
} finally {
  await server.stop();
  await withDatabase(db, (sql) => cleanupFixtures(sql, fixtures));
}

const report = [
  `${started.toISOString()} - ${describeMachine()}`,
  `dataset: ${dataset} (${url ? 'PostgreSQL' : 'PGlite'}); ${workers} server process${workers > 1 ? 'es' : ''}; ` +
    `${connections} connections, ${runs} x ${seconds} s per phase, medians`,
  `load average at the end: ${loadAverage()}`,
  '',
  table(rows),
].join('\n');
console.log(`\n${report}`);
const out = stringArg(args, 'json');
if (out)
  fs.writeFileSync(out, JSON.stringify({ started, dataset, workers, machine: describeMachine(), rows }, null, 2));
