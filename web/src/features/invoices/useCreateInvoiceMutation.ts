import { graphql } from 'react-relay';
import type { useCreateInvoiceMutation as Mutation } from '../../__generated__/useCreateInvoiceMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import type { InvoiceValues } from './InvoiceDialog.tsx';
import { toInvoiceInput } from './invoiceInput.ts';
import { invoiceListTexts } from './texts.ts';

export const useCreateInvoiceMutation = outcomeHook(
  graphql`
    mutation useCreateInvoiceMutation($input: InvoiceInput!, $connections: [ID!]!) {
      createInvoice(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateInvoiceSuccess {
          data {
            invoice @prependNode(connections: $connections, edgeTypeName: "QueryInvoicesConnectionEdge") {
              id
              ...InvoiceRow_invoice
            }
          }
        }
      }
    }
  `,
  invoiceListTexts.saveFailed,
  (run: OutcomeRun<Mutation>) => (values: InvoiceValues, connections: string[]) =>
    run(
      { input: toInvoiceInput(values), connections },
      { updater: countUpdater('createInvoice', 'MutationCreateInvoiceSuccess', connections, 1) },
    ),
);
