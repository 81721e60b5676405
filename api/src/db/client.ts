import fs from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { statementNames } from './prepared-statements.ts';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { logError } from '../shared/logger.ts';
import { migrateWithPg, migrateWithPglite } from './migrate.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { assertLeastPrivilege, ensureRuntimeRole } from './runtime-role.ts';
import { pgListen, pgliteListen, type Listen } from './listen.ts';
import { readThroughPool } from './pool-reads.ts';

export type Prisma = PrismaClient<'query'>;

/** A statement as sent: its SQL text and its parameters as a JSON array (as Prisma's query events give them). */
export type StatementListener = (sql: string, params: string) => void;

export interface Database {
  kind: 'pglite' | 'postgres';
  /**
   * The runtime connection. On a PostgreSQL server it sees no tenant rows by itself: use it through
   * db/tenant-scope.ts (one tenant under row-level security). PGlite connects as its superuser.
   */
  prisma: Prisma;
  /**
   * Every tenant's rows (app.scope = 'platform'): sign-in and sessions (the tenant is not known
   * yet), the principal admin's tenant and registration management, the scheduler, the seed.
   * Never for a request's own tenant data: that goes through ctx.db / inTenantTx.
   */
  platform: Prisma;
  /** Number of SQL statements sent, for query-budget tests and benchmarks. */
  statementCount(): number;
  /** Tells `listener` every statement sent from now on (the query-budget and index-use tests). */
  onStatement(listener: StatementListener): void;
  /**
   * LISTEN on a channel (the live updates): one dedicated connection per process on a server, PGlite's
   * in-process listener otherwise. Payloads of NOTIFY sent inside a transaction arrive on its commit.
   */
  listen: Listen;
  /** PGlite only: a dump of the data directory (loadable with OpenOptions.loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; ignored with databaseUrl. Undefined means in-memory. */
  dataDir?: string;
  /**
   * Server only: the table owner's URL (DATABASE_OWNER_URL), for migrations; with it, migrating also
   * creates the runtime role named in databaseUrl. Without it databaseUrl migrates too.
   */
  ownerUrl?: string;
  migrate?: boolean;
  /** Server only: refuse a superuser, BYPASSRLS or table-owner role for databaseUrl (the server does). */
  requireLeastPrivilege?: boolean;
  poolSize?: number;
  /**
   * Server only: name the statements so each connection prepares them once (DATABASE_PREPARED_STATEMENTS,
   * on by default; off behind a pooler in transaction mode, which cannot keep them per session).
   */
  preparedStatements?: boolean;
  /** PGlite only: start from this data-directory dump (tests clone one migrated, seeded template). */
  loadDataDir?: Blob;
}

/** Every statement sent, counted and told to listeners: Prisma's (query events) and the direct tenant reads. */
function statementLog(...clients: Prisma[]) {
  const listeners = new Set<StatementListener>();
  let count = 0;
  /** Counts a statement; its parameters become JSON text only for listeners (only tests listen). */
  const note = (sql: string, params: string | (() => string)) => {
    count += 1;
    if (listeners.size === 0) return;
    const text = typeof params === 'string' ? params : params();
    for (const listener of listeners) listener(sql, text);
  };
  for (const prisma of clients) prisma.$on('query', (event) => note(event.query, event.params));
  return { note, count: () => count, listen: (listener: StatementListener) => void listeners.add(listener) };
}

/** A listener that closing the database stops too (its connection would keep the process alive). */
function closedWithDatabase(listen: Listen, open: Set<() => Promise<void>>): Listen {
  return async (channel, onPayload) => {
    const stop = await listen(channel, onPayload);
    const once = async (): Promise<void> => {
      if (open.delete(once)) await stop();
    };
    open.add(once);
    return once;
  };
}

