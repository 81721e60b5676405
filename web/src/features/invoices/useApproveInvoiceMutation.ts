import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useApproveInvoiceMutation as Mutation } from '../../__generated__/useApproveInvoiceMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { invoiceDetailTexts } from './detailTexts.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';

export function useApproveInvoiceMutation(): [(id: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const approve = useCallback(
    async (id: string) => {
      try {
        const { approveInvoice } = await run({ input: { id } });
        return outcomeOf(approveInvoice, undefined, invoiceDetailTexts.updateFailed);
      } catch (error) {
        return failed(invoiceDetailTexts.updateFailed, error);
      }
    },
    [run],
  );
  return [approve, busy];
}
