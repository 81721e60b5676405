// `npm run jobs:recurring`: one pass of the recurring-invoice generator, for cron or by hand.
// Safe next to running servers (and their in-process schedulers): generation is idempotent and
// serialised per invoice in the database. With the embedded PGlite database the running server
// holds the data directory, so this script is for PostgreSQL deployments or a stopped server.
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/context.ts';
import { openDatabase } from '../src/db/client.ts';
import { createStorage } from '../src/shared/storage.ts';
import { runRecurringInvoices } from '../src/modules/jobs/recurring-invoices.ts';

const config = loadConfig();
let database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    migrate: !config.databaseUrl,
  });
} catch (error) {
  console.error(`Cannot open the database: ${(error as Error).message}`);
  console.error('With the embedded database a running server already runs this job itself (SCHEDULER=1).');
  process.exit(1);
}
const app: App = { config, database, storage: createStorage(config) };
try {
  const run = await runRecurringInvoices(app);
  console.log(`Recurring invoices: ${run.generated} generated, ${run.failed} failed`);
  process.exitCode = run.failed ? 1 : 0;
} finally {
  await database.close();
}
