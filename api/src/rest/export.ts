import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import type { ExportList } from '../modules/exports/export-columns.ts';
import { exportFile } from '../modules/exports/export.service.ts';
import type { ExportFormat } from '../modules/exports/export-writers.ts';
import type { RestResult } from './adapter.ts';

/**
 * `?format=csv|xlsx` on a legacy list (issue 18): the same filters as the list, every matching row,
 * as a download; `?sort=<column>&dir=desc` sorts by one of the list's sortable columns (the names the
 * web client's URLs use). Without `format` the list answers as before.
 */
export function exportFormat(query: URLSearchParams): ExportFormat | null {
  const format = query.get('format')?.trim().toLowerCase();
  if (!format || format === 'json') return null;
  if (format === 'csv' || format === 'xlsx') return format;
  throw new ValidationError('format: use csv or xlsx', 'format');
}

/** The export of `list` when the request asks for one (null: answer the list as usual). */
export function exportIfAsked<Filter, Row>(
  query: URLSearchParams,
  ctx: Context,
  list: ExportList<Filter, Row>,
  filter: () => Filter,
): RestResult | null {
  const format = exportFormat(query);
  if (!format || query.has('id')) return null;
  const column = query.get('sort')?.trim();
  const sort = column
    ? { field: column, direction: query.get('dir') === 'desc' ? ('desc' as const) : ('asc' as const) }
    : null;
  const exported = exportFile(ctx, list, filter(), { format, sort });
  return { kind: 'stream', status: 200, ...exported };
}
