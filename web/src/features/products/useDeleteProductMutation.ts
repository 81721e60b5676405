import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteProductMutation as Mutation } from '../../__generated__/useDeleteProductMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { productTexts } from './texts.ts';

export function useDeleteProductMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
    mutation useDeleteProductMutation($input: DeleteProductInput!, $connections: [ID!]!) {
      deleteProduct(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteProductSuccess {
          data {
            deletedId @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `);
  return useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { deleteProduct } = await run({ input: { id }, connections });
        return outcomeOf(deleteProduct, undefined, productTexts.deleteFailed);
      } catch {
        return failed(productTexts.deleteFailed);
      }
    },
    [run],
  );
}
