import type { Permission } from '../auth/permissions.ts';
import { requireViewer, type Context, type Viewer } from '../context.ts';
import { tenantReadOn, tenantReadText } from '../db/tenant-scope.ts';
import { SqlStatement } from '../db/where-sql.ts';
import { filteredList, LEGACY_LIST_LIMIT, rowById, type LegacyPage, type RowWhere } from './reads.ts';

/**
 * The legacy REST answers of the busiest lists (offers, orders, invoices: /api/*.php, spec headings 3
 * and 7) built by PostgreSQL as JSON text, instead of rows mapped to objects by Prisma and written out
 * again by JSON.stringify (issue 15, point 3: that mapping was most of a list's CPU). What a page holds
 * (filter, permission, order, paging) is still the list's own Prisma where, spelled in SQL by
 * db/where-sql.ts, so the page and its documents are one statement.
 *
 * The SQL below spells the shapes' rules as the TypeScript edges spell them elsewhere: money as a JSON
 * number rounded to the cent (half away from zero, as Decimal.toFixed), days as YYYY-MM-DD, instants
 * as toISOString() writes them.
 */

/** An amount: a JSON number with two decimals. */
export const moneySql = (column: string) => `round(${column}, 2)`;

/** A day (a date column) as YYYY-MM-DD, or null. */
export const daySql = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** An instant (a timestamp column, kept in UTC) as Date.toISOString() writes it, or null. */
export const instantSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON array of the rows of a correlated SELECT of one object each, [] when there are none. */
export const arraySql = (select: string) => `coalesce((${select}), '[]'::json)`;

const JSON_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A JSON object with `fields` (key: SQL expression of its value) in that order. row_to_json of a
 * one-row subselect writes compact JSON, `{"id":1,"title":"…"}`, where json_build_object writes
 * `{"id" : 1, "title" : "…"}`: the invoices list is 11% fewer bytes and 8% less time in PostgreSQL
 * (issue 15, point 3), and far cheaper than building jsonb (a list page's rows: 4.6 against 12-15 ms on
 * bench_1m). Values are written as json_build_object writes them (numbers, booleans, strings, null,
 * nested json as it is).
 */
export function objectSql(fields: Record<string, string>): string {
  const columns = Object.entries(fields).map(([key, value]) => {
    if (!JSON_KEY.test(key)) throw new Error(`objectSql: "${key}" is not a plain key`);
    return `${value} AS "${key}"`;
  });
  return columns.length ? `(SELECT row_to_json(j) FROM (SELECT ${columns.join(', ')}) j)` : `'{}'::json`;
}

/**
 * A legacy shape: a SELECT of `id` and `doc` (one `objectSql` per row) over the rows whose id is in
 * `page` (the statement's list of ids, `WHERE x.id IN (SELECT id FROM page)`); its own parameters
 * are the keys of `args`, read as `$1::jsonb ->> 'key'` (never `v`, the filter's values).
 */
export interface LegacyShape {
  sql: string;
  args: Readonly<Record<string, unknown>>;
}

/** Where a legacy list's rows come from: its table, the filter and the list's order, and the page. */
export interface LegacyRows {
  model: string;
  where: unknown;
  orderBy: object | readonly object[];
  page?: LegacyPage;
}

/**
 * The JSON array text of `shape` for the rows `rows` selects, in its order, read in ONE statement
 * under row-level security (tenantRead): the filter, the page and the documents from one snapshot,
 * two statements a request with the sign-in lookup (issue 15, point 3). Inside a change's own
 * transaction (ctx.tx: a webhook's document) the same text runs on that transaction.
 */
export async function legacyJson(ctx: Context, rows: LegacyRows, shape: LegacyShape): Promise<string> {
  const statement = new SqlStatement();
  const take = Math.min(rows.page?.take ?? LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT);
  const page = statement.page(rows.model, rows.where, rows.orderBy, take, rows.page?.skip ?? 0);
  const query = `(WITH page AS (${page})
    SELECT coalesce(json_agg(shaped.doc ORDER BY page.position), '[]') FROM page JOIN (${shape.sql}) AS shaped ON shaped.id = page.id)`;
  const args = { ...shape.args, v: statement.values };
  return ctx.tx
    ? tenantReadOn(ctx.tx, query, args)
    : tenantReadText(ctx.app.database.prisma, requireViewer(ctx).tenantId, query, args);
}

/** A legacy document as its detail answers it (a JSON object). */
export type LegacyRow = Record<string, unknown>;

/** One kind's legacy reads: who may read, its list filter, its table and order, its shape. */
export interface LegacyJsonKind<Filter, Where> {
  view: Permission;
  notFound: string;
  where: (viewer: Viewer, filter: Filter) => Where;
  /** The table the documents are rows of (Prisma's model name). */
  model: string;
  /** The list's order (newest first). */
  orderBy: object | readonly object[];
  /** The shape, as the list (`listed`) or the detail shows it. */
  shape: (ctx: Context, listed: boolean) => LegacyShape;
}

/**
 * The legacy list (JSON text, through the kind's list filter and permission) and the detail (one
 * row by id in the viewer's tenant, else the kind's not-found message) of one document kind.
 */
export function legacyJsonReads<Filter, Where>(kind: LegacyJsonKind<Filter, Where>) {
  const rows = (where: unknown, page?: LegacyPage): LegacyRows => ({
    model: kind.model,
    where,
    orderBy: kind.orderBy,
    page,
  });
  return {
    list: filteredList(kind.view, kind.where, (ctx, where, page?: LegacyPage) =>
      legacyJson(ctx, rows(where, page), kind.shape(ctx, true)),
    ),
    get: rowById(kind.view, kind.notFound, async (ctx, where: RowWhere) => {
      const [row] = JSON.parse(await legacyJson(ctx, rows(where, { take: 1 }), kind.shape(ctx, false))) as LegacyRow[];
      return row ?? null;
    }),
  };
}
