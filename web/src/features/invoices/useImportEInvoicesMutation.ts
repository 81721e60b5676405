import { graphql } from 'react-relay';
import type { useImportEInvoicesMutation as Mutation } from '../../__generated__/useImportEInvoicesMutation.graphql.ts';
import { resultOf } from '../../shared/outcome.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { importTexts } from './importTexts.ts';

/** What the server made of one request's files: imported, duplicates, refused with reasons. */
export type ImportReport = NonNullable<Mutation['response']['importEInvoices']['data']>;

/** Sends files as one GraphQL multipart request; resolves with the server's report of them. */
export const useImportEInvoicesMutation = outcomeHook(
  graphql`
    mutation useImportEInvoicesMutation($files: [Upload!]!) {
      importEInvoices(files: $files) {
        __typename
        ... on Error {
          message
        }
        ... on MutationImportEInvoicesSuccess {
          data {
            imported {
              id
              rowId
              invoiceNumber
              documentType
              supplierName
              totalAmount
              discrepancies
            }
            duplicates {
              file
              rowId
              invoiceNumber
            }
            errors {
              file
              error
            }
          }
        }
      }
    }
  `,
  importTexts.importFailed,
  (run: OutcomeRun<Mutation>) => (files: readonly File[]) =>
    run<ImportReport>(
      { files: files.map(() => null) },
      {
        uploadables: Object.fromEntries(files.map((file, i) => [`variables.files.${i}`, file])),
        value: (response) => resultOf(response).data as ImportReport,
      },
    ),
);
