// `npm run db:migrate`: applies pending prisma/migrations to the PostgreSQL server (the embedded
// PGlite default migrates itself on start-up). Migrations run as the table owner,
// DATABASE_OWNER_URL; given both, it also creates (or updates) the runtime role that DATABASE_URL
// names, a member of purchaser_app that is neither owner nor superuser nor BYPASSRLS.
import { loadConfig } from '../src/config.ts';
import { defaultMigrationsDir, migrateWithPg } from '../src/db/migrate.ts';
import { ensureRuntimeRole } from '../src/db/runtime-role.ts';

async function main(): Promise<void> {
  const { databaseUrl: runtimeUrl, databaseOwnerUrl } = loadConfig();
  const ownerUrl = databaseOwnerUrl || runtimeUrl;
  if (!ownerUrl) {
    throw new Error(
      'Set DATABASE_OWNER_URL (the owner, for migrations) and DATABASE_URL (the runtime role the app uses). Example: ' +
        'DATABASE_OWNER_URL=postgresql://owner:secret@localhost:5432/purchaser DATABASE_URL=postgresql://purchaser_app_login:secret2@localhost:5432/purchaser npm run db:migrate',
    );
  }
  const applied = await migrateWithPg(ownerUrl, defaultMigrationsDir);
  if (applied.length === 0) console.log('Database is up to date: no pending migrations.');
  for (const name of applied) console.log(`Applied ${name}`);
  if (runtimeUrl && runtimeUrl !== ownerUrl) {
    const role = await ensureRuntimeRole(ownerUrl, runtimeUrl);
    console.log(`Runtime role ${role} is ready (member of purchaser_app; not owner, superuser or BYPASSRLS).`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
