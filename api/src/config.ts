import { isIP } from 'node:net';
import path from 'node:path';

/** Every environment variable the server reads, read once and validated here. */
export interface Config {
  port: number;
  /** '' or a prefix such as '/Purchaser' under which everything is served. */
  basePath: string;
  /** PostgreSQL server URL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * The table owner's URL, for migrations and the demo seed only (DATABASE_OWNER_URL). The running
   * app connects with databaseUrl, a role that is neither owner nor superuser (db:migrate creates it).
   */
  databaseOwnerUrl: string | undefined;
  /**
   * DATABASE_PREPARED_STATEMENTS (on by default): each server connection prepares the app's statements
   * once. Off behind a connection pooler in transaction mode (PgBouncer), which cannot keep them.
   */
  databasePreparedStatements: boolean;
  dataDir: string;
  uploadDir: string;
  superAdminEmail: string;
  production: boolean;
  /** GraphiQL at /graphql: NODE_ENV=development only (`npm run dev`). */
  graphiql: boolean;
  /** Introspection and "Did you mean" suggestions: NODE_ENV=development or test, never otherwise. */
  introspection: boolean;
  /** Which X-Forwarded-For entries to believe (TRUST_PROXY); null: none, the peer is the client. */
  trustProxy: TrustProxy;
  /** Origins allowed to call /graphql and /api from a browser (CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /** NODE_ENV=test only (CSP_REPORT_FILE): where the browser's CSP violation reports are appended. */
  cspReportFile: string | null;
  sessionTtlHours: number;
  /** WEBHOOKS_ALLOW_PRIVATE=1: webhook targets on private, loopback or link-local addresses (tests; never production). */
  webhooksAllowPrivate: boolean;
  /** API_KEY_RATE_LIMIT: requests one API key may make per minute, across every server instance. */
  apiKeyRateLimit: number;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
  /** Run the recurring-invoice scheduler inside the server process. */
  scheduler: boolean;
  logLevel: 'silent' | 'error' | 'info';
  /** Server processes sharing the port (node:cluster); more than one needs a PostgreSQL server. */
  workers: number;
  /** Set by the cluster primary in each worker's environment: which worker this is (1..workers). */
  workerSlot: number | null;
  /**
   * MAX_CONCURRENT_REQUESTS (default 4): GraphQL requests a process runs at once, the others waiting
   * their turn (http/admission.ts).
   */
  maxConcurrentRequests: number;
  /** MIGRATE_ON_START=1: a server database is migrated at start-up too (the embedded one always is). */
  migrateOnStart: boolean;
  /** BENCH=1, for the load driver (bench/run.ts): GET /health reports statements, event-loop delay and RSS. */
  bench: boolean;
  /**
   * OUTBOX_WORKER: deliver the outbox's messages (e-mail, webhooks) from this process. On by default,
   * off under NODE_ENV=test unless set (a test starts its own worker); any number of processes may run it.
   */
  outboxWorker: boolean;
  /** OUTBOX_POLL_MS: how often the worker looks for due messages (default 2000). */
  outboxPollMs: number;
  /** OUTBOX_LEASE_SECONDS: how long a claimed message stays with its worker before another may take it (default 120). */
  outboxLeaseMs: number;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://host:465): e-mail is sent only when it is set. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every e-mail (default "Purchaser <noreply@localhost>"). */
  mailFrom: string;
  /**
   * PUBLIC_URL: the app's address as users reach it, for the links in e-mails (default
   * http://localhost:<PORT><BASE_PATH>); no trailing slash.
   */
  publicUrl: string;
}

const LOG_LEVELS: readonly Config['logLevel'][] = ['info', 'error', 'silent'];

function parseLogLevel(raw: string | undefined, fallback: Config['logLevel']): Config['logLevel'] {
  if (raw === undefined || raw === '') return fallback;
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new Error(`LOG_LEVEL must be ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(raw)}`);
  }
  return raw as Config['logLevel'];
}

/** A number of proxy hops in front of the server, or the proxies' own addresses and CIDR ranges. */
export type TrustProxy = { hops: number } | { addresses: string[] } | null;

function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return null;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(/[\s,]+/).filter(Boolean);
  for (const entry of addresses) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY must be a number of proxy hops or proxy addresses/CIDRs (10.0.0.1, 10.0.0.0/8), got ${JSON.stringify(raw)}`,
      );
    }
  }
  return { addresses };
}

function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null = null;
      try {
        url = new URL(entry);
      } catch {
        // refused below
      }
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`CORS_ORIGINS must list origins such as https://erp.example.com, got ${JSON.stringify(entry)}`);
      }
      return url.origin;
    });
}

