// npx tsx bench/load/trace.ts --database-url URL --only offers [--explain]
// The "why" tool behind docs/performance.md: runs ONE request of an operation against the app
// in-process and prints every SQL statement Prisma sent with its duration; with --explain, also
// EXPLAIN (ANALYZE, BUFFERS) of each SELECT under the same RLS role and tenant the app used.
import { parseArgs, postgresUrlArg, stringArg } from '../args.ts';
import { startInProcess } from './in-process.ts';
import { operationsNamed } from './operations.ts';

const args = parseArgs();
const url = postgresUrlArg(args);
const op = operationsNamed(stringArg(args, 'only') ?? 'dashboard')[0]!;

const { app, client, send, close } = await startInProcess(url, 50);

const statements: { query: string; params: string; ms: number }[] = [];
app.database.platform.$on('query', (e) => statements.push({ query: e.query, params: e.params, ms: e.duration }));
try {
  // One untraced request first: the trace should show steady state, not first-use compilation.
  for (const traced of [false, true]) {
    statements.length = 0;
    const started = performance.now();
    const { status, body } = await send(op);
    if (!traced) continue;
    console.log(`${op.name}: HTTP ${status}, ${body.length} bytes, ${(performance.now() - started).toFixed(1)} ms`);
    statements.forEach((s, i) => console.log(`${String(i + 1).padStart(3)}. ${s.ms} ms  ${s.query.slice(0, 400)}`));
    console.log(`${statements.length} statements, ${statements.reduce((sum, s) => sum + s.ms, 0)} ms in the database`);
  }
  if (args.has('explain')) {
    // The tenant the request ran under, as the app's own set_config statement passed it.
    const scope = statements.find((x) => x.query.includes("set_config('app.tenant_id'"));
    const tenantId = scope ? String((JSON.parse(scope.params) as unknown[])[0]) : '1';
    for (const s of statements.filter((x) => /^\s*SELECT/i.test(x.query) && x.query.includes('FROM'))) {
      await client.query('BEGIN');
      let plan: string;
      try {
        await client.query(`SELECT set_config('app.tenant_id', $1, true), set_config('role', 'purchaser_app', true)`, [
          tenantId,
        ]);
        const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.query}`, JSON.parse(s.params) as unknown[]);
        plan = result.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n');
      } catch (error) {
        plan = `  (not explained: ${(error as Error).message})`;
      } finally {
        await client.query('ROLLBACK');
      }
      console.log(`\n${s.query.slice(0, 300)}\n${plan}`);
    }
  }
} finally {
  await close();
}
