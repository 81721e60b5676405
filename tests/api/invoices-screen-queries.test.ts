import { parse, validate } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../api/src/http/yoga.ts';
import { schema } from '../../api/src/schema.ts';

/**
 * The finance screens' Relay queries must stay under the server's cost limit (graphql-armor, counted
 * as the server counts it: fragments flattened, a literal `first: n` multiplies its subtree), or the
 * screen fails with a cost error in production.
 */
const QUERIES = [
  'InvoicesPageQuery',
  'InvoiceDetailPageQuery',
  'InvoiceFromOrderPageQuery',
  'InvoiceEditDialogQuery',
  'PaymentsPageQuery',
  'ContractsPageQuery',
  'ContractDetailPageQuery',
];

describe('finance screen queries', () => {
  it.each(QUERIES)('%s is valid against the schema and under the cost limit', async (name) => {
    const artifact = (await import(`../../web/src/__generated__/${name}.graphql.ts`)) as {
      default: { params: { text: string } };
    };
    let cost = Number.POSITIVE_INFINITY;
    const errors = validate(schema, parse(artifact.default.params.text), [
      costLimitRule({
        maxCost: 1e12,
        flattenFragments: true,
        onAccept: [(_ctx: unknown, { n }: { n: number }) => void (cost = n)],
      }),
    ]);
    expect(errors).toEqual([]);
    expect(cost).toBeLessThan(GRAPHQL_LIMITS.maxCost);
  });
});
