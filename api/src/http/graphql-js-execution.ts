import { execute } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Queries and mutations run on graphql-js's own `execute` rather than yoga's default, the
 * @graphql-tools executor (a fork that adds @defer/@stream, which this schema does not offer): the
 * same results and errors, and 10-15% less CPU on a 50-row nested page (docs/performance.md).
 * Subscriptions keep yoga's subscribe.
 */
export function graphqlJsExecution(): Plugin {
  return {
    onExecute({ setExecuteFn }) {
      setExecuteFn(execute);
    },
  };
}
