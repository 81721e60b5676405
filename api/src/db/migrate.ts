// Applies prisma/migrations without Prisma's native engine, recording them in _prisma_migrations
// exactly as `prisma migrate deploy` does, so either tool can take over from the other.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const defaultMigrationsDir = path.resolve(import.meta.dirname, '../../../prisma/migrations');

/** Prisma Migrate's own advisory lock key: this tool and `prisma migrate deploy` exclude each other. */
const PRISMA_ADVISORY_LOCK = 72707369;

/** One database session: the advisory lock and the transactions below are per session. */
export interface MigrationExecutor {
  /** Runs a script of any number of statements, without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one statement with $1, $2, ... parameters. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** Takes a Client or a checked-out PoolClient, never a Pool: a Pool may switch sessions per query. */
export function pgExecutor(client: pg.ClientBase): MigrationExecutor {
  return {
    async exec(sql) {
      await client.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as Row[];
    },
  };
}

export function pgliteExecutor(db: PGlite): MigrationExecutor {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
  };
}

interface LocalMigration {
  name: string;
  script: string;
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export function checksum(script: string): string {
  return createHash('sha256').update(script, 'utf8').digest('hex');
}

// Prisma accepts a script whose line endings changed since it was applied (git autocrlf).
function checksumMatches(script: string, recorded: string): boolean {
  const variants = [script, script.replaceAll('\r\n', '\n'), script.replaceAll('\r\n', '\n').replaceAll('\n', '\r\n')];
  return variants.some((variant) => checksum(variant) === recorded);
}

// Deliberately separate from schema-engine.ts's reader: the server must not load the WASM engine.
export async function readMigrations(migrationsDir: string): Promise<LocalMigration[]> {
  const entries = await fs.readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b)); // the order the Prisma CLI applies them in
  const migrations: LocalMigration[] = [];
  for (const name of names) {
    const file = path.join(migrationsDir, name, 'migration.sql');
    const script = await fs.readFile(file, 'utf8').catch((error: Error) => {
      throw new Error(`Migration ${name} cannot be read from ${file}: ${error.message}`);
    });
    migrations.push({ name, script });
  }
  return migrations;
}

// Prisma's table, column for column, so `prisma migrate deploy/status` read our rows as theirs.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"            VARCHAR(64) NOT NULL,
    "finished_at"         TIMESTAMPTZ,
    "migration_name"      VARCHAR(255) NOT NULL,
    "logs"                TEXT,
    "rolled_back_at"      TIMESTAMPTZ,
    "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Applies the migrations not yet recorded, in folder-name order, each in its own transaction,
 * and returns their names. Refuses to start when an applied migration's file has changed or a
 * migration is recorded as failed, so nothing runs on top of an unknown schema.
 */
export async function applyMigrations(
  exec: MigrationExecutor,
  migrationsDir: string = defaultMigrationsDir,
): Promise<string[]> {
  const local = await readMigrations(migrationsDir);
  // Session-level lock: concurrent starters wait here until the first one has finished.
  await exec.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
  try {
    await exec.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await exec.query<MigrationRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
    );
    const live = rows.filter((row) => row.rolled_back_at === null);
    const failed = live.filter((row) => row.finished_at === null).map((row) => row.migration_name);
    if (failed.length > 0) {
      throw new Error(
        `Migration ${failed.join(', ')} failed earlier and is still marked as started in _prisma_migrations. ` +
          'Fix the database by hand, then mark it with `prisma migrate resolve` (or delete its row).',
      );
    }
    const applied = new Map(live.map((row) => [row.migration_name, row.checksum]));
    for (const migration of local) {
      const recorded = applied.get(migration.name);
      if (recorded !== undefined && !checksumMatches(migration.script, recorded)) {
        throw new Error(
          `Migration ${migration.name} was modified after it was applied: its migration.sql no longer ` +
            'matches the checksum in _prisma_migrations. Restore the file and put the change in a new migration.',
        );
      }
    }

    const done: string[] = [];
    for (const migration of local.filter((m) => !applied.has(m.name))) {
      await exec.exec('BEGIN');
      try {
        await exec.exec(migration.script);
        await exec.query(
          `INSERT INTO "_prisma_migrations"
             (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, now(), 1)`,
          [randomUUID(), checksum(migration.script), migration.name],
        );
        await exec.exec('COMMIT');
      } catch (error) {
        await exec.exec('ROLLBACK').catch(() => {});
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.name} failed and was rolled back: ${reason}`, { cause: error });
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    // If the session is broken the server has already dropped the lock with it.
    await exec.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => {});
  }
}

export async function migrateWithPg(
  databaseUrl: string,
  migrationsDir: string = defaultMigrationsDir,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await applyMigrations(pgExecutor(client), migrationsDir);
  } finally {
    await client.end();
  }
}

export function migrateWithPglite(db: PGlite, migrationsDir: string = defaultMigrationsDir): Promise<string[]> {
  return applyMigrations(pgliteExecutor(db), migrationsDir);
}
