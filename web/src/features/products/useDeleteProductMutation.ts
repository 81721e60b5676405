import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteProductMutation as Mutation } from '../../__generated__/useDeleteProductMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { productTexts } from './texts.ts';

export function useDeleteProductMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    productTexts.deleteFailed,
  );
  return useCallback((id: string, connections: string[]) => run({ input: { id }, connections }), [run]);
}
