import { usePaginationFragment, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { pagingOf, type Paging } from './DataTable.tsx';

/** The rows a list fragment fetches first and each "load more" adds (its count argument's default). */
const PAGE_SIZE = 50;

/** The generated key of a list fragment (TenantsTable_query$key ...), whose data is D. */
export type ListKey<D> = { readonly ' $data'?: D; readonly ' $fragmentSpreads': unknown };

/** A list's connection as its fragment selects it: id (for @appendNode/@deleteEdge), total and rows. */
export interface ListConnection<N> {
  readonly __id: string;
  readonly totalCount: number;
  readonly edges: readonly { readonly node: N }[];
}

/** A paginated list: a @refetchable fragment on Query with one @connection, and where that is in its data. */
export interface PagedList<D, N> {
  fragment: GraphQLTaggedNode;
  connection: (data: D) => ListConnection<N>;
}

/**
 * A paginated list read from `key`: its connection and the DataTable's paging (the count line in the
 * screen's language, "load more").
 */
export function usePagedList<D, N>(
  list: PagedList<D, N>,
  key: ListKey<D>,
  texts: { count: (shown: number, total: number) => string; loadMore: string },
): { connection: ListConnection<N>; paging: Paging } {
  const pagination = usePaginationFragment<OperationType, ListKey<D>>(list.fragment, key);
  const connection = list.connection(pagination.data);
  const count = texts.count(connection.edges.length, connection.totalCount);
  return { connection, paging: pagingOf(pagination, count, texts.loadMore, PAGE_SIZE) };
}
