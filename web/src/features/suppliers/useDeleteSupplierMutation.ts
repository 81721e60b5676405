import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSupplierMutation as Mutation } from '../../__generated__/useDeleteSupplierMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { supplierTexts } from './texts.ts';

export function useDeleteSupplierMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  return useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { deleteSupplier } = await run({ input: { id }, connections });
        return outcomeOf(deleteSupplier, undefined, supplierTexts.deleteFailed);
      } catch {
        return failed(supplierTexts.deleteFailed);
      }
    },
    [run],
  );
}
