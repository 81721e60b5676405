/**
 * Issue 17 point 6: "a process killed mid-delivery loses nothing". An e-mail is enqueued; the outbox
 * worker runs in a child process (as the server runs it) with a real SMTP server, started here, as its
 * mail server. The SMTP server holds the DATA phase (no reply) and the child is SIGKILLed while it
 * waits. The message is still in the outbox, leased to the dead worker; a restarted worker takes it
 * again once the lease has run out and delivers it, with the same Message-ID (derived from the outbox
 * id) so a receiver could drop a duplicate; then it is never sent again. PGlite and PostgreSQL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import type { App } from '../../api/src/context.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { inTenantTx } from '../../api/src/db/tenant-scope.ts';
import { enqueueEmail } from '../../api/src/modules/email/email-channel.ts';
import { passwordResetMail } from '../../api/src/modules/email/templates.ts';
import { runOutboxOnce, startOutboxWorker } from '../../api/src/modules/outbox/worker.ts';
import { createStorage } from '../../api/src/shared/storage.ts';
import { testDatabaseKind } from '../setup/database.ts';
import { startSmtpCapture } from '../setup/smtp-capture.ts';
import { currentTemplate } from '../setup/template.ts';
import { bundleForChild, prepareDatabase, type Cleanup, type PreparedDatabase } from './support/child-process.ts';

const cleanup: Cleanup = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/**
 * The child's database: on PGlite a data directory restored from the run's seeded template (a fresh
 * migrate and seed costs tens of seconds on a busy machine), else prepareDatabase's.
 */
async function prepareSeeded(): Promise<PreparedDatabase> {
  const template = currentTemplate();
  if (testDatabaseKind !== 'pglite' || !template?.dumpFile) return prepareDatabase(cleanup);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-outbox-kill-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const loadDataDir = new Blob([fs.readFileSync(template.dumpFile)]);
  await (await openDatabase({ dataDir: dir, loadDataDir })).close();
  const uploadDir = path.join(dir, 'uploads');
  return {
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      SCHEDULER: '0',
      UPLOAD_DIR: uploadDir,
      DATA_DIR: dir,
      DATABASE_URL: '',
    },
    reopen: () => openDatabase({ dataDir: dir }),
    uploadDir,
  };
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`an outbox worker killed mid-send (${testDatabaseKind})`, () => {
  it('loses nothing: after a restart the message is delivered, under the same Message-ID', async () => {
    const [smtp, db, entry] = await Promise.all([
      startSmtpCapture({ holdData: true }),
      prepareSeeded(),
      bundleForChild('tests/reliability/support/outbox-worker.ts', cleanup),
    ]);
    cleanup.push(() => smtp.close());
    const env: NodeJS.ProcessEnv = {
      ...db.env,
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Acquisti <acquisti@acme.test>',
      OUTBOX_POLL_MS: '100',
      OUTBOX_LEASE_SECONDS: '2',
    };
    const config = loadConfig(env);
    const storage = createStorage({ databaseUrl: env.DATABASE_URL || undefined, uploadDir: db.uploadDir });

    // The message, written as a change's transaction writes it.
    let database = await db.reopen();
    const acme = await database.platform.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const id = await inTenantTx(database.prisma, acme.id, (tx) =>
      enqueueEmail(tx, {
        tenantId: acme.id,
        dedupeKey: 'kill-test',
        to: 'it@acme.test',
        mail: passwordResetMail('Ivo', 'http://localhost:4000/reset-password?token=abc'),
      }),
    );
    if (testDatabaseKind === 'pglite') await database.close();

    const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const gone = new Promise((resolve) => child.once('exit', resolve));
    cleanup.push(() => void child.kill('SIGKILL'));
    // The worker has sent the whole message and waits for the server's reply: kill it there.
    await waitUntil(() => smtp.held() === 1, `the e-mail to reach the DATA phase (child: ${output})`);
    child.kill('SIGKILL');
    await gone;
    expect(smtp.dropHeld()).toBe(1);
    expect(smtp.messages).toHaveLength(0);

    database = await db.reopen();
    if (testDatabaseKind === 'pglite') cleanup.push(() => database.close());
    const stranded = await database.platform.outboxMessage.findUniqueOrThrow({ where: { id: id! } });
    expect(stranded).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stranded.leaseToken).not.toBeNull();

    // The restarted worker (in this process, on the same database and mail server).
    const app: App = { config, database, storage };
    const worker = startOutboxWorker(app, 100, { leaseMs: config.outboxLeaseMs });
    const mail = await smtp.waitFor((m) => m.to.includes('it@acme.test'), 30_000);
    await worker.stop();
    expect(mail.subject).toBe('Reimposta la tua password');
    expect(mail.messageId).toBe(`<outbox-${id}@acme.test>`);
    const row = await database.platform.outboxMessage.findUniqueOrThrow({ where: { id: id! } });
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, leaseToken: null });
    // Delivered is final: another pass sends nothing again.
    expect(await runOutboxOnce(app)).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  }, 120_000);
});
