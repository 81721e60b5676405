import { graphql } from 'react-relay';
import type { useCreateInvoiceFromOrderMutation as Mutation } from '../../__generated__/useCreateInvoiceFromOrderMutation.graphql.ts';
import { createdRowHook } from '../../shared/useOutcomeMutation.ts';
import { fromOrderTexts } from './fromOrderTexts.ts';

/** Resolves with the new invoice's database id (for /invoices/:id). */
export const useCreateInvoiceFromOrderMutation = createdRowHook<Mutation>(
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
);
