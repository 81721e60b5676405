import type { Permission } from '../auth/permissions.ts';
import { requireViewer, type Context, type Viewer } from '../context.ts';
import { inTenantTx, type TxClient } from '../db/tenant-scope.ts';
import { filteredList, rowById, type LegacyPage, type RowWhere } from './reads.ts';

/**
 * The legacy REST answers of the busiest lists (offers, orders, invoices: /api/*.php, spec headings 3
 * and 7) built by PostgreSQL as JSON text, instead of rows mapped to objects by Prisma and written out
 * again by JSON.stringify (issue 15, point 3: that mapping was most of a list's CPU). What a page holds
 * (filter, permission, order, paging) is still the list's own Prisma query, which reads the ids.
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
 * (issue 15, point 3). Values are written as json_build_object writes them (numbers, booleans,
 * strings, null, nested json as it is).
 */
export function objectSql(fields: Record<string, string>): string {
  const columns = Object.entries(fields).map(([key, value]) => {
    if (!JSON_KEY.test(key)) throw new Error(`objectSql: "${key}" is not a plain key`);
    return `${value} AS "${key}"`;
  });
  return `(SELECT row_to_json(j) FROM (SELECT ${columns.join(', ')}) j)`;
}

/**
 * A legacy shape: a SELECT of `id` and `doc` (one `objectSql` per row) over the rows whose id is
 * in the int[] $1; its own parameters follow as $2, $3 ...
 */
export interface LegacyShape {
  sql: string;
  params: readonly unknown[];
}

/**
 * The JSON array text of `shape` for the rows `ids` reads, in the order it reads them, both in one
 * row-level-security transaction of the viewer's tenant (one snapshot); no second statement for none.
 */
export async function legacyJson(
  ctx: Context,
  ids: (tx: TxClient) => Promise<{ id: number }[]>,
  shape: LegacyShape,
): Promise<string> {
  const read = async (tx: TxClient) => {
    const page = (await ids(tx)).map((row) => row.id);
    if (page.length === 0) return '[]';
    const [row] = await tx.$queryRawUnsafe<{ body: string }[]>(
      `SELECT json_agg(shaped.doc ORDER BY page.position)::text AS body
         FROM unnest($1::int[]) WITH ORDINALITY AS page(id, position)
         JOIN (${shape.sql}) AS shaped ON shaped.id = page.id`,
      page,
      ...shape.params,
    );
    return row?.body ?? '[]';
  };
  // A page of ids and a read of those ids by primary key: plans that do not depend on the values.
  return ctx.tx
    ? read(ctx.tx)
    : inTenantTx(ctx.app.database.prisma, requireViewer(ctx).tenantId, read, { reusePlans: true });
}

/** A legacy document as its detail answers it (a JSON object). */
export type LegacyRow = Record<string, unknown>;

/** One row of `shape` (a detail, ?id=), or null when `ids` reads none. */
export async function legacyJsonRow<T = LegacyRow>(
  ctx: Context,
  ids: (tx: TxClient) => Promise<{ id: number }[]>,
  shape: LegacyShape,
): Promise<T | null> {
  const [row] = JSON.parse(await legacyJson(ctx, ids, shape)) as T[];
  return row ?? null;
}

/** One document kind's legacy reads: who may read, its list filter, how its ids are read, its shape. */
export interface LegacyJsonKind<Filter, Where> {
  view: Permission;
  notFound: string;
  where: (viewer: Viewer, filter: Filter) => Where;
  /** The ids of the rows `where` selects, in the list's order and page (none for a detail). */
  ids: (tx: TxClient, where: Where | RowWhere, page?: LegacyPage) => Promise<{ id: number }[]>;
  /** The shape, as the list (`listed`) or the detail shows it. */
  shape: (ctx: Context, listed: boolean) => LegacyShape;
}

/**
 * The legacy list (JSON text, through the kind's list filter and permission) and the detail (one
 * row by id in the viewer's tenant, else the kind's not-found message) of one document kind.
 */
export function legacyJsonReads<Filter, Where>(kind: LegacyJsonKind<Filter, Where>) {
  return {
    list: filteredList(kind.view, kind.where, (ctx, where, page?: LegacyPage) =>
      legacyJson(ctx, (tx) => kind.ids(tx, where, page), kind.shape(ctx, true)),
    ),
    get: rowById(kind.view, kind.notFound, (ctx, where) =>
      legacyJsonRow<LegacyRow>(ctx, (tx) => kind.ids(tx, where), kind.shape(ctx, false)),
    ),
  };
}
