import type { GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { searchSortQuery, type ScreenQuery, type ScreenQueryArgs } from './screenQuery.ts';

/** searchSortQuery plus filters, each read from the URL parameter of its own name (empty: none). */
export function filteredQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  sorts: readonly string[],
  filters: readonly string[],
) {
  const searchSort = searchSortQuery<Q>(query, sorts);
  return (args: ScreenQueryArgs): ScreenQuery<Q> => {
    const chosen = Object.fromEntries(filters.map((name) => [name, args.searchParams.get(name) || null]));
    return { query, variables: { ...searchSort(args).variables, ...chosen } };
  };
}
