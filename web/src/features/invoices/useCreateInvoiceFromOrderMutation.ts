import { graphql } from 'react-relay';
import type {
  CreateInvoiceFromOrderInput,
  useCreateInvoiceFromOrderMutation as Mutation,
} from '../../__generated__/useCreateInvoiceFromOrderMutation.graphql.ts';
import { resultOf } from '../../shared/outcome.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { fromOrderTexts } from './fromOrderTexts.ts';

/** Resolves with the new invoice's database id (for /invoices/:id). */
export const useCreateInvoiceFromOrderMutation = outcomeHook(
  graphql`
    mutation useCreateInvoiceFromOrderMutation($input: CreateInvoiceFromOrderInput!) {
      createInvoiceFromOrder(input: $input) {
        __typename
        ... on Error {
          message
          field
        }
        ... on MutationCreateInvoiceFromOrderSuccess {
          data {
            invoice {
              rowId
              ...InvoiceDetail_invoice
            }
          }
        }
      }
    }
  `,
  fromOrderTexts.messages.failed,
  (run: OutcomeRun<Mutation>) => (input: CreateInvoiceFromOrderInput) =>
    run(
      { input },
      {
        value: (response) => resultOf(response).data?.invoice.rowId ?? 0,
      },
    ),
);
