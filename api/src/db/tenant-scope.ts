import { tenantFilterDisabled } from '../config.ts';
import { ServiceBusyError } from '../errors.ts';
import type { Prisma } from './client.ts';
import { readRows } from './pool-reads.ts';

/**
 * Row-level security backstop. Every table that carries a tenantId has a policy that only lets the
 * role below see and write rows whose tenantId equals the transaction-local setting app.tenant_id.
 * On a PostgreSQL server the app's login role is already bound by RLS; PGlite's connection is a
 * superuser, so each scoped statement runs in a transaction that first switches to the non-owner
 * role and sets the tenant (transaction-local: pooled connections are shared between tenants).
 */
export const APP_ROLE = 'purchaser_app';

type Tx = Parameters<Parameters<Prisma['$transaction']>[0]>[0];
export type TxClient = Tx;

function scopeStatement(client: Prisma | Tx, tenantId: number | null, reusePlans = false) {
  const tenant = tenantId === null ? '' : String(tenantId);
  // Prepared statements are planned for each run's values (the connections' default, db/client.ts)
  // unless the transaction may reuse plans; transaction-local, like the rest.
  const planCache = reusePlans ? 'auto' : 'force_custom_plan';
  // app.scope is cleared too: a tenant transaction on the platform connection is a tenant's alone.
  return client.$executeRaw`SELECT set_config('app.tenant_id', ${tenant}, true), set_config('app.scope', '', true), set_config('role', ${APP_ROLE}, true), set_config('plan_cache_mode', ${planCache}, true)`;
}

/**
 * The tenant clients already built, per base client and tenant: an extended client holds nothing of
 * a request (only the tenant id), and building one ($extends) for every request was measurable CPU
 * on the list benchmarks (issue 15). One per tenant that has been served; a tenant is a few hundred bytes.
 */
const built = new WeakMap<Prisma, Map<number | null, ReturnType<typeof extendForTenant>>>();

/** A client whose every model operation runs under RLS for one tenant (null: sees no tenant rows). */
export function tenantClient(prisma: Prisma, tenantId: number | null) {
  let clients = built.get(prisma);
  if (!clients) built.set(prisma, (clients = new Map()));
  let client = clients.get(tenantId);
  if (!client) clients.set(tenantId, (client = extendForTenant(prisma, tenantId)));
  return client;
}

function extendForTenant(prisma: Prisma, tenantId: number | null) {
  return prisma.$extends({
    name: 'tenant-scope',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args }) {
          // An interactive transaction, not a batch ([set_config, query]): Prisma caches the compiled
          // plan of a single model query, never of a batch that starts with a raw statement.
          const delegate = model.charAt(0).toLowerCase() + model.slice(1);
          return prisma.$transaction(async (tx) => {
            await scopeStatement(tx, tenantId);
            return (tx as unknown as Record<string, Record<string, (a: unknown) => Promise<unknown>>>)[delegate]![
              operation
            ]!(args);
          });
        },
      },
    },
  });
}

export type TenantClient = ReturnType<typeof tenantClient>;

export interface TxOptions {
  isolationLevel?: 'ReadCommitted' | 'RepeatableRead' | 'Serializable';
  timeout?: number;
  /** How long to wait for a connection (default 10 s, then "database busy"). */
  maxWait?: number;
  /**
   * Let PostgreSQL reuse a prepared statement's generic plan in this transaction (plan_cache_mode
   * auto; the server connections plan every run otherwise: db/client.ts). Only for statements whose
   * best plan does not depend on their values, such as reads of given ids.
   */
  reusePlans?: boolean;
}

/** One interactive transaction under RLS for one tenant: the unit of work of a domain service. */
export function inTenantTx<T>(
  prisma: Prisma,
  tenantId: number,
  fn: (tx: Tx) => Promise<T>,
  options?: TxOptions,
): Promise<T> {
  return prisma.$transaction(
    async (tx) => {
      await scopeStatement(tx, tenantId, options?.reusePlans);
      return fn(tx);
    },
    {
      timeout: options?.timeout ?? 15_000,
      maxWait: options?.maxWait ?? 10_000,
      isolationLevel: options?.isolationLevel,
    },
  );
}

/**
 * Locks one offer, invoice or contract row (SELECT ... FOR UPDATE) before an approval reads it:
 * racing approvals queue here and each decides on the latest committed state, so an IT approval
 * racing a finance approval still applies instead of failing on a stale version. The services keep
 * their compare-and-set on status and version as the backstop.
 */
