// The app running in this process on a loopback port, with the load fixtures prepared: the harness of
// the one-process tools (trace.ts: one request's statements and plans; cpu.ts: CPU per request).
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import type { App } from '../../api/src/context.ts';
import { createHttpServer } from '../../api/src/http/server.ts';
import { pgSql } from '../data/sql.ts';
import { cleanupFixtures, prepareFixtures, type Fixtures } from './fixtures.ts';
import { headersOf } from './measure.ts';
import type { Operation } from './operations.ts';
import { runtimeUrl } from '../runtime-url.ts';

export interface InProcess {
  app: App;
  /** A direct connection to the dataset (EXPLAIN, look-ups). */
  client: pg.Client;
  /** Sends the operation's next request; throws when its targets are used up. */
  send(op: Operation): Promise<{ status: number; body: string }>;
  /** Sends the operation's next request and throws unless it succeeded (the timing and profiling loops). */
  request(op: Operation): Promise<void>;
  close(): Promise<void>;
}

export async function startInProcess(url: string, targets: number, env: NodeJS.ProcessEnv = {}): Promise<InProcess> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const fixtures: Fixtures = await prepareFixtures(pgSql(client), targets);
  const app = await createApp(
    loadConfig({
      ...process.env,
      DATABASE_URL: await runtimeUrl(url),
      SEED_DEMO: 'false',
      SCHEDULER: 'false',
      LOG_LEVEL: 'error',
      ...env,
    }),
  );
  const server = createHttpServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  async function send(op: Operation): Promise<{ status: number; body: string }> {
    const next = op.next(fixtures);
    if (!next) throw new Error(`${op.name}: no targets left`);
    const response = await fetch(`${base}${next.path}`, {
      method: next.method,
      body: next.body,
      headers: headersOf(next),
    });
    return { status: response.status, body: await response.text() };
  }
  return {
    app,
    client,
    send,
    async request(op) {
      const { status, body } = await send(op);
      if (!op.ok(status, body)) throw new Error(`${op.name}: HTTP ${status} ${body.slice(0, 300)}`);
    },
    async close() {
      server.close();
      await app.database.close();
      await cleanupFixtures(pgSql(client), fixtures);
      await client.end();
    },
  };
}
