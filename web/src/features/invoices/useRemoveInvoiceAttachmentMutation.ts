import { graphql } from 'react-relay';
import type { useRemoveInvoiceAttachmentMutation as Mutation } from '../../__generated__/useRemoveInvoiceAttachmentMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { einvoiceTexts } from './einvoiceTexts.ts';

/** Removes a PDF attached by mistake; the invoice's attachments come back without it. */
export const useRemoveInvoiceAttachmentMutation = outcomeHook(
  graphql`
    mutation useRemoveInvoiceAttachmentMutation($input: RemoveInvoiceAttachmentInput!) {
      removeInvoiceAttachment(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationRemoveInvoiceAttachmentSuccess {
          data {
            invoice {
              ...EInvoiceDetails_invoice
            }
          }
        }
      }
    }
  `,
  einvoiceTexts.removeFailed,
  (run: OutcomeRun<Mutation>) => (attachmentId: string) => run({ input: { attachmentId } }),
);
