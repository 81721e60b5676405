import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useArchiveProductMutation as Mutation } from '../../__generated__/useArchiveProductMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { productTexts } from './texts.ts';

/** Archiving hides a product still used by offers: it leaves the list (the edge is removed). */
export function useArchiveProductMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
    mutation useArchiveProductMutation($input: ArchiveProductInput!, $connections: [ID!]!) {
      archiveProduct(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationArchiveProductSuccess {
          data {
            product {
              id @deleteEdge(connections: $connections)
            }
          }
        }
      }
    }
  `);
  return useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { archiveProduct } = await run({ input: { id, archived: true }, connections });
        return outcomeOf(archiveProduct, undefined, productTexts.deleteFailed);
      } catch {
        return failed(productTexts.deleteFailed);
      }
    },
    [run],
  );
}
