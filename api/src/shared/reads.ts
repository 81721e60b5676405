import { AsyncLocalStorage } from 'node:async_hooks';
import type { Permission } from '../auth/permissions.ts';
import { assertAllowed, requireViewer, tenantFilter, type Context, type Viewer } from '../context.ts';
import { jsonPage } from '../db/json-page.ts';
import { shapedRow } from '../db/json-rows.ts';
import { inTenantTx, tenantRead, type TxClient } from '../db/tenant-scope.ts';
import { NotFoundError } from '../errors.ts';

/**
 * The read shapes the services share: one row of the viewer's tenant by id, a filtered list of it, and
 * a list with its count through one where-builder. Each checks the table's view permission before it
 * reads anything; the query itself (include, order, page) stays the caller's.
 */

/** The `where` of one row of the viewer's tenant (no tenant filter where the deployment disables it). */
export type RowWhere = { id: number; tenantId?: number };

/** One row by id in the viewer's tenant, or the table's not-found message. */
export function rowById<Row>(
  view: Permission,
  notFound: string,
  find: (ctx: Context, where: RowWhere) => PromiseLike<Row | null>,
): (ctx: Context, id: number) => Promise<Row> {
  return async (ctx, id) => {
    const viewer = assertAllowed(ctx, view);
    const row = await find(ctx, { id, ...tenantFilter(viewer) });
    if (!row) throw new NotFoundError(notFound);
    return row;
  };
}

/** The optional ?limit=&offset= page of a legacy list. */
export type LegacyPage = { take?: number; skip?: number };

/** The most rows a legacy list answers (its page or not), so no call returns an unbounded table. */
export const LEGACY_LIST_LIMIT = 1000;

/**
 * Incremental sync (issue 17, point 9): every list's filter may carry `updatedSince` (GraphQL
 * `updatedSince`, REST `updated_since`): only rows changed at or after it. Applied here, once, for
 * every list built with filteredList or countedRows.
 */
export interface UpdatedSince {
  updatedSince?: Date | null;
}

/**
 * A REST list's `updated_since` (rest/router.ts reads it once for every GET): the legacy shims build
 * their filters in their own shapes, so the parameter travels with the request instead of through each.
 */
export const restUpdatedSince = new AsyncLocalStorage<Date>();

export function sinceWhere<Where>(where: Where, filter: unknown): Where {
  const since = (filter as UpdatedSince | null | undefined)?.updatedSince ?? restUpdatedSince.getStore();
  return since ? ({ AND: [where, { updatedAt: { gte: since } }] } as Where) : where;
}

/** A list whose where clause is built from the viewer and the filter (the legacy REST lists: rows, or their JSON text). */
export function filteredList<Filter, Where, Page extends unknown[], Rows>(
  view: Permission,
  where: (viewer: Viewer, filter: Filter) => Where,
  find: (ctx: Context, where: Where, ...page: Page) => PromiseLike<Rows>,
): (ctx: Context, filter: Filter & UpdatedSince, ...page: Page) => Promise<Rows> {
  return async (ctx, filter, ...page) =>
    find(ctx, sinceWhere(where(assertAllowed(ctx, view), filter), filter), ...page);
}

/** The count and findMany of one table, as the where-builder's client reads it. */
export interface CountedTable<Row> {
  count(args: { where: object }): PromiseLike<number>;
  findMany(args: object): PromiseLike<Row[]>;
}

/** Pothos's page and selection for a list's findMany, with the chosen sort (none: the list's default order). */
export type ListQuery<Order = unknown> = Record<string, unknown> & { orderBy?: Order[] };

/**
 * A list and its count through one where-builder, which checks the permission and builds the filter;
 * `defaultOrder` applies when the query brings no sort; a filter's `updatedSince` (see sinceWhere) applies too. The GraphQL connection (count, findMany) and
 * the REST list (findMany) read the same rows. With `inTx` (the same table on a tenant transaction's
 * client), `pageWithCount` reads the page and its count from one snapshot: one REPEATABLE READ tenant
 * transaction instead of one each, so the total a screen shows belongs to the page beside it.
 */
