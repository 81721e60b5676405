import path from 'node:path';

/** Every environment variable the server reads, read once and validated here. */
export interface Config {
  port: number;
  /** '' or a prefix such as '/Purchaser' under which everything is served. */
  basePath: string;
  /** PostgreSQL server URL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  superAdminEmail: string;
  production: boolean;
  sessionTtlHours: number;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
  /** Run the recurring-invoice scheduler inside the server process. */
  scheduler: boolean;
  logLevel: 'silent' | 'error' | 'info';
  /** Server processes sharing the port (node:cluster); more than one needs a PostgreSQL server. */
  workers: number;
  /** Set by the cluster primary in each worker's environment: which worker this is (1..workers). */
  workerSlot: number | null;
}

function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/') return '';
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(trimmed)) {
    throw new Error(`BASE_PATH must look like /Purchaser, got ${JSON.stringify(raw)}`);
  }
  return trimmed;
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
  return {
    port: positiveInt('PORT', env.PORT, 4000),
    basePath: normaliseBasePath(env.BASE_PATH),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    superAdminEmail: (env.SUPER_ADMIN_EMAIL ?? 'superadmin@admin.test').trim().toLowerCase(),
    production,
    sessionTtlHours: positiveInt('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    seedDemo: flag(env.SEED_DEMO, true),
    scheduler: flag(env.SCHEDULER, true),
    logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    workers,
    workerSlot: env.WORKER_SLOT ? positiveInt('WORKER_SLOT', env.WORKER_SLOT, 1) : null,
  };
}
