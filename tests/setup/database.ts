import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../api/src/db/client.ts';
import { adminQuery, currentTemplate } from './template.ts';

/** Which database the API tests run against: PGlite by default, the server when TEST_DATABASE_URL is set. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** Server only: the runtime role's URL (what a server process gets as DATABASE_URL). */
  url: string | undefined;
  /** Server only: the owner's URL (DATABASE_OWNER_URL). */
  ownerUrl: string | undefined;
  /** Runs a statement as the owner (DDL a test installs: triggers, functions); the runtime role may not. */
  ownerExec(sql: string): Promise<void>;
  drop(): Promise<void>;
}

/**
 * The runtime role of the test runs on the server: like production's, a member of purchaser_app
 * that is neither superuser nor owner nor BYPASSRLS (created by the template's migration).
 */
export const TEST_RUNTIME_ROLE = 'purchaser_test_runtime';

/** The URL of one database on the test server, as the owner (TEST_DATABASE_URL's role) or the runtime role. */
export function serverDatabaseUrl(serverUrl: string, name: string, as: 'owner' | 'runtime'): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (as === 'runtime') {
    url.username = TEST_RUNTIME_ROLE;
    url.password = 'runtime-secret';
  }
  return url.toString();
}

let dump: { file: string; bytes: ArrayBuffer } | undefined;

/**
 * The seeded template's PGlite dump, read once per worker (vitest keeps modules from file to file). PGlite
 * reads a dump only through arrayBuffer(): a Blob of the ~40 MB file, read afresh for each test file, cost
 * ~0.6 s of every file's start (the read, the Blob's copy, and its arrayBuffer() streaming the bytes back
 * in 64 KB chunks); a copy of bytes already in memory costs ~10 ms.
 */
function templateDump(file: string): Blob {
  if (dump?.file !== file) {
    const read = fs.readFileSync(file);
    dump = { file, bytes: read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength) };
  }
  const { bytes } = dump;
  return { type: 'application/x-tar', arrayBuffer: () => Promise.resolve(bytes.slice(0)) } as unknown as Blob;
}

/**
 * A fresh database for one test file: migrated and empty, or (seeded: true) a clone of the run's
 * seeded template (tests/setup/template.ts) when the global setup built one.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = options.seeded ? currentTemplate() : undefined;
  if (!serverUrl) {
    const loadDataDir = template?.dumpFile ? templateDump(template.dumpFile) : undefined;
    const database = await openDatabase({ migrate: !loadDataDir, loadDataDir });
    return {
      database,
      url: undefined,
      ownerUrl: undefined,
      ownerExec: async (sql) => void (await database.platform.$executeRawUnsafe(sql)),
      drop: () => database.close(),
    };
  }
  const name = `purchaser_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, template?.databaseName);
  const url = serverDatabaseUrl(serverUrl, name, 'runtime');
  const ownerUrl = serverDatabaseUrl(serverUrl, name, 'owner');
  const database = await openDatabase({
    databaseUrl: url,
    ownerUrl,
    migrate: !template?.databaseName,
    requireLeastPrivilege: true,
    poolSize: 20,
  });
  return {
    database,
    url,
    ownerUrl,
    ownerExec: (sql) => adminQuery(ownerUrl, sql),
    async drop() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** CREATE DATABASE, from the template when given; PostgreSQL refuses a template in use, so retry. */
async function createDatabase(serverUrl: string, name: string, templateName: string | undefined): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name}${templateName ? ` TEMPLATE ${templateName}` : ''}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
