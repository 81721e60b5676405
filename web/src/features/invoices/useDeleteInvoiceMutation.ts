import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteInvoiceMutation as Mutation } from '../../__generated__/useDeleteInvoiceMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { invoiceListTexts } from './texts.ts';

export function useDeleteInvoiceMutation(): [
  (id: string, connections: string[]) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    invoiceListTexts.deleteFailed,
  );
  const remove = useCallback(
    (id: string, connections: string[]) =>
      run(
        { input: { id }, connections },
        { updater: countUpdater('deleteInvoice', 'MutationDeleteInvoiceSuccess', connections, -1) },
      ),
    [run],
  );
  return [remove, busy];
}
