import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../api/src/db/client.ts';
import { adminQuery, currentTemplate } from './template.ts';

/** Which database the API tests run against: PGlite by default, the server when TEST_DATABASE_URL is set. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: migrated and empty, or (seeded: true) a clone of the run's
 * seeded template (tests/setup/template.ts) when the global setup built one.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = options.seeded ? currentTemplate() : undefined;
  if (!serverUrl) {
    const loadDataDir = template?.dumpFile ? new Blob([fs.readFileSync(template.dumpFile)]) : undefined;
    const database = await openDatabase({ migrate: !loadDataDir, loadDataDir });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `purchaser_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, template?.databaseName);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrate: !template?.databaseName, poolSize: 20 });
  return {
    database,
    url: url.toString(),
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
