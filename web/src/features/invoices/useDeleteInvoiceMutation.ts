import { graphql } from 'react-relay';
import type { useDeleteInvoiceMutation as Mutation } from '../../__generated__/useDeleteInvoiceMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { invoiceListTexts } from './texts.ts';

export const useDeleteInvoiceMutation = outcomeHook(
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
  (run: OutcomeRun<Mutation>) => (id: string, connections: string[]) =>
    run(
      { input: { id }, connections },
      { updater: countUpdater('deleteInvoice', 'MutationDeleteInvoiceSuccess', connections, -1) },
    ),
);
