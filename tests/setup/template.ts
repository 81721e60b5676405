import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../api/src/config.ts';
import { openDatabase, type Database } from '../../api/src/db/client.ts';
import { createStorage } from '../../api/src/shared/storage.ts';
import { seedIfEmpty } from '../../prisma/seed/seed.ts';
import { serverDatabaseUrl } from './database.ts';

/**
 * Every API test file starts from the same migrated, seeded database. Building it once per run and
 * cloning it (a PGlite data-directory dump, or CREATE DATABASE ... TEMPLATE on the server) instead
 * of migrating and seeding per file keeps the suite inside its time budget on two cores.
 */
export interface Template {
  /** Uploaded PDFs the seed wrote; each app gets its own copy. */
  uploadDir: string;
  /** PGlite: path of the data-directory dump. */
  dumpFile?: string;
  /** Server: name of the template database. */
  databaseName?: string;
}

const ENV = 'PURCHASER_TEST_TEMPLATE';

export function currentTemplate(): Template | undefined {
  const raw = process.env[ENV];
  return raw ? (JSON.parse(raw) as Template) : undefined;
}

async function seed(database: Database, uploadDir: string, serverUrl: string | undefined): Promise<void> {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), uploadDir, scheduler: false };
  await seedIfEmpty({ config, database, storage: createStorage({ databaseUrl: serverUrl, uploadDir }) });
}

export async function buildTemplate(serverUrl: string | undefined): Promise<{ dispose(): Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-template-'));
  const uploadDir = path.join(root, 'uploads');
  fs.mkdirSync(uploadDir);
  let template: Template;
  if (!serverUrl) {
    const database = await openDatabase({ migrate: true });
    await seed(database, uploadDir, serverUrl);
    const dumpFile = path.join(root, 'pglite.tar');
    fs.writeFileSync(dumpFile, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await database.close();
    template = { uploadDir, dumpFile };
  } else {
    const databaseName = `purchaser_template_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}`);
    // Migrated as the owner, which also creates the runtime role; seeded as the runtime role.
    const database = await openDatabase({
      databaseUrl: serverDatabaseUrl(serverUrl, databaseName, 'runtime'),
      ownerUrl: serverDatabaseUrl(serverUrl, databaseName, 'owner'),
      migrate: true,
    });
    await seed(database, uploadDir, serverUrl);
    await database.close();
    template = { uploadDir, databaseName };
  }
  process.env[ENV] = JSON.stringify(template);
  return {
    async dispose() {
      if (template.databaseName) {
        await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${template.databaseName} WITH (FORCE)`);
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
