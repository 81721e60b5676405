import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Keeps a connection's totalCount in step with @prependNode / @deleteEdge, which change the edges
 * only: without it a list would read "12 di 11" after a create. Call it from a mutation updater,
 * only when the mutation succeeded.
 */
function adjustTotalCount(store: RecordSourceSelectorProxy, connectionIds: readonly string[], delta: number) {
  for (const id of connectionIds) {
    const connection = store.get(id);
    const count = connection?.getValue('totalCount');
    if (connection && typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
  }
}

/** The updater that moves totalCount by `delta` when the mutation's root field is its Success type. */
export function countUpdater(field: string, successType: string, connectionIds: readonly string[], delta: number) {
  return (store: RecordSourceSelectorProxy) => {
    const result = store.getRootField(field);
    if (result?.getValue('__typename') === successType) adjustTotalCount(store, connectionIds, delta);
  };
}
