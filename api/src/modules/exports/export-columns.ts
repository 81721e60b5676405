import type { Context } from '../../context.ts';
import type { Decimal } from '../../shared/scalars.ts';

/**
 * What an export declares once per list (issue 18, point 7): the file's name, the screen's language,
 * the table and the list's own where-builder (which checks the view permission), the default order,
 * the fields the columns read, and the columns themselves (label per language, value, type).
 */
export type ExportLanguage = 'it' | 'en';
export type ExportCellType = 'text' | 'money' | 'date' | 'number';
export type ExportValue = string | number | Decimal | Date | null | undefined;

export interface ExportColumn<Row> {
  label: Record<ExportLanguage, string>;
  type: ExportCellType;
  value: (row: Row) => ExportValue;
}

/** The tables an export pages through (the viewer's tenant client). */
export type ExportTable =
  | 'invoice'
  | 'order'
  | 'offer'
  | 'payment'
  | 'contract'
  | 'product'
  | 'supplier'
  | 'costCenter'
  | 'user'
  | 'tenant'
  | 'registrationRequest'
  | 'paymentRun';

export interface ExportList<Filter, Row> {
  /** The GraphQL list field whose sortable columns the export accepts (?sort=&dir=). */
  list: string;
  /** The file's base name, in the screen's language: fatture -> fatture-2026-11-25.csv. */
  file: string;
  /** The screen's language (spec heading 1): the column labels and the status words. */
  language: ExportLanguage;
  table: ExportTable;
  /** The list's own where clause, permission included (the same builder the list uses). */
  where: (ctx: Context, filter: Filter) => object;
  /** The list's default order, ending with the id (the keyset's tie-breaker). */
  defaultOrder: object[];
  /** The fields and relations the columns read (Prisma select; the id is added): no other column is loaded. */
  select: object;
  columns: ExportColumn<Row>[];
  /**
   * Read with the platform connection instead of the viewer's tenant (rows of no tenant yet, or every
   * tenant's for the platform admin), as the list itself does. Asked after `where` checked the permission.
   */
  platform?: (ctx: Context, filter: Filter) => boolean;
}

/** Declares an export; Row is the row with its select as the columns read it. */
export function exportList<Filter, Row>(list: ExportList<Filter, Row>): ExportList<Filter, Row> {
  return list;
}
