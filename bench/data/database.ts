// The generator's target: a PostgreSQL database on 127.0.0.1 (created when missing, dropped first
// with --reset) or a PGlite data directory, migrated with the project's own migration runner.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from '../../api/src/db/data-dir-lock.ts';
import { migrateWithPg, migrateWithPglite } from '../../api/src/db/migrate.ts';
import { assertLoopback } from '../args.ts';
import { pgliteSql, pgSql, type Sql } from './sql.ts';

export interface Target {
  sql: Sql;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Databases the bench never creates, drops or fills, whatever the command line says. */
const PROTECTED = new Set(['postgres', 'test', 'root', 'template0', 'template1']);

/** Creates the bench database when missing (dropped first with reset); refuses the protected names. */
export async function prepareServerDatabase(url: string, reset: boolean): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Use a plain database name (a-z, 0-9, _), not '${name}'`);
  if (PROTECTED.has(name)) throw new Error(`Refusing to fill the database '${name}': name a bench database`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    if (reset) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

export async function openTarget(options: { url?: string; dataDir?: string; reset: boolean }): Promise<Target> {
  if (options.url) {
    assertLoopback(options.url);
    await prepareServerDatabase(options.url, options.reset);
    const applied = await migrateWithPg(options.url);
    if (applied.length > 0) console.log(`migrated: ${applied.join(', ')}`);
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    return { sql: pgSql(client), kind: 'postgres', close: () => client.end() };
  }
  const dir = path.resolve(options.dataDir!);
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  // The server keeps its PGlite files in DATA_DIR/pglite: the bench dataset is a DATA_DIR.
  if (options.reset) fs.rmSync(path.join(dir, 'pglite'), { recursive: true, force: true });
  const lite = new PGlite(path.join(dir, 'pglite'));
  await lite.waitReady;
  const applied = await migrateWithPglite(lite);
  if (applied.length > 0) console.log(`migrated: ${applied.join(', ')}`);
  return {
    sql: pgliteSql(lite),
    kind: 'pglite',
    async close() {
      await lite.close();
      release();
    },
  };
}
