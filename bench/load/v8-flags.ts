// npx tsx bench/load/v8-flags.ts --database-url postgres://postgres@127.0.0.1:5432/bench_1m \
//   [--configs "|--max-old-space-size=512|"] [--only "dashboard,GET /api/invoices.php"] [--duration 8]
// The server's memory against its CPU under a set of Node/V8 flags (issue 15, point 5): for each
// config, in the order given (repeat configs to alternate them), a fresh server process with
// `npm start`'s flags plus the config's (appended, so they win), then per operation a 2-second
// warm-up, a full-speed run and a run at 70% of it. Prints req/s, server CPU per request, p99 at 70%
// and the peak RSS. One machine's noise moves CPU by 10-20% between runs: compare alternated configs.
import './production-env.ts';
import { intArg, parseArgs, postgresUrlArg, stringArg } from '../args.ts';
import { prepareFixtures, withDatabase } from './fixtures.ts';
import { loadRun } from './measure.ts';
import { operationsNamed } from './operations.ts';
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

const { fixtures } = await withDatabase({ url }, async (sql) => ({ fixtures: await prepareFixtures(sql, 0) }));
const runtime = { DATABASE_URL: await runtimeUrl(url) };
for (const flags of configs) {
  // startServer appends this process's NODE_OPTIONS to the start script's flags; this process's own
  // flags were read when it started, so setting it here changes only the server's.
  process.env.NODE_OPTIONS = flags;
  const server = await startServer(port, runtime);
  const lines: string[] = [];
  try {
    for (const op of ops) {
      await loadRun(server, op, fixtures, { seconds: 2, connections: 10 });
      const max = await loadRun(server, op, fixtures, { seconds, connections: 10 });
      const rate = Math.max(1, Math.round(0.7 * max.rps));
      const paced = await loadRun(server, op, fixtures, { seconds, connections: 10, rate });
      const rss = Math.max(max.peakRssMb, paced.peakRssMb);
      lines.push(
        `| ${op.name} | ${max.rps.toFixed(0)} | ${max.cpuMsPerRequest.toFixed(2)} | ${paced.p99.toFixed(0)} | ${rss.toFixed(0)} |`,
      );
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nflags: ${flags || '(npm start only)'}\n\n| operation | req/s | server CPU ms/req | p99 ms @70% | RSS MB (peak) |`,
  );
  console.log(`|---|---:|---:|---:|---:|\n${lines.join('\n')}`);
}
