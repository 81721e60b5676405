import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useArchiveProductMutation as Mutation } from '../../__generated__/useArchiveProductMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { productTexts } from './texts.ts';

/** Archiving hides a product still used by offers: it leaves the list (the edge is removed). */
export function useArchiveProductMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    productTexts.deleteFailed,
  );
  return useCallback((id: string, connections: string[]) => run({ input: { id, archived: true }, connections }), [run]);
}
