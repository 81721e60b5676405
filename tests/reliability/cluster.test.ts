// WEB_CONCURRENCY > 1 (api/src/http/cluster.ts): several server processes share the port. Any worker
// answers any request (sessions live in the database), a dead worker is replaced, the once-only work
// (seed, recurring-invoice scheduler) happens once, and SIGTERM stops every process cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import { dueTemplateForChildProcess, type DueTemplate } from '../api/recurring-support.ts';
import { testDatabaseKind } from '../setup/database.ts';
import { freePort } from '../setup/free-port.ts';

let template: DueTemplate | null = null;
afterAll(async () => {
  await template?.cleanup();
});

// Answers are read by path, then compared whole.
type Json = any;

/** One request on a connection of its own: the cluster hands each new connection to the next worker. */
function request(port: number, path: string, body?: object, token?: string): Promise<{ status: number; json: Json }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body ? 'POST' : 'GET',
        agent: false,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WEB_CONCURRENCY: several server processes', () => {
  it('refuses more than one process on the embedded database, and values that are not a count', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded PGlite database admits one process',
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: 'two', DATABASE_URL: 'postgres://x' })).toThrow(/WEB_CONCURRENCY/);
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://x' }).workers).toBe(3);
  });

  // One server process per PGlite directory: the cluster runs on the PostgreSQL pass.
  const itOnServer = testDatabaseKind === 'postgres' ? it : () => undefined;
  itOnServer(
    'serves from every worker, replaces a dead one, runs the scheduler once and stops cleanly',
    async () => {
      const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', SEED_DEMO: 'false' };
      delete env.SCHEDULER; // the default: on, in the first worker only
      template = await dueTemplateForChildProcess(env, 'purchaser-cluster-'); // seeded; sets DATABASE_URL
      const port = await freePort();
      Object.assign(env, { PORT: String(port), WEB_CONCURRENCY: '2', BENCH: '1' }); // BENCH: /health names its worker
      const primary = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { env, stdio: 'pipe' });
      let output = '';
      primary.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      primary.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const lines = () =>
        output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      const listening = () => lines().filter((l) => l.message === 'listening');
      async function until(what: string, done: () => boolean): Promise<void> {
        const deadline = Date.now() + 90_000;
        while (!done()) {
          if (Date.now() > deadline || primary.exitCode !== null) throw new Error(`${what}; output:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }

      try {
        await until('two workers listening', () => listening().length === 2);
        const [first, second] = listening().map((l) => l.pid as number);
        expect(new Set(listening().map((l) => l.worker))).toEqual(new Set([1, 2]));
        expect(first).not.toBe(second);
        // The supervisor never loads the app (Prisma, the schema): a worker is ~200 MB, it ~70.
        const rssMb = (pid: number) =>
          Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
        expect(rssMb(primary.pid!)).toBeLessThan(120);
        expect(rssMb(first!)).toBeGreaterThan(rssMb(primary.pid!));

        // Both workers answer, and a session made by one is honoured by the other.
        const login = await request(port, '/graphql', {
          query:
            'mutation { login(tenant: "acme", email: "finance@acme.test", password: "demo1234") { ... on MutationLoginSuccess { data { token } } } }',
        });
        const token = login.json.data.login.data.token as string;
        const served = new Set<number>();
        for (let i = 0; i < 4; i += 1) served.add((await request(port, '/health')).json.worker as number);
        expect(served).toEqual(new Set([1, 2]));
        // Consecutive connections go to different workers, so these reach both.
        for (let i = 0; i < 4; i += 1) {
          const me = await request(port, '/graphql', { query: '{ viewer { user { email } } }' }, token);
          expect(me.json).toEqual({ data: { viewer: { user: { email: 'finance@acme.test' } } } });
        }

        // A worker that dies is replaced; requests keep being answered meanwhile.
        process.kill(second!, 'SIGKILL');
        await until('a replacement worker', () => listening().length === 3);
        expect(lines().some((l) => l.message === 'server process exited; starting another' && l.pid === second)).toBe(
          true,
        );
        const replacement = listening()[2]!;
        expect(replacement.worker).toBe(2);
        for (let i = 0; i < 4; i += 1) expect((await request(port, '/health')).status).toBe(200);

        // The scheduler's first pass comes 5 s after a worker starts: once, from worker 1 only.
        await until('the recurring pass', () => output.includes('"message":"recurring invoices"'));
        await new Promise((resolve) => setTimeout(resolve, 6_000)); // the replacement's 5 s have passed too
        const passes = lines().filter((l) => l.message === 'recurring invoices');
        expect(passes.map((l) => l.worker)).toEqual([1]);

        // SIGTERM to the supervisor stops every worker, then it exits 0.
        const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
        primary.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect([first, replacement.pid].filter((pid) => alive(pid as number))).toEqual([]);
      } finally {
        if (primary.exitCode === null) primary.kill('SIGKILL');
      }
      await template.expectGeneratedOnce();
    },
    180_000,
  );
});
