import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  CreateInvoiceFromOrderInput,
  useCreateInvoiceFromOrderMutation as Mutation,
} from '../../__generated__/useCreateInvoiceFromOrderMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import { fromOrderTexts } from './fromOrderTexts.ts';
import type { Outcome } from '../../shared/outcome.ts';

/** Resolves with the new invoice's database id (for /invoices/:id). */
export function useCreateInvoiceFromOrderMutation(): [
  (input: CreateInvoiceFromOrderInput) => Promise<Outcome<number>>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  const create = useCallback(
    (input: CreateInvoiceFromOrderInput) =>
      run(
        { input },
        {
          value: ({ createInvoiceFromOrder: r }) =>
            r.__typename === 'MutationCreateInvoiceFromOrderSuccess' ? (r.data?.invoice.rowId ?? 0) : 0,
        },
      ),
    [run],
  );
  return [create, busy];
}
