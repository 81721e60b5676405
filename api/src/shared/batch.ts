/**
 * A minimal per-request DataLoader: the keys a request asks for while GraphQL resolves one list are
 * collected and loaded with one call, so a field computed per item costs a fixed number of statements.
 */
export function perRequestBatch<C extends object, K, V>(
  load: (ctx: C, keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
): (ctx: C, key: K) => Promise<V> {
  const queues = new WeakMap<C, { keys: Set<K>; result: Promise<ReadonlyMap<K, V>> }>();
  return (ctx, key) => {
    let queue = queues.get(ctx);
    if (!queue) {
      const keys = new Set<K>();
      const result = new Promise<ReadonlyMap<K, V>>((resolve, reject) => {
        // After the current resolver pass, so every item of the list has asked before the load runs.
        setImmediate(() => {
          queues.delete(ctx);
          load(ctx, [...keys]).then(resolve, reject);
        });
      });
      queue = { keys, result };
      queues.set(ctx, queue);
    }
    queue.keys.add(key);
    return queue.result.then((values) => {
      if (!values.has(key)) throw new Error(`perRequestBatch: no value for ${String(key)}`);
      return values.get(key)!;
    });
  };
}
