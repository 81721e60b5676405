// `npm run db:reset`: throws the data away and restores the demo state. With DATABASE_URL it
// recreates the public schema on that server, migrates and seeds; otherwise it deletes the
// embedded PGlite database and the uploads under DATA_DIR, then migrates and seeds afresh.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { defaultMigrationsDir, migrateWithPg } from '../src/db/migrate.ts';
import { ensureRuntimeRole } from '../src/db/runtime-role.ts';
import { DEMO_PASSWORD, seedDemo } from '../../prisma/seed/seed.ts';
import { createStorage } from '../src/shared/storage.ts';

/** Drops and recreates the schema as the owner (DATABASE_OWNER_URL, else DATABASE_URL). */
async function resetServer(config: Config): Promise<Database> {
  const databaseUrl = config.databaseOwnerUrl ?? config.databaseUrl!;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Also drops _prisma_migrations, so every migration runs again from the first.
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
  await migrateWithPg(databaseUrl, defaultMigrationsDir);
  if (config.databaseOwnerUrl && config.databaseUrl && config.databaseUrl !== config.databaseOwnerUrl) {
    await ensureRuntimeRole(config.databaseOwnerUrl, config.databaseUrl);
  }
  return openDatabase({ databaseUrl });
}

/** The pid in the data directory's lock file, if that process is still running. */
function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'purchaser.lock'), 'utf8'));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is running all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

async function resetEmbedded(config: Config): Promise<Database> {
  const pid = runningServer(config.dataDir);
  if (pid !== null) {
    throw new Error(
      `The server (process ${pid}) is using ${config.dataDir}: stop it before resetting, or set DATA_DIR to another folder.`,
    );
  }
  for (const folder of ['pglite', 'uploads']) {
    fs.rmSync(path.join(config.dataDir, folder), { recursive: true, force: true });
  }
  return openDatabase({ dataDir: config.dataDir, migrate: true });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const where = config.databaseUrl
    ? 'the PostgreSQL server at DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
  console.log(`Resetting ${where} to the demo data...`);
  const database = config.databaseUrl ? await resetServer(config) : await resetEmbedded(config);
  try {
    await seedDemo(database.platform, {
      superAdminEmail: config.superAdminEmail,
      storage: createStorage(config),
    });
  } finally {
    await database.close();
  }
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)}s. Demo accounts use the password ${DEMO_PASSWORD}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
