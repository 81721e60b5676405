import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useArchiveSupplierMutation as Mutation } from '../../__generated__/useArchiveSupplierMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { supplierTexts } from './texts.ts';

/** Archiving hides a supplier still used by offers, orders, invoices or contracts. */
export function useArchiveSupplierMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  return useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { archiveSupplier } = await run({ input: { id, archived: true }, connections });
        return outcomeOf(archiveSupplier, undefined, supplierTexts.deleteFailed);
      } catch {
        return failed(supplierTexts.deleteFailed);
      }
    },
    [run],
  );
}
