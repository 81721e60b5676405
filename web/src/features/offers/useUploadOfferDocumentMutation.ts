import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUploadOfferDocumentMutation as Mutation } from '../../__generated__/useUploadOfferDocumentMutation.graphql.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

/** uploadOfferDocument as a GraphQL multipart request; the answer refreshes the offer's documents and total. */
export function useUploadOfferDocumentMutation(): [
  (offerId: string, file: File, price: string) => Promise<Outcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUploadOfferDocumentMutation($input: UploadOfferDocumentInput!) {
      uploadOfferDocument(input: $input) {
        __typename
        ... on Error {
          message
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
  `);
  const upload = useCallback(
    (offerId: string, file: File, price: string) =>
      new Promise<Outcome>((resolve) => {
        commit({
          variables: { input: { offerId, price, file: null } },
          uploadables: { 'variables.input.file': file },
          onCompleted: ({ uploadOfferDocument: result }, errors) => {
            if (errors?.length) return resolve(failed(offerTexts.toast.documentFailed, new Error(errors[0]!.message)));
            resolve(outcomeOf(result, undefined, offerTexts.toast.documentFailed));
          },
          onError: (error) => resolve(failed(offerTexts.toast.documentFailed, error)),
        });
      }),
    [commit],
  );
  return [upload, inFlight];
}
