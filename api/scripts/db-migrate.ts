// `npm run db:migrate`: applies pending prisma/migrations to the PostgreSQL server at
// DATABASE_URL (the embedded PGlite default migrates itself on start-up).
import { defaultMigrationsDir, migrateWithPg } from '../src/db/migrate.ts';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error(
      'DATABASE_URL is not set. Example: DATABASE_URL=postgresql://user:password@localhost:5432/purchaser npm run db:migrate',
    );
  }
  const applied = await migrateWithPg(databaseUrl, defaultMigrationsDir);
  if (applied.length === 0) console.log('Database is up to date: no pending migrations.');
  for (const name of applied) console.log(`Applied ${name}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
