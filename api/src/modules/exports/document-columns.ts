import { assertAllowed, type Viewer } from '../../context.ts';
import type { Permission } from '../../auth/permissions.ts';
import {
  exportList,
  type ExportCellType,
  type ExportColumn,
  type ExportList,
  type ExportValue,
} from './export-columns.ts';

/**
 * The columns the document exports declare (document-exports.ts): each says what it reads, so a
 * list's Prisma select is the union of its columns' reads and is never written a second time.
 */
export interface DocumentColumn<Row> extends ExportColumn<Row> {
  /** The fields or relation (Prisma select) the value reads. */
  reads: object;
}

/** A column showing one field of the row as it is stored. */
export function field<Row>(
  it: string,
  en: string,
  type: ExportCellType,
  name: { [K in keyof Row]: Row[K] extends ExportValue ? K : never }[keyof Row] & string,
): DocumentColumn<Row> {
  return { label: { it, en }, type, value: (row) => row[name] as ExportValue, reads: { [name]: true } };
}

export function supplierColumn<Row extends { supplier: { name: string } }>(): DocumentColumn<Row> {
  return {
    label: { it: 'Fornitore', en: 'Supplier' },
    type: 'text',
    value: (row) => row.supplier.name,
    reads: { supplier: { select: { name: true } } },
  };
}

/** The status in the list's words. */
export function statusColumn<Row extends { status: string }>(
  word: (status: Row['status']) => string,
): DocumentColumn<Row> {
  return {
    label: { it: 'Stato', en: 'Status' },
    type: 'text',
    value: (row) => word(row.status),
    reads: { status: true },
  };
}

/** One approval step of an offer: pending until its approver signs. */
export function stepColumn<Row extends Record<Approver, number | null>, Approver extends string>(
  step: 'Finance' | 'IT',
  approver: Approver,
): DocumentColumn<Row> {
  return {
    label: { it: `Approvazione ${step}`, en: `${step} approval` },
    type: 'text',
    value: (row) => (row[approver] === null ? 'pending' : 'approved'),
    reads: { [approver]: true },
  };
}

type Where<Filter> = (viewer: Viewer, filter: Filter) => object;

/**
 * A document list's export: its where-builder after the list's view permission, newest first (the
 * screens' default order), the select its columns read.
 */
export function documentExport<Filter, Row>(
  permission: Permission,
  where: Where<Filter>,
  list: Omit<ExportList<Filter, Row>, 'where' | 'defaultOrder' | 'select' | 'columns'> & {
    columns: DocumentColumn<Row>[];
  },
): ExportList<Filter, Row> {
  return exportList({
    ...list,
    where: (ctx, filter) => where(assertAllowed(ctx, permission), filter),
    defaultOrder: [{ id: 'desc' }],
    // No two columns read the same relation, so a flat merge is the whole select.
    select: Object.assign({}, ...list.columns.map((column) => column.reads)) as object,
  });
}
