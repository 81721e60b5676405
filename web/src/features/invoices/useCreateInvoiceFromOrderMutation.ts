import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  CreateInvoiceFromOrderInput,
  useCreateInvoiceFromOrderMutation as Mutation,
} from '../../__generated__/useCreateInvoiceFromOrderMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { fromOrderTexts } from './fromOrderTexts.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';

/** Resolves with the new invoice's database id (for /invoices/:id). */
export function useCreateInvoiceFromOrderMutation(): [
  (input: CreateInvoiceFromOrderInput) => Promise<Outcome<number>>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useCreateInvoiceFromOrderMutation($input: CreateInvoiceFromOrderInput!) {
      createInvoiceFromOrder(input: $input) {
        __typename
        ... on Error {
          message
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
  `);
  const create = useCallback(
    async (input: CreateInvoiceFromOrderInput) => {
      try {
        const { createInvoiceFromOrder: result } = await run({ input });
        const rowId =
          result.__typename === 'MutationCreateInvoiceFromOrderSuccess' ? (result.data?.invoice.rowId ?? 0) : 0;
        return outcomeOf(result, rowId, fromOrderTexts.messages.failed);
      } catch (error) {
        return failed<number>(fromOrderTexts.messages.failed, error);
      }
    },
    [run],
  );
  return [create, busy];
}
