import type { Config } from './config.ts';
import type { App } from './context.ts';
import { openDatabase } from './db/client.ts';
import { createStorage } from './shared/storage.ts';
import { seedIfEmpty } from '../../prisma/seed/seed.ts';

/** Opens the database (migrating it), seeds an empty one with the demo data, and wires the storage. */
export async function createApp(config: Config): Promise<App> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    requireLeastPrivilege: true,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    // The embedded default migrates itself; a server is migrated with npm run db:migrate.
    migrate: !config.databaseUrl || config.migrateOnStart,
  });
  const app: App = { config, database, storage: createStorage(config) };
  if (config.seedDemo) await seedIfEmpty(app);
  return app;
}
