import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteInvoiceMutation as Mutation } from '../../__generated__/useDeleteInvoiceMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { invoiceListTexts } from './texts.ts';

export function useDeleteInvoiceMutation(): [
  (id: string, connections: string[]) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useDeleteInvoiceMutation($input: InvoiceIdInput!, $connections: [ID!]!) {
      deleteInvoice(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteInvoiceSuccess {
          data {
            deletedId @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `);
  const remove = useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { deleteInvoice } = await run(
          { input: { id }, connections },
          countUpdater('deleteInvoice', 'MutationDeleteInvoiceSuccess', connections, -1),
        );
        return outcomeOf(deleteInvoice, undefined, invoiceListTexts.deleteFailed);
      } catch (error) {
        return failed(invoiceListTexts.deleteFailed, error);
      }
    },
    [run],
  );
  return [remove, busy];
}
