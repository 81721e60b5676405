import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { logError } from '../http/log.ts';
import { migrateWithPg, migrateWithPglite } from './migrate.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Prisma = PrismaClient<'query'>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The owner connection: bypasses row-level security. Use only via db/tenant-scope.ts helpers. */
  prisma: Prisma;
  /** Number of SQL statements Prisma has sent, for query-budget tests and benchmarks. */
  statementCount(): number;
  /** PGlite only: a dump of the data directory (loadable with OpenOptions.loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; ignored with databaseUrl. Undefined means in-memory. */
  dataDir?: string;
  migrate?: boolean;
  poolSize?: number;
  /** PGlite only: start from this data-directory dump (tests clone one migrated, seeded template). */
  loadDataDir?: Blob;
}

function withStatementCounter(prisma: Prisma): () => number {
  let count = 0;
  prisma.$on('query', () => {
    count += 1;
  });
  return () => count;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsDir = path.resolve('prisma/migrations');
  if (options.databaseUrl) {
    if (options.migrate) await migrateWithPg(options.databaseUrl, migrationsDir);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE ... FORCE)
    // emits 'error' on the pool. Prisma's adapter listens only while connected, so after $disconnect
    // (a shutdown's last moments) an unhandled one would end the process. The pool drops the client
    // either way; while closing, the ends are expected and not worth a log line.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) logError('idle database connection lost', { error });
    });
    const prisma: Prisma = new PrismaClient({
      adapter: new PrismaPg(pool),
      log: [{ emit: 'event', level: 'query' }],
    });
    const statementCount = withStatementCounter(prisma);
    return {
      kind: 'postgres',
      prisma,
      statementCount,
      async close() {
        closing = true;
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }

  let releaseLock = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
  }
  // One options object: PGlite ignores loadDataDir when the first argument is an undefined data dir.
  const pglite = new PGlite({
    dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
    loadDataDir: options.loadDataDir,
  });
  await pglite.waitReady;
  if (options.migrate) await migrateWithPglite(pglite, migrationsDir);
  const prisma: Prisma = new PrismaClient({
    adapter: new PrismaPGlite(pglite),
    log: [{ emit: 'event', level: 'query' }],
  });
  const statementCount = withStatementCounter(prisma);
  return {
    kind: 'pglite',
    prisma,
    statementCount,
    async dumpDataDir() {
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('none');
    },
    async close() {
      await prisma.$disconnect();
      await pglite.close();
      releaseLock();
    },
  };
}