export function countedRows<Filter, Row>(
  table: (ctx: Context) => CountedTable<Row>,
  where: (ctx: Context, filter: Filter) => object,
  defaultOrder: object,
  inTx?: (tx: TxClient) => CountedTable<Row>,
  /** The table's model: a page (and its count) is then read in one statement where db/json-page.ts can spell it. */
  model?: string,
) {
  const filtered = (ctx: Context, filter: Filter) => sinceWhere(where(ctx, filter), filter);
  const page = (where: object, query: ListQuery) => ({ ...query, where, orderBy: query.orderBy ?? defaultOrder });
  /** The page (and its count) in one statement, or null: Prisma reads it then. */
  const inOneStatement = async (ctx: Context, where: object, query: ListQuery, counted: boolean) => {
    if (!model) return null;
    const { orderBy, where: _where, ...planned } = page(where, query);
    return plannedRows<Row>(ctx, model, where, orderBy, planned, counted);
  };
  return {
    count: async (ctx: Context, filter: Filter): Promise<number> => table(ctx).count({ where: filtered(ctx, filter) }),
    findMany: async (ctx: Context, filter: Filter, query: ListQuery = {}): Promise<Row[]> => {
      const where = filtered(ctx, filter);
      const single = await inOneStatement(ctx, where, query, false);
      return single ? single.rows : table(ctx).findMany(page(where, query));
    },
    pageWithCount:
      inTx &&
      (async (ctx: Context, filter: Filter, query: ListQuery): Promise<{ rows: Row[]; count: number }> => {
        const where = filtered(ctx, filter);
        const read = async (tx: TxClient) => {
          const count = await inTx(tx).count({ where });
          return { count, rows: await inTx(tx).findMany(page(where, query)) };
        };
        if (ctx.tx) return read(ctx.tx);
        return (
          (await inOneStatement(ctx, where, query, true)) ??
          inTenantTx(ctx.app.database.prisma, requireViewer(ctx).tenantId, read, { isolationLevel: 'RepeatableRead' })
        );
      }),
  };
}

/**
 * Rows of `model` as Prisma's client returns them for Pothos's planned `query` (its page and
 * relations) under `where` in `orderBy`, with their count when `counted`, read in ONE statement under
 * row-level security (db/json-page.ts); null when that cannot spell the query, or inside a change's
 * own transaction (ctx.tx): the caller then reads through Prisma.
 */
export async function plannedRows<Row>(
  ctx: Context,
  model: string,
  where: object,
  orderBy: unknown,
  query: Record<string, unknown>,
  counted: boolean,
): Promise<{ rows: Row[]; count: number } | null> {
  if (ctx.tx) return null;
  const single = jsonPage({ model, where, orderBy, query, counted });
  if (!single) return null;
  const json = await tenantRead<{ count?: number; rows: unknown[][] }>(
    ctx.app.database.prisma,
    requireViewer(ctx).tenantId,
    single.text,
    single.args,
  );
  return { count: json.count ?? 0, rows: json.rows.map((row) => shapedRow(single.shape, row) as Row) };
}

/** The tenant tables listed through countedRows, by their Prisma delegate's name. */
export type TenantListTable =
  | 'offer'
  | 'order'
  | 'invoice'
  | 'payment'
  | 'contract'
  | 'supplier'
  | 'product'
  | 'costCenter'
  | 'notification'
  | 'paymentRun';

/**
 * countedRows of a tenant table by name: read through the viewer's client, and through one tenant
 * transaction when a page and its count are read together (pageWithCount).
 */
export function tenantRows<Filter, Row>(
  table: TenantListTable,
  where: (ctx: Context, filter: Filter) => object,
  defaultOrder: object,
) {
  return countedRows<Filter, Row>(
    (ctx) => ctx.db[table] as unknown as CountedTable<Row>,
    where,
    defaultOrder,
    (tx) => tx[table] as unknown as CountedTable<Row>,
    table.charAt(0).toUpperCase() + table.slice(1),
  );
}
