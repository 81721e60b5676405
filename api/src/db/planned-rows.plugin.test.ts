import { describe, expect, it } from 'vitest';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { schema } from '../schema.ts';
import { markPlanned as planned } from './json-rows.ts';

/** The schema's resolver of `type.field`, with every plugin's wrapper around it. */
function resolverOf(type: string, field: string) {
  const found = (schema.getType(type) as GraphQLObjectType).getFields()[field] as GraphQLField<unknown, unknown>;
  return (parent: object) =>
    found.resolve!(parent, {}, {}, { path: { key: field }, parentType: { name: type } } as never);
}

const supplier = { id: 7, name: 'ACME' };

// With no request context the Prisma plugin's own path throws (it keeps its mappings on the context),
// so a field answered here was answered from the planned row without asking the selection mapper.
const throughPrismaPlugin = (run: () => unknown) => expect(run).toThrow();

describe('fields of a planned row (db/json-page.ts) resolve from the row itself', () => {
  it('a field with a select over a relation, and the relation itself', () => {
    expect(resolverOf('Offer', 'supplierName')(planned({ supplier }))).toBe('ACME');
    expect(resolverOf('Offer', 'supplier')(planned({ supplier }))).toBe(supplier);
    expect(resolverOf('Offer', 'approvedByFinanceName')(planned({ approvedByFinance: null }))).toBeNull();
    expect(resolverOf('Offer', 'lines')(planned({ lines: [] }))).toEqual([]);
  });

  it('a field with a select of its own columns', () => {
    expect(resolverOf('Offer', 'approvedByFinance')(planned({ approvedByFinanceId: 3 }))).toBe(true);
    expect(resolverOf('Offer', 'approvedByIT')(planned({ approvedByItId: null }))).toBe(false);
  });

  it('goes through the Prisma plugin for a row that is not marked or lacks what the field selects', () => {
    throughPrismaPlugin(() => resolverOf('Offer', 'supplierName')({ supplier }));
    throughPrismaPlugin(() => resolverOf('Offer', 'supplierName')(planned({ supplierId: 7 })));
    throughPrismaPlugin(() => resolverOf('Offer', 'lines')(planned({ id: 1 })));
    throughPrismaPlugin(() => resolverOf('Offer', 'approvedByFinance')(planned({ id: 1 })));
  });
});
