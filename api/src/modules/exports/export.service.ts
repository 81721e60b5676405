import type { Writable } from 'node:stream';
import type { Context } from '../../context.ts';
import { ValidationError } from '../../errors.ts';
import { isoDay, today } from '../../shared/calendar.ts';
import { listSorts } from '../../shared/list-connection.ts';
import type { SortDirection } from '../../shared/sort.ts';
import type { ExportList, ExportTable } from './export-columns.ts';
import { CONTENT_TYPES, exportWriter, type ExportFormat } from './export-writers.ts';

/**
 * An export of a list (issue 18, points 7 and 8): every row the list's filters match, in the list's
 * order, read from the database in keyset pages (Prisma's cursor on the id after the list's order)
 * and written to the response page by page, so 100,000 rows never sit in memory together.
 */

/** Rows a database page: large enough to keep the round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH = 2000;

export interface ExportRequest {
  format: ExportFormat;
  /** A sortable column of the list (its GraphQL name, any case) and its direction. */
  sort?: { field: string; direction: SortDirection } | null;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  /** Writes the whole file to `out` and ends it. */
  write(out: Writable): Promise<void>;
}

interface PagedTable {
  findMany(args: object): Promise<{ id: number }[]>;
}

function orderOf(list: ExportList<never, never>, sort: ExportRequest['sort']): object[] {
  if (!sort) return list.defaultOrder;
  const declared = listSorts.get(list.list);
  const field = sort.field.toUpperCase();
  if (!declared?.columns.includes(field)) {
    throw new ValidationError(`sort: unknown column ${sort.field.slice(0, 30)}`, 'sort');
  }
  return declared.orderBy({ field, direction: sort.direction }) as object[];
}

/**
 * The file of a list export. The permission, the filter and the sort are checked here, before a byte
 * is sent, so a refusal is an ordinary error answer; the rows are read when `write` runs.
 */
export function exportFile<Filter, Row>(
  ctx: Context,
  list: ExportList<Filter, Row>,
  filter: Filter,
  request: ExportRequest,
): ExportFile {
  const where = list.where(ctx, filter);
  const orderBy = orderOf(list as unknown as ExportList<never, never>, request.sort);
  const table = ctx.db[list.table as ExportTable] as unknown as PagedTable;
  return {
    fileName: `${list.file}-${isoDay(today())}.${request.format}`,
    contentType: CONTENT_TYPES[request.format],
    async write(out) {
      const writer = exportWriter(request.format, out, list.columns, list.language, list.file);
      let cursor: number | null = null;
      for (;;) {
        const page = await table.findMany({
          where,
          orderBy,
          ...(list.include ? { include: list.include } : {}),
          take: EXPORT_BATCH,
          ...(cursor === null ? {} : { cursor: { id: cursor }, skip: 1 }),
        });
        if (page.length > 0) await writer.rows(page as Row[]);
        if (page.length < EXPORT_BATCH || out.destroyed) break;
        cursor = page[page.length - 1]!.id;
      }
      await writer.end();
    },
  };
}
