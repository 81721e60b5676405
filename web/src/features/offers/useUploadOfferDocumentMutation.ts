import { graphql } from 'react-relay';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import type { useUploadOfferDocumentMutation as Mutation } from '../../__generated__/useUploadOfferDocumentMutation.graphql.ts';
import { offerTexts } from './texts.ts';

/** uploadOfferDocument as a GraphQL multipart request; the answer refreshes the offer's documents and total. */
export const useUploadOfferDocumentMutation = outcomeHook(
  graphql`
    mutation useUploadOfferDocumentMutation($input: UploadOfferDocumentInput!) {
      uploadOfferDocument(input: $input) {
        __typename
        ... on Error {
          message
          field
        }
        ... on MutationUploadOfferDocumentSuccess {
          data {
            offer {
              id
              totalAmount
              canUploadDocument
              ...OfferDocuments_offer
            }
          }
        }
      }
    }
  `,
  offerTexts.toast.documentFailed,
  (run: OutcomeRun<Mutation>) => (offerId: string, file: File, price: string) =>
    run({ input: { offerId, price, file: null } }, { uploadables: { 'variables.input.file': file } }),
);
