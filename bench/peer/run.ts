// npm run bench:peer -- --database-url postgres://postgres@127.0.0.1:5432/bench_1m [--duration 10 --rounds 3]
// Issue 15: the app beside PostGraphile v5 over the same database and the same row-level security.
// Starts both servers as their own processes (the app: api/src/main.ts; the peer:
// bench/peer/postgraphile-server.ts), checks that both answer the same 50 offers and invoices in the
// same order, then runs every operation in alternating rounds (app, peer, app, peer ...) from this
// process: per round a full-speed run (autocannon) and a run at 70% of that round's full speed, its
// requests evenly spaced (bench/load/measure.ts says why not autocannon's own rate).
// Prints one table (medians over the rounds) with the ratios to the peer and the targets.
// --duration: seconds per run (10 for the record, 2-3 to try); --rounds: 3 for the record.
import { intArg, parseArgs, postgresUrlArg } from '../args.ts';
import { cleanupFixtures, prepareFixtures, withDatabase, type Fixtures } from '../load/fixtures.ts';
import { loadRun, median, statementsPerRequest, type RunResult } from '../load/measure.ts';
import { operations, type Operation } from '../load/operations.ts';
import { describeDataset, describeMachine, loadAverage } from '../load/report.ts';
import { startServer, type ServerHandle } from '../load/server.ts';
import { runtimeUrl } from '../runtime-url.ts';
import { assertNodeRuntime } from '../../tests/setup/node-runtime.ts';
import { assertSameRows, peerOperations } from './peer-operations.ts';
import { peerTable, type PeerRow } from './report.ts';

assertNodeRuntime('npm run bench:peer');
const args = parseArgs();
const url = postgresUrlArg(args);
const seconds = intArg(args, 'duration', 10);
const rounds = intArg(args, 'rounds', 3);
const connections = intArg(args, 'connections', 10);
const port = intArg(args, 'port', 4100);

const appOp = (prefix: string) => operations.find((op) => op.name.startsWith(prefix))!;
/** The operations in the order of the table; each round runs them in this order. */
const plan: { op: Operation; server: 'app' | 'peer'; peerOf?: string }[] = [
  { op: appOp('offers(first'), server: 'app', peerOf: 'offers' },
  { op: peerOperations.offers, server: 'peer' },
  { op: appOp('invoices(first'), server: 'app', peerOf: 'invoices' },
  { op: peerOperations.invoices, server: 'peer' },
  { op: appOp('GET /api/offers.php'), server: 'app', peerOf: 'offers' },
  { op: appOp('GET /api/invoices.php'), server: 'app', peerOf: 'invoices' },
  { op: appOp('dashboard'), server: 'app' },
];

const started = new Date();
const { fixtures, dataset } = await withDatabase({ url }, async (sql) => ({
  fixtures: await prepareFixtures(sql, 0),
  dataset: await describeDataset(sql),
}));
console.error(`dataset: ${dataset}; load average ${loadAverage()}`);
const runtime = { DATABASE_URL: await runtimeUrl(url) };
const servers: Record<'app' | 'peer', ServerHandle | null> = { app: null, peer: null };
try {
  servers.app = await startServer(port, runtime);
  servers.peer = await startServer(port + 1, runtime, { entry: 'bench/peer/postgraphile-server.ts' });
  await assertSameRows(servers.app, servers.peer, fixtures);
  console.error('both answer the same 50 offers and 50 invoices in the same order');

  const runs = new Map<string, { max: RunResult[]; paced: RunResult[] }>(
    plan.map((p) => [p.op.name, { max: [], paced: [] }]),
  );
  const statements = new Map<string, number>();
  for (const { op, server } of plan) {
    statements.set(op.name, await statementsPerRequest(servers[server]!, op, fixtures));
    // Warm-up (JIT, plan caches, pools, PostgreSQL caches) is not measured.
    await loadRun(servers[server]!, op, fixtures, { seconds: Math.min(3, seconds), connections });
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const { op, server } of plan) {
      const handle = servers[server]!;
      const max = await loadRun(handle, op, fixtures, { seconds, connections });
      const rate = Math.max(1, Math.round(0.7 * max.rps));
      const paced = await loadRun(handle, op, fixtures, { seconds, connections, rate });
      runs.get(op.name)!.max.push(max);
      runs.get(op.name)!.paced.push(paced);
    }
    console.error(`round ${round}/${rounds} done (load average ${loadAverage()})`);
  }

  const rows: PeerRow[] = plan.map(({ op, server, peerOf }) => {
    const { max, paced } = runs.get(op.name)!;
    const all = [...max, ...paced];
    return {
      name: `${server === 'peer' ? 'PostGraphile v5: ' : ''}${op.name}`,
      peerOf: peerOf && peerOperations[peerOf as keyof typeof peerOperations].name,
      key: op.name,
      rps: median(max.map((r) => r.rps)),
      p50: median(max.map((r) => r.p50)),
      p99: median(max.map((r) => r.p99)),
      p99At70: median(paced.map((r) => r.p99)),
      cpuMs: median(all.map((r) => r.cpuMsPerRequest)),
      dbCpuMs: median(all.map((r) => r.dbCpuMsPerRequest)),
      rssMb: Math.max(...all.map((r) => r.peakRssMb)),
      statements: statements.get(op.name)!,
      failed: all.reduce((sum, r) => sum + r.failed, 0),
    };
  });
  console.log(
    [
      '',
      `${started.toISOString()} - ${describeMachine()}`,
      `dataset: ${dataset} (PostgreSQL); one process per server; ${connections} connections, ` +
        `${rounds} alternating rounds x ${seconds} s (full speed, then 70% of it evenly paced), medians`,
      `load average at the end: ${loadAverage()}`,
      '',
      peerTable(rows),
    ].join('\n'),
  );
} finally {
  await servers.app?.stop();
  await servers.peer?.stop();
  await withDatabase({ url }, (sql) => cleanupFixtures(sql, fixtures as Fixtures));
}
