import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksum, migrateWithPg, migrateWithPglite, readMigrations } from '../../api/src/db/migrate.ts';
import { diffSql, isEmptyDiff, prismaMigrationStatus } from '../../api/src/db/schema-engine.ts';

const root = path.resolve(import.meta.dirname, '../..');
const schemaPath = path.join(root, 'prisma/schema.prisma');
const migrationsDir = path.join(root, 'prisma/migrations');

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-test-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

interface MigrationRow {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
}

const serverUrl = process.env.TEST_DATABASE_URL;
// The schema/migrations agreement and the PGlite runner do not depend on the server: the PGlite pass
// of `npm test` checks them; the PostgreSQL pass checks the server runner below.
const describeOnPglite = serverUrl ? () => undefined : describe;

describeOnPglite('schema.prisma and prisma/migrations', () => {
  it('agree: the diff from the migrations to the schema is empty', async () => {
    const sql = await diffSql({ fromMigrationsDir: migrationsDir, schemaPath });
    expect(sql, 'schema.prisma changed without a migration: run npm run db:migration:create <name>').toBe('');
  });

  it('would disagree after a schema edit that has no migration', async () => {
    const schema = await fs.readFile(schemaPath, 'utf8');
    const edited = schema.replace('model Tenant {', 'model Tenant {\n  nickname String?');
    expect(edited).not.toBe(schema);
    // The generator output paths are relative; they are not used by a diff.
    const editedPath = path.join(tmp, 'schema.prisma');
    await fs.writeFile(editedPath, edited);
    const sql = await diffSql({ fromMigrationsDir: migrationsDir, schemaPath: editedPath });
    expect(isEmptyDiff(sql)).toBe(false);
    expect(sql).toContain('ALTER TABLE "Tenant" ADD COLUMN     "nickname" TEXT');
  });

  it('treats comment-only scripts as empty', () => {
    expect(isEmptyDiff('-- This is an empty migration.\n')).toBe(true);
    expect(isEmptyDiff('  \n-- x\nSELECT 1;')).toBe(false);
  });
});

describeOnPglite('applyMigrations on PGlite', () => {
  it('applies every migration once, records it as Prisma does, and is idempotent', async () => {
    const local = await readMigrations(migrationsDir);
    expect(local.length).toBeGreaterThan(0);
    const db = new PGlite();
    try {
      expect(await migrateWithPglite(db, migrationsDir)).toEqual(local.map((m) => m.name));
      expect(await migrateWithPglite(db, migrationsDir)).toEqual([]);

      const rows = (await db.query<MigrationRow>('SELECT * FROM "_prisma_migrations" ORDER BY migration_name')).rows;
      expect(rows.map((r) => r.migration_name)).toEqual(local.map((m) => m.name));
      for (const [i, row] of rows.entries()) {
        expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(row.checksum).toBe(checksum(local[i]!.script));
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.rolled_back_at).toBeNull();
        expect(row.applied_steps_count).toBe(1);
      }

      // Prisma's own engine (the logic behind `migrate status/deploy`) sees nothing left to do.
      const status = await prismaMigrationStatus(db, migrationsDir);
      expect(status).toMatchObject({ history: null, editedMigrationNames: [], failedMigrationNames: [] });
    } finally {
      await db.close();
    }
  });

  it('refuses to run when an applied migration was edited, naming it', async () => {
    const [first] = await readMigrations(migrationsDir);
    const db = new PGlite();
    try {
      await migrateWithPglite(db, migrationsDir);
      await db.query('UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2', [
        'f'.repeat(64),
        first!.name,
      ]);
      await expect(migrateWithPglite(db, migrationsDir)).rejects.toThrow(first!.name);
    } finally {
      await db.close();
    }
  });

  it('rolls back a failing migration and leaves it pending', async () => {
    const dir = path.join(tmp, 'broken');
    await fs.mkdir(path.join(dir, '20000101000000_ok'), { recursive: true });
    await fs.mkdir(path.join(dir, '20000101000001_broken'), { recursive: true });
    await fs.writeFile(path.join(dir, '20000101000000_ok/migration.sql'), 'CREATE TABLE "ok" (id int);');
    await fs.writeFile(
      path.join(dir, '20000101000001_broken/migration.sql'),
      'CREATE TABLE "half" (id int);\nSELEC 1;',
    );
    const db = new PGlite();
    try {
      await expect(migrateWithPglite(db, dir)).rejects.toThrow(/20000101000001_broken.*syntax error/);
      const names = (await db.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations"'))
        .rows;
      expect(names).toEqual([{ migration_name: '20000101000000_ok' }]);
      expect((await db.query(`SELECT to_regclass('"half"') AS t`)).rows).toEqual([{ t: null }]);
    } finally {
      await db.close();
    }
  });
});

// Registered only in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL), which CI always runs.
const describeOnServer = serverUrl ? describe : () => undefined;

describeOnServer('applyMigrations on the PostgreSQL server (TEST_DATABASE_URL)', () => {
  const name = `migrations_test_${randomBytes(6).toString('hex')}`;
  let url: string;

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('applies each migration exactly once when two processes start together', async () => {
    const local = (await readMigrations(migrationsDir)).map((m) => m.name);
    const [a, b] = await Promise.all([migrateWithPg(url, migrationsDir), migrateWithPg(url, migrationsDir)]);
    expect([...a!, ...b!].sort()).toEqual(local);
    expect(await migrateWithPg(url, migrationsDir)).toEqual([]);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<MigrationRow>(
        'SELECT * FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name',
      );
      expect(rows.map((r) => r.migration_name)).toEqual(local);
    } finally {
      await client.end();
    }
  });
});