/** The platform pool's share of the connections: sign-in, token checks and platform administration. */
const PLATFORM_POOL_SHARE = 0.5;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsDir = path.resolve('prisma/migrations');
  if (options.databaseUrl) {
    const ownerUrl = options.ownerUrl ?? options.databaseUrl;
    if (options.migrate) await migrateWithPg(ownerUrl, migrationsDir);
    if (options.migrate && options.ownerUrl && options.ownerUrl !== options.databaseUrl) {
      await ensureRuntimeRole(options.ownerUrl, options.databaseUrl);
    }
    const poolSize = options.poolSize ?? 10;
    const prepared = options.preparedStatements !== false;
    // Prepared statements keep their parse and rewrite (row-level policies included) per connection,
    // but are planned for each execution's values: a generic plan, which PostgreSQL would otherwise
    // adopt after five runs, read spend by cost center 7x slower on bench_1m (docs/decisions.md).
    const planEachRun = prepared ? ['-c plan_cache_mode=force_custom_plan'] : [];
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: poolSize,
      ...(prepared ? { options: planEachRun.join(' ') } : {}),
    });
    // The same role, with app.scope = 'platform' for the whole session (row-level security admits
    // every tenant's rows only then); tenant transactions on it clear the setting locally and choose
    // their plan cache mode as on the tenant pool (db/tenant-scope.ts). Its own statements keep
    // PostgreSQL's default, which reuses a generic plan once it costs no more than planning each run:
    // the session lookup every authenticated request makes is a unique-key read whose planning (0.44
    // ms, three tables under row-level security) cost more than its execution (0.06 ms).
    const platformPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Math.max(2, Math.ceil(poolSize * PLATFORM_POOL_SHARE)),
      options: '-c app.scope=platform',
    });
    // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE ... FORCE)
    // emits 'error' on the pool. Prisma's adapter listens only while connected, so after $disconnect
    // (a shutdown's last moments) an unhandled one would end the process. The pool drops the client
    // either way; while closing, the ends are expected and not worth a log line.
    let closing = false;
    for (const p of [pool, platformPool]) {
      p.on('error', (error) => {
        if (!closing) logError('idle database connection lost', { error });
      });
    }
    if (options.requireLeastPrivilege) {
      try {
        await assertLeastPrivilege(pool);
      } catch (error) {
        await Promise.all([pool.end(), platformPool.end()]);
        throw error;
      }
    }
    const log = [{ emit: 'event' as const, level: 'query' as const }];
    // One name per statement text for both pools: a pg connection prepares each name on first use.
    const pgOptions = prepared ? { statementNameGenerator: statementNames() } : {};
    const prisma: Prisma = new PrismaClient({ adapter: new PrismaPg(pool, pgOptions), log });
    const platform: Prisma = new PrismaClient({ adapter: new PrismaPg(platformPool, pgOptions), log });
    const statements = statementLog(prisma, platform);
    readThroughPool(prisma, { pool, prepared, onStatement: statements.note });
    readThroughPool(platform, { pool: platformPool, prepared, onStatement: statements.note });
    const stopListening = new Set<() => Promise<void>>();
    return {
      kind: 'postgres',
      prisma,
      platform,
      statementCount: statements.count,
      onStatement: statements.listen,
      listen: closedWithDatabase(pgListen(options.databaseUrl), stopListening),
      async close() {
        closing = true;
        await Promise.all([...stopListening].map((stop) => stop()));
        await Promise.all([prisma.$disconnect(), platform.$disconnect()]);
        await Promise.all([pool.end(), platformPool.end()]);
      },
    };
  }

  let releaseLock = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
  }
  // Loaded only here: a server on PostgreSQL never needs the embedded database (issue 15, point 5:
  // PGlite's module and source map are ~40 MB of a process's memory).
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('pglite-prisma-adapter'),
  ]);
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
  const statements = statementLog(prisma);
  return {
    kind: 'pglite',
    prisma,
    // PGlite's one connection is its superuser, which row-level security does not bind; tenant
    // transactions switch to purchaser_app (SET LOCAL ROLE) and are bound all the same.
    platform: prisma,
    statementCount: statements.count,
    onStatement: statements.listen,
    listen: pgliteListen(pglite),
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
