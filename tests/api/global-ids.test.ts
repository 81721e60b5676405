import { decodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../api/src/schema.ts';

// Every Relay node's `id` is a string at once, never a Promise (api/src/shared/sync-global-id.ts): one
// Promise-valued field makes the executor complete its whole object asynchronously, which on a
// 50-offer page with lines and recipients cost ~4 MB of allocations and a tenth of the CPU.
const nodes = Object.values(schema.getTypeMap()).filter(
  (type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'),
);

describe('Relay node ids', () => {
  it('covers every node type of the schema', () => {
    expect(nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['Offer', 'Invoice', 'Order', 'Supplier']));
  });

  it.each(nodes.map((n) => [n.name, n] as const))('%s.id is its global id, answered synchronously', (name, type) => {
    if (!isObjectType(type)) throw new Error(name);
    const field = type.getFields().id;
    const info = {
      parentType: type,
      fieldName: 'id',
      path: { prev: undefined, key: 'id' },
    } as unknown as GraphQLResolveInfo;
    const id: unknown = field?.resolve?.({ id: 7 }, {}, {}, info);
    expect(typeof id).toBe('string');
    expect(decodeGlobalID(id as string)).toEqual({ typename: name, id: '7' });
  });
});
