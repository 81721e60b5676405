// Two independent server processes behind one load balancer: different DATA_DIRs (nothing shared
// on local disk), one PostgreSQL database. A file uploaded through one downloads through the other,
// a session from one is honoured by the other, the sign-in throttle counts across both, and the
// recurring-invoice job, run by both schedulers, generates each invoice once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../api/src/shared/storage.ts';
import { dueTemplateForChildProcess, type DueTemplate } from '../api/recurring-support.ts';
import { testDatabaseKind } from '../setup/database.ts';
import { freePort } from '../setup/free-port.ts';

const PDF = Buffer.from('%PDF-1.4\n% two servers\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

interface Server {
  base: string;
  output: () => string;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-two-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanup.push(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 90_000;
  while (!output.includes('"message":"listening"')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base: `http://127.0.0.1:${port}`, output: () => output };
}

const signIn = (server: Server, password: string, email = 'procurement@acme.test') =>
  fetch(`${server.base}/api/auth.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'acme', email, password }),
  });

describe('two server processes on one database', () => {
  it('keep uploaded files in the database whenever a PostgreSQL server is configured', () => {
    expect(createStorage({ databaseUrl: 'postgres://app@db/purchaser', uploadDir: '/tmp/x' }).kind).toBe('database');
    expect(createStorage({ databaseUrl: undefined, uploadDir: '/tmp/x' }).kind).toBe('folder');
  });

  // PGlite admits one process per data directory: this is the PostgreSQL pass's.
  const itOnServer = testDatabaseKind === 'postgres' ? it : () => undefined;
  itOnServer('refuse to start as the owner or a superuser, with the reason on one line', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, PORT: String(await freePort()) },
      stdio: 'pipe',
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Cannot start: Refusing to run as a privileged database role: database role \S+ is a superuser/m,
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  });
  itOnServer(
    'share files, sessions, throttles and the recurring job, with nothing on local disk',
    async () => {
      const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', SEED_DEMO: 'false' };
      delete env.SCHEDULER; // on: both run it
      const template: DueTemplate = await dueTemplateForChildProcess(env, 'purchaser-two-'); // sets DATABASE_URL
      cleanup.push(() => template.cleanup());
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);

      // A session made through A is honoured by B.
      const login = await signIn(a, 'demo1234');
      const token = ((await login.json()) as { token: string }).token;
      const auth = { authorization: `Bearer ${token}` };
      expect((await fetch(`${b.base}/api/auth.php`, { headers: auth })).status).toBe(200);

      // Upload through A, attach through B, download through both.
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'contratto.pdf');
      const up = await fetch(`${a.base}/api/contracts.php?upload=1`, { method: 'POST', body: form, headers: auth });
      expect(up.status).toBe(200);
      const key = ((await up.json()) as { path: string }).path;
      const suppliers = (await (await fetch(`${b.base}/api/suppliers.php`, { headers: auth })).json()) as {
        id: number;
      }[];
      const created = await fetch(`${b.base}/api/contracts.php`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ contract_name: 'Due server', supplier_id: suppliers[0]!.id, attachment_path: key }),
      });
      expect(created.status).toBe(200);
      for (const server of [b, a]) {
        const file = await fetch(`${server.base}/api/contracts.php?file=${encodeURIComponent(key)}`, { headers: auth });
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
      }

      // The sign-in throttle is one counter: failures through A lock the pair out at B as well.
      for (let i = 0; i < 5; i += 1) expect((await signIn(a, `wrong-${i}`, 'it@acme.test')).status).toBe(401);
      expect((await signIn(b, 'demo1234', 'it@acme.test')).status).toBe(429);

      // Each scheduler's first pass comes 5 s after its start; one of them generates the due invoice.
      const deadline = Date.now() + 30_000;
      while (![a, b].some((s) => s.output().includes('"message":"recurring invoices"'))) {
        if (Date.now() > deadline) throw new Error(`no recurring pass:\n${a.output()}\n${b.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 6_000)); // the other's pass has run too
      await template.expectGeneratedOnce();
    },
    120_000,
  );
});
