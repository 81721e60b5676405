import { Fragment, useState, type ComponentProps, type ReactNode } from 'react';
import { ConfirmRowAlert } from './ConfirmRowAlert.tsx';
import { DataTable, pagingOf, type Column } from './DataTable.tsx';

/** Rows a page: the `count` default of every list's pagination fragment. */
const PAGE_SIZE = 25;

/** A list connection as its pagination fragment reads it. */
interface Connection<N> {
  readonly totalCount: number;
  readonly edges: readonly { readonly node: N }[];
}

/** What a row may start: editing it, or the confirmation before deleting (or cancelling) it. */
export interface RowStarts<N> {
  edit: (node: N) => void;
  confirm: (node: N) => void;
}

interface ConnectionTableProps<N extends { readonly id: string }> {
  /** usePaginationFragment's result: whether there is more, and how to load it. */
  pagination: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
  connection: Connection<N>;
  columns: readonly Column[];
  texts: { empty: string; count: (shown: number, total: number) => string; loadMore: string; sortBy?: string };
  row: (node: N, starts: RowStarts<N>) => ReactNode;
  /** The edit dialog of the row being edited; `close` ends the editing. */
  editor?: (node: N, close: () => void) => ReactNode;
  /** The confirmation a row's destructive action asks for (ConfirmRowAlert without item and onClose). */
  confirm?: Omit<ComponentProps<typeof ConfirmRowAlert<N>>, 'item' | 'onClose'>;
  /** More content inside the card (the create dialogs). */
  children?: ReactNode;
}

/**
 * A paged list of a connection: one row a node, the count and "load more", and the row's edit dialog
 * and confirmation while one is open.
 */
export function ConnectionTable<N extends { readonly id: string }>(props: ConnectionTableProps<N>) {
  const { connection, texts } = props;
  const [editing, setEditing] = useState<N | null>(null);
  const [confirming, setConfirming] = useState<N | null>(null);
  const starts: RowStarts<N> = { edit: setEditing, confirm: setConfirming };
  return (
    <DataTable
      columns={props.columns}
      rows={connection.edges.map(({ node }) => (
        <Fragment key={node.id}>{props.row(node, starts)}</Fragment>
      ))}
      empty={texts.empty}
      paging={pagingOf(
        props.pagination,
        texts.count(connection.edges.length, connection.totalCount),
        texts.loadMore,
        PAGE_SIZE,
      )}
      sortLabel={texts.sortBy}
    >
      {props.children}
      {editing && props.editor?.(editing, () => setEditing(null))}
      {props.confirm && <ConfirmRowAlert {...props.confirm} item={confirming} onClose={() => setConfirming(null)} />}
    </DataTable>
  );
}
