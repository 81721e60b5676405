import { isThenable, RootFieldBuilder } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLFieldResolver } from 'graphql';

/**
 * Every Relay node's `id` field, answered synchronously when its id is at hand (issue 15, point 2).
 *
 * @pothos/plugin-relay 4.8 declares the resolver of `t.globalID` (which every node's `id` is) as an
 * `async` function, so each `id` is a Promise even though a Prisma node reads it from its own row.
 * One Promise-valued field makes graphql's executor complete the whole object asynchronously: on a
 * 50-offer page with lines and recipients that is ~450 objects, and the executor allocated ~11 MB a
 * page, about half of it in promises and their closures. This is the plugin's own `globalID` (same
 * options, same encoding: the builder sets no custom `encodeGlobalID`) without the `async`: a promise
 * only where the node's id resolver itself returns one. Imported by builder.ts before any type is
 * declared; tests/api/global-ids.test.ts fails if a node's id is a Promise again.
 */
type GlobalIdResult = { type: string | { name: string }; id: unknown } | string | null | undefined;
type Resolve = GraphQLFieldResolver<unknown, unknown, object, GlobalIdResult | Promise<GlobalIdResult>>;

const proto = RootFieldBuilder.prototype as unknown as {
  globalID(this: GlobalIdBuilder, options: { resolve: Resolve } & Record<string, unknown>): unknown;
  field(options: Record<string, unknown>): unknown;
};
type GlobalIdBuilder = typeof proto & {
  builder: { configStore: { getTypeConfig(type: unknown): { name: string } }; options: { relay?: object } };
};

proto.globalID = function globalID({ resolve, ...options }) {
  if ((this.builder.options.relay as { encodeGlobalID?: unknown } | undefined)?.encodeGlobalID) {
    throw new Error('sync-global-id: a custom relay.encodeGlobalID is not supported');
  }
  const encode = (result: GlobalIdResult) =>
    !result || typeof result !== 'object'
      ? result
      : encodeGlobalID(this.builder.configStore.getTypeConfig(result.type).name, String(result.id));
  return this.field({
    ...options,
    type: 'ID',
    resolve: (parent: unknown, args: object, context: unknown, info: Parameters<Resolve>[3]) => {
      const result = resolve(parent, args, context, info);
      return isThenable(result) ? result.then(encode) : encode(result);
    },
  });
};
