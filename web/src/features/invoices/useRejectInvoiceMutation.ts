import { graphql } from 'react-relay';
import type { useRejectInvoiceMutation as Mutation } from '../../__generated__/useRejectInvoiceMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { invoiceDetailTexts } from './detailTexts.ts';

export const useRejectInvoiceMutation = outcomeHook(
  graphql`
    mutation useRejectInvoiceMutation($input: RejectInvoiceInput!) {
      rejectInvoice(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationRejectInvoiceSuccess {
          data {
            ...InvoiceDetail_payload
          }
        }
      }
    }
  `,
  invoiceDetailTexts.updateFailed,
  (run: OutcomeRun<Mutation>) => (id: string, reason: string) => run({ input: { id, reason } }),
);
