/**
 * Child process of tests/reliability/outbox-kill.test.ts: the outbox worker alone, as the server runs
 * it (its channels registered, a pass every OUTBOX_POLL_MS, leases of OUTBOX_LEASE_SECONDS), on the
 * database named by the environment (DATA_DIR: PGlite, taking over the lock a killed predecessor
 * left; or DATABASE_URL). Prints `ready` once polling; the parent SIGKILLs it mid-send.
 */
import { loadConfig } from '../../../api/src/config.ts';
import { openDatabase } from '../../../api/src/db/client.ts';
import '../../../api/src/modules/outbox/channels.ts';
import { startOutboxWorker } from '../../../api/src/modules/outbox/worker.ts';
import { createStorage } from '../../../api/src/shared/storage.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir },
);
startOutboxWorker({ config, database, storage: createStorage(config) });
// The worker's timer does not hold the process open (the server's listening socket does): this does.
setInterval(() => {}, 60_000);
console.log('ready');
