import { graphql } from 'react-relay';
import type { useApproveInvoiceMutation as Mutation } from '../../__generated__/useApproveInvoiceMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { invoiceDetailTexts } from './detailTexts.ts';

export const useApproveInvoiceMutation = outcomeHook(
  graphql`
    mutation useApproveInvoiceMutation($input: InvoiceIdInput!) {
      approveInvoice(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationApproveInvoiceSuccess {
          data {
            ...InvoiceDetail_payload
          }
        }
      }
    }
  `,
  invoiceDetailTexts.updateFailed,
  (run: OutcomeRun<Mutation>) => (id: string) => run({ input: { id } }),
);
