import { graphql } from 'react-relay';
import type { useUploadInvoiceAttachmentMutation as Mutation } from '../../__generated__/useUploadInvoiceAttachmentMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { einvoiceTexts } from './einvoiceTexts.ts';

/** Attaches a PDF to an invoice (multipart); the invoice's attachments come back with it. */
export const useUploadInvoiceAttachmentMutation = outcomeHook(
  graphql`
    mutation useUploadInvoiceAttachmentMutation($input: UploadInvoiceAttachmentInput!) {
      uploadInvoiceAttachment(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUploadInvoiceAttachmentSuccess {
          data {
            invoice {
              ...EInvoiceDetails_invoice
            }
          }
        }
      }
    }
  `,
  einvoiceTexts.attachFailed,
  (run: OutcomeRun<Mutation>) => (invoiceId: string, file: File) =>
    run({ input: { invoiceId, file: null } }, { uploadables: { 'variables.input.file': file } }),
);
