import { useCallback, useState, useTransition } from 'react';
import { loadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type Params } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { sortOf } from './listParams.ts';

/** What a screen's route loader knows: the path parameters and the URL's search (filters, sort). */
export interface ScreenQueryArgs {
  params: Params;
  searchParams: URLSearchParams;
}

/** A screen's query and its variables for one URL; each list/detail page module exports one. */
export interface ScreenQuery<Q extends OperationType = OperationType> {
  query: GraphQLTaggedNode;
  variables: Q['variables'];
}

export type DescribeScreenQuery = (args: ScreenQueryArgs) => ScreenQuery;

/** The route loader's data of a screen whose query starts there (router.tsx). */
export interface ScreenLoaderData {
  queryRef: PreloadedQuery<OperationType>;
}

/**
 * The data of the query the route loader started for this screen (usePreloadedQuery), and a refresh
 * that refetches it from the network inside a transition (the screen stays visible meanwhile). A new
 * URL (filters, sort, another id) runs the loader again and replaces the reference.
 */
export function useScreenQuery<Q extends OperationType>(query: GraphQLTaggedNode) {
  const { queryRef, refresh, isRefreshing } = useScreenQueryRef<Q>(query);
  return { data: usePreloadedQuery<Q>(query, queryRef), refresh, isRefreshing };
}

/**
 * The same without reading it: for a screen whose frame (title, refresh button) stays outside the
 * Suspense boundary and hands the reference to the part that reads it with usePreloadedQuery.
 */
export function useScreenQueryRef<Q extends OperationType>(query: GraphQLTaggedNode) {
  const loaded = (useLoaderData() as ScreenLoaderData).queryRef as PreloadedQuery<Q>;
  const environment = useRelayEnvironment();
  const [refreshed, setRefreshed] = useState<{ from: PreloadedQuery<Q>; ref: PreloadedQuery<Q> } | null>(null);
  const [isRefreshing, startTransition] = useTransition();
  const current = refreshed?.from === loaded ? refreshed.ref : loaded;
  const refresh = useCallback(
    () =>
      startTransition(() =>
        setRefreshed({
          from: loaded,
          ref: loadQuery<Q>(environment, query, loaded.variables, { fetchPolicy: 'network-only' }),
        }),
      ),
    [environment, loaded, query],
  );
  return { queryRef: current, refresh, isRefreshing };
}

/** The query of a list that only searches and sorts: `search` and `orderBy` from the URL. */
export function searchSortQuery<Q extends OperationType>(query: GraphQLTaggedNode, sorts: readonly string[]) {
  return ({ searchParams }: ScreenQueryArgs): ScreenQuery<Q> => ({
    query,
    variables: { search: searchParams.get('search') || null, orderBy: sortOf(searchParams, sorts) },
  });
}

/**
 * The query of a screen about one record: each variable from a path parameter (`{ id: 'orderId' }`
 * reads /orders/:orderId into $id).
 */
export function pathQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Record<string, string> = { id: 'id' },
) {
  return ({ params }: ScreenQueryArgs): ScreenQuery<Q> => ({
    query,
    variables: Object.fromEntries(Object.entries(variables).map(([name, param]) => [name, params[param] ?? ''])),
  });
}

/** The query of a list that searches, filters by a known status and sorts: `search`, `status`, `orderBy`. */
export function statusListQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  statuses: Readonly<Record<string, string>>,
  sorts: readonly string[],
) {
  return ({ searchParams }: ScreenQueryArgs): ScreenQuery<Q> => {
    const status = searchParams.get('status') ?? '';
    return {
      query,
      variables: {
        search: searchParams.get('search') || null,
        status: Object.hasOwn(statuses, status) ? status : null,
        orderBy: sortOf(searchParams, sorts),
      },
    };
  };
}
