import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useApproveInvoiceMutation as Mutation } from '../../__generated__/useApproveInvoiceMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import { invoiceDetailTexts } from './detailTexts.ts';
import type { Outcome } from '../../shared/outcome.ts';

export function useApproveInvoiceMutation(): [(id: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useApproveInvoiceMutation($input: InvoiceIdInput!) {
        approveInvoice(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationApproveInvoiceSuccess {
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
  const approve = useCallback((id: string) => run({ input: { id } }), [run]);
  return [approve, busy];
}
