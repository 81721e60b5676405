import { Decimal } from '../shared/scalars.ts';
import { idParam } from './adapter.ts';
import { isoDay } from '../shared/calendar.ts';

/**
 * The legacy shapes every shim shares, in one place: money as a JSON number with two decimals (from
 * the Decimal, never a float computed on the way), dates as YYYY-MM-DD, list filters, paging and the
 * several spellings one legacy field comes in.
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
    ...(limit ? { take: Math.min(idParam(limit, 'limit'), 1000) } : {}),
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