function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/') return '';
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(trimmed)) {
    throw new Error(`BASE_PATH must look like /Purchaser, got ${JSON.stringify(raw)}`);
  }
  return trimmed;
}

function parseSmtpUrl(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // refused below
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    // Not the value itself: it may carry the SMTP password.
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  }
  return value;
}

function parseMailFrom(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return 'Purchaser <noreply@localhost>';
  if (!/^[^<>@\s]+@[^<>@\s]+$|^[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>$/.test(value)) {
    throw new Error(`MAIL_FROM must be an address or "Name <address>", got ${JSON.stringify(raw)}`);
  }
  return value;
}

function parsePublicUrl(raw: string | undefined, fallback: string): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (value === '') return fallback;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // refused below
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must look like https://acquisti.example.com/Purchaser, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return n;
}

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const production = env.NODE_ENV === 'production';
  const workers = positiveInt('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1);
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded PGlite database admits one process');
  }
  const port = positiveInt('PORT', env.PORT, 4000);
  const basePath = normaliseBasePath(env.BASE_PATH);
  return {
    port,
    basePath,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || undefined,
    databasePreparedStatements: flag(env.DATABASE_PREPARED_STATEMENTS, true),
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    superAdminEmail: (env.SUPER_ADMIN_EMAIL ?? 'superadmin@admin.test').trim().toLowerCase(),
    production,
    graphiql: env.NODE_ENV === 'development',
    introspection: env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    cspReportFile: env.NODE_ENV === 'test' && env.CSP_REPORT_FILE ? path.resolve(env.CSP_REPORT_FILE) : null,
    sessionTtlHours: positiveInt('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1',
    apiKeyRateLimit: positiveInt('API_KEY_RATE_LIMIT', env.API_KEY_RATE_LIMIT, 600),
    seedDemo: flag(env.SEED_DEMO, true),
    scheduler: flag(env.SCHEDULER, true),
    logLevel: parseLogLevel(env.LOG_LEVEL, env.NODE_ENV === 'test' ? 'silent' : 'info'),
    workers,
    workerSlot: env.WORKER_SLOT ? positiveInt('WORKER_SLOT', env.WORKER_SLOT, 1) : null,
    maxConcurrentRequests: positiveInt('MAX_CONCURRENT_REQUESTS', env.MAX_CONCURRENT_REQUESTS, 4),
    migrateOnStart: env.MIGRATE_ON_START === '1',
    bench: env.BENCH === '1',
    outboxWorker: flag(env.OUTBOX_WORKER, env.NODE_ENV !== 'test'),
    outboxPollMs: positiveInt('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 2000),
    outboxLeaseMs: positiveInt('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS, 120) * 1000,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailFrom(env.MAIL_FROM),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, `http://localhost:${port}${basePath}`),
  };
}

/*
 * Values read where no Config is at hand (at import time, or below the services), still read and
 * validated only here. Each reads the environment when called, as the tests that set a variable
 * between cases expect.
 */

/** NODE_ENV=production: for the schema builder, which is configured at import time. */
export function isProductionEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/** The isolation suite switches the API-level tenant filter off (TENANT_FILTER=off, tests only) to prove RLS alone holds. */
export function tenantFilterDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TENANT_FILTER === 'off' && env.NODE_ENV === 'test';
}

/** OWASP's scrypt cost for passwords, N = 2^17. */
export const DEFAULT_PASSWORD_HASH_COST = 17;

/**
 * The scrypt cost (N = 2^cost), PASSWORD_HASH_COST: lower for test runs only (hundreds of sign-ins at
 * 0.3 s of CPU each would dominate the suite); production refuses anything below OWASP's 2^17.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PASSWORD_HASH_COST;
  const cost = raw ? Number(raw) : DEFAULT_PASSWORD_HASH_COST;
  if (!Number.isInteger(cost) || cost < 12 || cost > 20) {
    throw new Error('PASSWORD_HASH_COST must be an integer from 12 to 20');
  }
  if (env.NODE_ENV === 'production' && cost < DEFAULT_PASSWORD_HASH_COST) {
    throw new Error(`PASSWORD_HASH_COST below ${DEFAULT_PASSWORD_HASH_COST} is for tests, not production`);
  }
  return cost;
}
