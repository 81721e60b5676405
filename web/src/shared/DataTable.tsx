import { Button, Card, HTMLSelect, HTMLTable, Icon, NonIdealState } from '@blueprintjs/core';
import { createContext, useContext, useTransition, type ReactNode } from 'react';
import { useSortParam } from './listParams.ts';
import './data-table.css';

/**
 * The one list table of every screen: column headers that sort on the server (the sort goes into the
 * URL, the route loader and the list query read it), a footer with the count and "load more", and
 * below 768 px (the spec's mobile breakpoint) each row drawn as a card of label/value lines, so no
 * list scrolls sideways on a phone.
 */
export interface Column {
  label: ReactNode;
  /** The column of the list's <Type>SortField enum (e.g. 'PRICE'); absent: not sortable. */
  sort?: string;
  /** num: right-aligned tabular figures; actions: the row's buttons; nowrap: dates and codes. */
  kind?: 'num' | 'actions' | 'nowrap';
}

export interface Paging {
  /** "12 of 40 offers" in the screen's language. */
  count: string;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  loadMoreText: string;
}

/** A list's columns, each with the server sort field it orders by (if any). */
export type SortableColumn<F extends string> = Column & { sort?: F };

/** The sort fields of a list's columns (the route loader reads the URL against them). */
export function sortsOf<F extends string>(columns: readonly SortableColumn<F>[]): F[] {
  return columns.flatMap((c) => (c.sort ? [c.sort] : []));
}

/** DataTable paging from usePaginationFragment's result: the count line and "load more" by pageSize. */
export function pagingOf(
  pagination: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown },
  count: string,
  loadMoreText: string,
  pageSize: number,
): Paging {
  const { hasNext, isLoadingNext, loadNext } = pagination;
  return { count, hasNext, isLoadingNext, loadNext: () => void loadNext(pageSize), loadMoreText };
}

const ColumnsContext = createContext<readonly Column[]>([]);

interface DataTableProps {
  columns: readonly Column[];
  /** The rows (DataRow each), or none: then the empty message. */
  rows: ReactNode[];
  empty: string;
  paging?: Paging;
  /** Dialogs and other content inside the card, after the table. */
  children?: ReactNode;
  label?: string;
  /** The phone sort select's label, in the screen's language. */
  sortLabel?: string;
}

export function DataTable({ columns, rows, empty, paging, children, label, sortLabel = 'Sort by' }: DataTableProps) {
  const [, startTransition] = useTransition();
  return (
    <Card className="data-card">
      {rows.length > 1 && <PhoneSort columns={columns} label={sortLabel} />}
      {rows.length === 0 ? (
        <NonIdealState className="data-empty" icon="search" description={empty} />
      ) : (
        <Table columns={columns} rows={rows} label={label} interactive />
      )}
      {paging && rows.length > 0 && (
        <div className="data-footer">
          <span>{paging.count}</span>
          {paging.hasNext && (
            <Button
              text={paging.loadMoreText}
              loading={paging.isLoadingNext}
              onClick={() => startTransition(() => paging.loadNext())}
            />
          )}
        </div>
      )}
      {children}
    </Card>
  );
}

/** Below 768 px the headers are hidden: the sortable columns are offered in one select instead. */
function PhoneSort({ columns, label }: { columns: readonly Column[]; label: string }) {
  const sort = useSortParam();
  const sortable = columns.filter((c) => c.sort && typeof c.label === 'string');
  if (sortable.length === 0) return null;
  const value = sort.field ? `${sort.field}:${sort.direction}` : '';
  return (
    <div className="data-phone-sort">
      <HTMLSelect aria-label={label} value={value} onChange={(e) => sort.set(e.currentTarget.value)} fill>
        <option value="">{label}</option>
        {sortable.flatMap((c) => [
          <option key={`${c.sort}:ASC`} value={`${c.sort}:ASC`}>
            {c.label} ↑
          </option>,
          <option key={`${c.sort}:DESC`} value={`${c.sort}:DESC`}>
            {c.label} ↓
          </option>,
        ])}
      </HTMLSelect>
    </div>
  );
}

/**
 * A table inside a detail screen's card (lines, recipients, items): the same columns and phone cards
 * as the lists, without sorting, paging or a card of its own.
 */
export function DetailTable(props: { columns: readonly Column[]; rows: ReactNode[]; label?: string }) {
  return <Table {...props} compact />;
}

function Table(props: {
  columns: readonly Column[];
  rows: ReactNode[];
  label?: string;
  interactive?: boolean;
  compact?: boolean;
}) {
  const { columns } = props;
  return (
    <HTMLTable
      className="data-table"
      striped
      interactive={props.interactive}
      compact={props.compact}
      aria-label={props.label}
    >
      <thead>
        <tr>
          {columns.map((column, index) => (
            <HeaderCell key={index} column={column} />
          ))}
        </tr>
      </thead>
      <tbody>
        <ColumnsContext.Provider value={columns}>{props.rows}</ColumnsContext.Provider>
      </tbody>
    </HTMLTable>
  );
}

function HeaderCell({ column }: { column: Column }) {
  const sort = useSortParam();
  const className = column.kind ? `data-${column.kind}` : undefined;
  if (!column.sort) return <th className={className}>{column.label}</th>;
  const active = sort.field === column.sort;
  const ariaSort = active ? (sort.direction === 'DESC' ? 'descending' : 'ascending') : 'none';
  const icon = !active ? 'double-caret-vertical' : sort.direction === 'DESC' ? 'chevron-down' : 'chevron-up';
  return (
    <th className={className} aria-sort={ariaSort}>
      <button type="button" className="data-sort" onClick={() => sort.toggle(column.sort!)}>
        {column.label}
        <Icon icon={icon} size={12} className={active ? undefined : 'data-sort__idle'} />
      </button>
    </th>
  );
}

/** One row: its cells in the order of the table's columns; on a phone each cell shows its column's label. */
export function DataRow({ cells, className }: { cells: readonly ReactNode[]; className?: string }) {
  const columns = useContext(ColumnsContext);
  return (
    <tr className={className}>
      {cells.map((cell, index) => {
        const column = columns[index];
        const label = typeof column?.label === 'string' && column.kind !== 'actions' ? column.label : undefined;
        return (
          <td key={index} className={column?.kind ? `data-${column.kind}` : undefined} data-label={label}>
            {cell}
          </td>
        );
      })}
    </tr>
  );
}
