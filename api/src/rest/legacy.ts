import type { Context } from '../context.ts';
import { Decimal } from '../shared/scalars.ts';
import { idParam, json, optionalString, type RestEndpoint, type RestRequest, type RestResult } from './adapter.ts';
import { isoDay } from '../shared/calendar.ts';
import { ValidationError } from '../errors.ts';
import { LEGACY_LIST_LIMIT } from '../shared/reads.ts';

/**
 * The legacy shapes every shim shares, in one place: money as a JSON number with two decimals (from
 * the Decimal, never a float computed on the way), dates as YYYY-MM-DD, list filters, paging, the
 * several spellings one legacy field comes in, and the reads and writes of a row by id. The offers,
 * orders and invoices answers are built by PostgreSQL with the same spellings in SQL (shared/legacy-json.ts).
 */

export function money(value: Decimal): number;
export function money(value: Decimal | null | undefined): number | null;
export function money(value: Decimal | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(new Decimal(value).toFixed(2));
}

export function day(value: Date | null | undefined): string | null {
  return value ? isoDay(value) : null;
}

/** A list filter: empty and 'all' mean no filter (spec heading 7). */
export function filterParam(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim();
  return !value || value.toLowerCase() === 'all' ? null : value;
}

/** Optional paging of the legacy lists (?limit=&offset=); without it the whole list, as the legacy client expects. */
export function pageOf(query: URLSearchParams): { take?: number; skip?: number } {
  const limit = query.get('limit');
  const offset = query.get('offset');
  return {
    ...(limit ? { take: Math.min(idParam(limit, 'limit'), LEGACY_LIST_LIMIT) } : {}),
    ...(offset && offset !== '0' ? { skip: idParam(offset, 'offset') } : {}),
  };
}

/** First present of several legacy spellings of one field. */
export function pick(body: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (body[name] !== undefined && body[name] !== null && body[name] !== '') return body[name];
  return undefined;
}

/** The ?status= filter of an approvable document's list, in any of its legacy spellings (workflows/approval.ts). */
export function statusFilter<S>(query: URLSearchParams, flow: { parseStatus(value: string): S }): S | null {
  const value = filterParam(query, 'status');
  return value ? flow.parseStatus(value) : null;
}

/** The row a write names: ?id=, or the body's id. */
export function targetId(req: RestRequest): number {
  return idParam(req.query.get('id') ?? req.body.id);
}

/** GET ?id= answers that one row (`get`), a GET without it the list (`list`); `shape` gives each its legacy form. */
export async function oneOrList<Row>(
  req: RestRequest,
  get: (id: number) => Promise<Row>,
  list: () => Promise<Row[]>,
  shape: (row: Row, listed: boolean) => unknown,
): Promise<RestResult> {
  if (req.query.has('id')) return json(shape(await get(idParam(req.query.get('id'))), false));
  return json((await list()).map((row) => shape(row, true)));
}

/**
 * The legacy create, update and delete of a row: POST answers { success, id } (201), PUT (the row of
 * targetId) and DELETE (?id=, or the body's id as text) answer { success }. `input` reads the legacy
 * body into the service's input.
 */
export function rowWrites<Input>(
  service: {
    create: (ctx: Context, input: Input) => Promise<{ id: number }>;
    update: (ctx: Context, id: number, input: Input) => Promise<unknown>;
    remove?: (ctx: Context, id: number) => Promise<unknown>;
  },
  input: (body: Record<string, unknown>) => Input,
): RestEndpoint {
  const { remove } = service;
  return {
    async POST(req, ctx) {
      const row = await service.create(ctx, input(req.body));
      return json({ success: true, id: row.id }, 201);
    },
    async PUT(req, ctx) {
      await service.update(ctx, targetId(req), input(req.body));
      return json({ success: true });
    },
    ...(remove && {
      async DELETE(req: RestRequest, ctx: Context) {
        await remove(ctx, idParam(req.query.get('id') ?? optionalString(req.body, 'id')));
        return json({ success: true });
      },
    }),
  };
}

export const UPDATED_SINCE_INVALID =
  'updated_since: data non valida (ISO 8601, per esempio 2026-11-25 o 2026-11-25T10:00:00Z)';

/** ?updated_since= of every list (issue 17): an ISO 8601 date or date-time, or a clear 400. */
export function updatedSinceParam(query: URLSearchParams): Date | null {
  const value = query.get('updated_since');
  if (value === null || value === '') return null;
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
  const date = iso.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new ValidationError(UPDATED_SINCE_INVALID, 'updated_since');
  return date;
}
