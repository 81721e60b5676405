import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRejectInvoiceMutation as Mutation } from '../../__generated__/useRejectInvoiceMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import { invoiceDetailTexts } from './detailTexts.ts';
import type { Outcome } from '../../shared/outcome.ts';

export function useRejectInvoiceMutation(): [(id: string, reason: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    invoiceDetailTexts.updateFailed,
  );
  const reject = useCallback((id: string, reason: string) => run({ input: { id, reason } }), [run]);
  return [reject, busy];
}
