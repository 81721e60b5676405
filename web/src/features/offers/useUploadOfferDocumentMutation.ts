import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { useUploadOfferDocumentMutation as Mutation } from '../../__generated__/useUploadOfferDocumentMutation.graphql.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

/** uploadOfferDocument as a GraphQL multipart request; the answer refreshes the offer's documents and total. */
export function useUploadOfferDocumentMutation(): [
  (offerId: string, file: File, price: string) => Promise<Outcome>,
  boolean,
] {
  const [run, inFlight] = useOutcomeMutation<Mutation>(
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
  );
  const upload = useCallback(
    (offerId: string, file: File, price: string) =>
      run({ input: { offerId, price, file: null } }, { uploadables: { 'variables.input.file': file } }),
    [run],
  );
  return [upload, inFlight];
}