export async function lockForApproval(
  tx: Tx,
  table: 'Offer' | 'Invoice' | 'Contract',
  id: number,
  tenantId: number,
): Promise<void> {
  const sql = `SELECT "id" FROM "${table}" WHERE "id" = $1 AND "tenantId" = $2 FOR UPDATE`;
  await tx.$queryRawUnsafe(sql, id, tenantId);
}

/**
 * One read under row-level security in a single statement: `SELECT app_tenant_read(...)` sets the
 * same transaction-local settings as a tenant transaction (read-only, this tenant, the non-owner role;
 * migration 20261125151000) and runs `query`, a SQL expression of one value (a json_build_object, say)
 * in which `$1` is `args` as jsonb and `app_current_tenant()` the tenant. One round trip instead of
 * BEGIN, set_config, the read and COMMIT (issue 15: the dashboard in two statements). The function
 * prepares each distinct text once per connection (migration 20261125220000), so `query` must name
 * its tenant through app_current_tenant() and its values through `$1`, never as constants.
 */
export async function tenantRead<T>(prisma: Prisma, tenantId: number, query: string, args: object = {}): Promise<T> {
  return JSON.parse(await tenantReadText(prisma, tenantId, query, args)) as T;
}

/**
 * The API-level tenant filter (context.ts tenantFilter) as a condition of a tenantRead's SQL: the row's
 * tenant is the read's. TRUE only in the isolation suite (TENANT_FILTER=off), row-level security alone
 * then. The text differs with the switch, so a statement built from it is cached by it.
 */
export function tenantSql(alias?: string): string {
  return tenantFilterDisabled() ? 'TRUE' : `${alias ? `${alias}.` : ''}"tenantId" = app_current_tenant()`;
}

const statementTexts = new Map<string, string>();

/**
 * A hand-written tenant read's text, built once per `key` and per state of the tenant filter (its
 * tenantSql) rather than on every request.
 */
export function tenantStatement(key: string, build: () => string): string {
  const cacheKey = `${key}\n${tenantSql()}`;
  let text = statementTexts.get(cacheKey);
  if (text === undefined) statementTexts.set(cacheKey, (text = build()));
  return text;
}

/** tenantRead's value as the JSON text PostgreSQL wrote (a REST answer passes it on as it is). */
export async function tenantReadText(
  prisma: Prisma,
  tenantId: number,
  query: string,
  args: object = {},
): Promise<string> {
  const rows = await withinReadWait(
    readRows<{ value: string | null }>(prisma, TENANT_READ, [tenantId, query, JSON.stringify(args)]),
  );
  return valueOf(rows[0]);
}

const TENANT_READ = {
  name: 'app_tenant_read',
  text: 'SELECT app_tenant_read($1::integer, $2, $3::jsonb) AS "value"',
};

function valueOf(row: { value: string | null } | undefined): string {
  if (row?.value == null) throw new Error('tenantRead: the query returned no value');
  return row.value;
}

/**
 * How long a tenant read may take, the wait for a pooled connection included, before its request is
 * answered as busy (UNAVAILABLE / 503 with Retry-After): a tenant transaction's own maxWait. A read is
 * one statement, not a transaction, so Prisma's maxWait does not bound its wait for a connection, and
 * with every connection held (tests/reliability/pool-exhaustion.test.ts) it would wait without end.
 */
const READ_WAIT_MS = 10_000;

async function withinReadWait<T>(read: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const busy = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ServiceBusyError()), READ_WAIT_MS);
  });
  // A read given up on still runs once a connection frees; its outcome is nobody's.
  read.catch(() => undefined);
  try {
    return await Promise.race([read, busy]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A tenantRead's `query` run on a transaction already scoped to its tenant (inTenantTx), which may
 * write after it: the same text, its `$1` the same jsonb argument, without app_tenant_read's
 * read-only switch.
 */
export async function tenantReadOn(tx: Tx, query: string, args: object = {}): Promise<string> {
  const [row] = await tx.$queryRawUnsafe<{ value: string | null }[]>(
    // $1 named once more, for a query that reads no value of it (PostgreSQL refuses an unused parameter).
    `SELECT (${query})::text AS "value" FROM (SELECT $1::jsonb) AS "args"`,
    JSON.stringify(args),
  );
  return valueOf(row);
}
