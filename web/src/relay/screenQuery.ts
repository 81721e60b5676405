import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { getEnvironment } from './currentEnvironment.ts';

/**
 * A screen's query started by its route loader, in parallel with the screen's code (issue 13 point
 * 11). Loaders import the generated query artifact, not the screen, so the screen's chunk stays lazy.
 */
export function loadScreenQuery<Q extends OperationType>(query: ConcreteRequest, variables: Q['variables']) {
  return { queryRef: loadQuery<Q>(getEnvironment(), query, variables, { fetchPolicy: 'network-only' }) };
}

/** The screen's side: reads what its route loader started (suspends until it arrives). */
export function useScreenQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q['response'] {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<Q> };
  return usePreloadedQuery<Q>(query, queryRef);
}
