// Usage: npx tsx api/scripts/migrate-create.ts <name>
// Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql with the SQL that brings the
// existing migrations up to prisma/schema.prisma: `prisma migrate dev --create-only`, offline.
// Review (and extend, e.g. with row-level security) the file before committing it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { diffSql, LOCKFILE_CONTENT, LOCKFILE_NAME } from '../src/db/schema-engine.ts';

const root = path.resolve(import.meta.dirname, '../..');
const schemaPath = path.join(root, 'prisma/schema.prisma');
const migrationsDir = path.join(root, 'prisma/migrations');

function timestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14); // YYYYMMDDHHMMSS, UTC like Prisma
}

async function ensureLockfile(): Promise<void> {
  const file = path.join(migrationsDir, LOCKFILE_NAME);
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing === null) {
    await fs.writeFile(file, LOCKFILE_CONTENT);
  } else if (!/^provider\s*=\s*"postgresql"\s*$/m.test(existing)) {
    throw new Error(`${file} does not say provider = "postgresql"; refusing to mix providers.`);
  }
}

async function main(): Promise<void> {
  const slug = (process.argv[2] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error('Usage: npx tsx api/scripts/migrate-create.ts <name>');

  const existing = (await fs.readdir(migrationsDir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const name = `${timestamp(new Date())}_${slug}`;
  const last = existing.at(-1);
  // Migrations apply in name order; a new one sorting first would run before its prerequisites.
  if (last !== undefined && name.localeCompare(last) <= 0) {
    throw new Error(`New migration ${name} would not sort after ${last}; check the clock.`);
  }

  const sql = await diffSql({ fromMigrationsDir: migrationsDir, schemaPath });
  if (!sql) throw new Error('prisma/schema.prisma matches the migrations already: nothing to create.');

  await fs.mkdir(path.join(migrationsDir, name), { recursive: true });
  await fs.writeFile(path.join(migrationsDir, name, 'migration.sql'), sql);
  await ensureLockfile();
  console.log(`Created ${path.relative(root, path.join(migrationsDir, name, 'migration.sql'))}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
