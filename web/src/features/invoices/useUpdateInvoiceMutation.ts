import { graphql } from 'react-relay';
import type { useUpdateInvoiceMutation as Mutation } from '../../__generated__/useUpdateInvoiceMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import type { InvoiceValues } from './InvoiceDialog.tsx';
import { toInvoiceInput } from './invoiceInput.ts';
import { invoiceListTexts } from './texts.ts';

export const useUpdateInvoiceMutation = outcomeHook(
  graphql`
    mutation useUpdateInvoiceMutation($input: UpdateInvoiceInput!) {
      updateInvoice(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdateInvoiceSuccess {
          data {
            invoice {
              id
              ...InvoiceRow_invoice
            }
          }
        }
      }
    }
  `,
  invoiceListTexts.saveFailed,
  (run: OutcomeRun<Mutation>) => (id: string, values: InvoiceValues) =>
    run({ input: { id, patch: toInvoiceInput(values) } }),
);
