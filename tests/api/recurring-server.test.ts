// The server itself (api/src/main.ts, what `npm start` runs) starts the recurring-invoice scheduler:
// a due template gets its invoice within seconds of start-up, once, without any cron job.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import type { App } from '../../api/src/context.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { localStorage } from '../../api/src/lib/storage.ts';
import { seedIfEmpty } from '../../prisma/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

let db: TestDatabase | null = null;
let dataDir: string | null = null;
afterAll(async () => {
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the server runs the recurring-invoice scheduler in-process', () => {
  it('generates a due invoice soon after start-up, and the template moves on', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', SEED_DEMO: 'false' };
    delete env.SCHEDULER; // the default: on
    let app: App;
    if (process.env.TEST_DATABASE_URL) {
      db = await createTestDatabase();
      app = { config: loadConfig({ NODE_ENV: 'test' }), database: db.database, storage: localStorage(os.tmpdir()) };
      env.DATABASE_URL = db.url;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-sched-'));
      const database = await openDatabase({ dataDir, migrate: true });
      app = { config: loadConfig({ NODE_ENV: 'test' }), database, storage: localStorage(os.tmpdir()) };
      env.DATA_DIR = dataDir;
      delete env.DATABASE_URL;
    }
    await seedIfEmpty(app);
    const template = await app.database.prisma.invoice.findFirstOrThrow({ where: { isRecurring: true } });
    const now = new Date();
    const due = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - 1));
    await app.database.prisma.invoice.update({ where: { id: template.id }, data: { nextInvoiceDate: due } });
    if (!process.env.TEST_DATABASE_URL) await app.database.close(); // the embedded database admits one process

    env.PORT = String(await freePort());
    const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { env, stdio: 'pipe' });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // The first pass runs 5 s after start-up and logs what it generated.
      const deadline = Date.now() + 120_000;
      while (!output.includes('"message":"recurring invoices"') && Date.now() < deadline && server.exitCode === null)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(output).toContain('"message":"recurring invoices"');
      expect(output).toContain('"generated":1');
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }

    const check = process.env.TEST_DATABASE_URL
      ? app.database
      : await openDatabase({ dataDir: dataDir!, migrate: false });
    try {
      expect(await check.prisma.invoice.count({ where: { recurringParentId: template.id } })).toBe(1);
      const after = await check.prisma.invoice.findUniqueOrThrow({ where: { id: template.id } });
      expect(after.nextInvoiceDate! > due).toBe(true);
    } finally {
      if (!process.env.TEST_DATABASE_URL) await check.close();
    }
  }, 300_000);
});
