import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSupplierMutation as Mutation } from '../../__generated__/useDeleteSupplierMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { supplierTexts } from './texts.ts';

export function useDeleteSupplierMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useDeleteSupplierMutation($input: DeleteSupplierInput!, $connections: [ID!]!) {
        deleteSupplier(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationDeleteSupplierSuccess {
            data {
              deletedId @deleteEdge(connections: $connections)
            }
          }
        }
      }
    `,
    supplierTexts.deleteFailed,
  );
  return useCallback((id: string, connections: string[]) => run({ input: { id }, connections }), [run]);
}
