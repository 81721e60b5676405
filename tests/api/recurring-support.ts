// Shared by the tests that run recurring invoices in another process (the server, the cron job).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import type { App } from '../../api/src/context.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { createStorage } from '../../api/src/shared/storage.ts';
import { seedIfEmpty } from '../../prisma/seed/seed.ts';
import { createTestDatabase } from '../setup/database.ts';
import { addDays, today } from '../../api/src/shared/calendar.ts';

export interface DueTemplate {
  /** Asserts the child process generated the template's invoice exactly once and moved it on. */
  expectGeneratedOnce(): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * A seeded database for a child process, pointed to by `env` (DATABASE_URL on the server pass, else
 * DATA_DIR of a fresh PGlite directory, closed here because it admits one process), with the demo
 * recurring template due yesterday.
 */
export async function dueTemplateForChildProcess(env: NodeJS.ProcessEnv, prefix: string): Promise<DueTemplate> {
  const onServer = Boolean(process.env.TEST_DATABASE_URL);
  const db = onServer ? await createTestDatabase() : null;
  const dataDir = onServer ? null : fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = db ? db.database : await openDatabase({ dataDir: dataDir!, migrate: true });
  // The seed's demo attachments (on PGlite, files) go to a folder of this test's, removed by cleanup().
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}uploads-`));
  const app: App = {
    config: loadConfig({ NODE_ENV: 'test' }),
    database,
    storage: createStorage({ databaseUrl: db?.url, uploadDir }),
  };
  if (db) env.DATABASE_URL = db.url;
  else {
    env.DATA_DIR = dataDir!;
    delete env.DATABASE_URL;
  }
  await seedIfEmpty(app);
  const template = await database.platform.invoice.findFirstOrThrow({ where: { isRecurring: true } });
  const due = addDays(today(), -1);
  await database.platform.invoice.update({ where: { id: template.id }, data: { nextInvoiceDate: due } });
  if (!db) await database.close();

  return {
    async expectGeneratedOnce() {
      const check = db ? db.database : await openDatabase({ dataDir: dataDir!, migrate: false });
      try {
        expect(await check.platform.invoice.count({ where: { recurringParentId: template.id } })).toBe(1);
        const after = await check.platform.invoice.findUniqueOrThrow({ where: { id: template.id } });
        expect(after.nextInvoiceDate! > due).toBe(true);
      } finally {
        if (!db) await check.close();
      }
    },
    async cleanup() {
      await db?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
