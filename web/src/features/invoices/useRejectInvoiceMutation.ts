import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRejectInvoiceMutation as Mutation } from '../../__generated__/useRejectInvoiceMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { invoiceDetailTexts } from './detailTexts.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';

export function useRejectInvoiceMutation(): [(id: string, reason: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useRejectInvoiceMutation($input: RejectInvoiceInput!) {
      rejectInvoice(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationRejectInvoiceSuccess {
          data {
            invoice {
              ...InvoiceDetail_invoice
            }
          }
        }
      }
    }
  `);
  const reject = useCallback(
    async (id: string, reason: string) => {
      try {
        const { rejectInvoice } = await run({ input: { id, reason } });
        return outcomeOf(rejectInvoice, undefined, invoiceDetailTexts.updateFailed);
      } catch (error) {
        return failed(invoiceDetailTexts.updateFailed, error);
      }
    },
    [run],
  );
  return [reject, busy];
}
