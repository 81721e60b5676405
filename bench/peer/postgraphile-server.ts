// The benchmark's peer (issue 15): PostGraphile v5 (Grafast) over the same database, as its own
// process, started by bench/peer/run.ts through startServer (bench/load/server.ts) like the app.
// Same security as the app: it connects as the app's runtime role (DATABASE_URL) and every request
// runs with pgSettings role = purchaser_app and app.tenant_id = the tenant the bench names in the
// x-bench-tenant header (the app takes the tenant from the session; the peer has no sessions).
// GET /health answers the fields the load driver reads (statements, event-loop delay, RSS).
import http from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { APP_ROLE } from '../../api/src/db/tenant-scope.ts';
import { startLoopDelay } from '../../api/src/http/loop-delay.ts';

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error('DATABASE_URL is required');
const port = Number(process.env.PORT ?? 4300);

// Statements counted at the pool's clients, as the app counts Prisma's query events.
let statements = 0;
const pool = new pg.Pool({ connectionString, max: 10 });
pool.on('connect', (client) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    statements += 1;
    return query(...args);
  };
});

const tenantOf = (req: http.IncomingMessage | undefined): string => {
  const value = req?.headers['x-bench-tenant'];
  return typeof value === 'string' && /^\d+$/.test(value) ? value : '';
};

const preset: GraphileConfig.Preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [
    makePgService({
      pool,
      schemas: ['public'],
      pgSettings: (ctx) => ({
        role: APP_ROLE,
        'app.tenant_id': tenantOf(ctx.node?.req),
        'app.scope': '',
      }),
    }),
  ],
  grafserv: { graphqlPath: '/graphql', graphiql: false, watch: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const handler = grafserv({ schema: await pgl.getSchema(), preset: pgl.getResolvedPreset() }).createHandler();
const loopDelay = startLoopDelay();

const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/health')) {
    if (req.url.includes('reset')) loopDelay.reset();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ok: true,
        statements,
        eventLoopDelayP99Ms: loopDelay.p99Ms(),
        rssBytes: process.memoryUsage().rss,
        worker: 1,
      }),
    );
    return;
  }
  handler(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
const stop = () => {
  server.close();
  void Promise.resolve(pgl.release()).then(() => pool.end());
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
