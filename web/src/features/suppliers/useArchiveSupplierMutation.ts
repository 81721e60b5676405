import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useArchiveSupplierMutation as Mutation } from '../../__generated__/useArchiveSupplierMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { supplierTexts } from './texts.ts';

/** Archiving hides a supplier still used by offers, orders, invoices or contracts. */
export function useArchiveSupplierMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useArchiveSupplierMutation($input: ArchiveSupplierInput!, $connections: [ID!]!) {
        archiveSupplier(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationArchiveSupplierSuccess {
            data {
              supplier {
                id @deleteEdge(connections: $connections)
              }
            }
          }
        }
      }
    `,
    supplierTexts.deleteFailed,
  );
  return useCallback((id: string, connections: string[]) => run({ input: { id, archived: true }, connections }), [run]);
}
