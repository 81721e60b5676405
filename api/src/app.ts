import type { Config } from './config.ts';
import type { App } from './context.ts';
import { openDatabase } from './db/client.ts';
import { listenForNotificationEmails } from './modules/email/notification-emails.ts';
import { createStorage } from './shared/storage.ts';
import { seedIfEmpty } from '../../prisma/seed/seed.ts';
// The change feed's subscribers (notifications, e-mail, webhooks) register on import.
import './modules/audit/subscribers.ts';
// The outbox's delivery channels (e-mail, webhooks) register on import.
import './modules/outbox/channels.ts';

/** Opens the database (migrating it), seeds an empty one with the demo data, and wires the storage. */
export async function createApp(config: Config): Promise<App> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    preparedStatements: config.databasePreparedStatements,
    requireLeastPrivilege: true,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    // The embedded default migrates itself; a server is migrated with npm run db:migrate.
    migrate: !config.databaseUrl || config.migrateOnStart,
  });
  const app: App = { config, database, storage: createStorage(config) };
  if (config.seedDemo) await seedIfEmpty(app);
  // Issue 17: notifications are e-mailed (through the outbox) by each user's preference.
  listenForNotificationEmails(app);
  return app;
}
