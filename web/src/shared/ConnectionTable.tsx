import { Fragment, useState, type ComponentProps, type ReactNode } from 'react';
import { usePaginationFragment } from 'react-relay';
import type { KeyType, KeyTypeData } from 'react-relay/relay-hooks/helpers';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ConfirmRowAlert } from './ConfirmRowAlert.tsx';
import { DataTable, pagingOf, type Column } from './DataTable.tsx';
import type { Outcome } from './outcome.ts';

/** Rows a page: the `count` default of every list's pagination fragment. */
const PAGE_SIZE = 25;

/** A list connection as its pagination fragment reads it: the total and the edges with their ids. */
interface Connection {
  readonly totalCount: number;
  readonly edges: readonly { readonly node: { readonly id: string } }[];
}
type NodeOf<C extends Connection> = C['edges'][number]['node'];

/** What a row's buttons start: editing it, or the confirmation before deleting (or cancelling) it. */
export interface RowStarts {
  edit: () => void;
  confirm: () => void;
}

type Confirmation<N> = Omit<ComponentProps<typeof ConfirmRowAlert<N>>, 'item' | 'onClose'>;

interface ConnectionTableProps<K extends KeyType, C extends Connection> {
  /** The list's @refetchable pagination fragment, and the screen query's reference to it. */
  fragment: GraphQLTaggedNode;
  fragmentRef: K;
  /** The connection in the fragment's data. */
  connection: (data: KeyTypeData<K>) => C;
  columns: readonly Column[];
  texts: { empty: string; count: (shown: number, total: number) => string; loadMore: string; sortBy?: string };
  row: (node: NodeOf<C>, starts: RowStarts) => ReactNode;
  /** The edit dialog of the row being edited; `close` ends the editing. */
  editor?: (node: NodeOf<C>, close: () => void) => ReactNode;
  /** The confirmation a row's destructive action asks for (ConfirmRowAlert without item and onClose). */
  confirm?: (connection: C) => Confirmation<NodeOf<C>>;
  /** More content inside the card (the create dialogs, given the connection to add to). */
  children?: (connection: C) => ReactNode;
}

/**
 * The one paged list of every screen's connection: it reads the list's pagination fragment, draws one
 * row a node with the count and "load more", and the row's edit dialog or confirmation while open.
 */
export function ConnectionTable<K extends KeyType, C extends Connection>(props: ConnectionTableProps<K, C>) {
  const pagination = usePaginationFragment<OperationType, K>(props.fragment, props.fragmentRef);
  const connection = props.connection(pagination.data);
  const [editing, setEditing] = useState<NodeOf<C> | null>(null);
  const [confirming, setConfirming] = useState<NodeOf<C> | null>(null);
  const { texts } = props;
  const shown = connection.edges.length;
  return (
    <DataTable
      columns={props.columns}
      rows={connection.edges.map(({ node }) => (
        <Fragment key={node.id}>
          {props.row(node, { edit: () => setEditing(node), confirm: () => setConfirming(node) })}
        </Fragment>
      ))}
      empty={texts.empty}
      paging={pagingOf(pagination, texts.count(shown, connection.totalCount), texts.loadMore, PAGE_SIZE)}
      sortLabel={texts.sortBy}
    >
      {props.children?.(connection)}
      {editing && props.editor?.(editing, () => setEditing(null))}
      {props.confirm && (
        <ConfirmRowAlert {...props.confirm(connection)} item={confirming} onClose={() => setConfirming(null)} />
      )}
    </DataTable>
  );
}

/**
 * The confirmation of a list's delete, from the list's texts (delete, cancel, confirmDelete, deleted)
 * and its delete hook; the deleted row leaves the list's connection.
 */
export function deleteConfirmation<N extends { readonly id: string }>(
  t: { delete: string; cancel: string; confirmDelete: string; deleted: string },
  [remove, busy]: readonly [(id: string, connections: string[]) => Promise<Outcome<unknown>>, boolean],
  nameOf: (row: N) => ReactNode,
  failureTitle: string,
) {
  return (connection: { readonly __id: string }): Confirmation<N> => ({
    icon: 'trash',
    nameOf,
    texts: { confirm: t.delete, cancel: t.cancel, question: t.confirmDelete, done: t.deleted },
    failureTitle,
    busy,
    onConfirm: (row) => remove(row.id, [connection.__id]),
  });
}
