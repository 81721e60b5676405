import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreateOfferInput,
  useCreateOfferMutation as Mutation,
} from '../../__generated__/useCreateOfferMutation.graphql.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

/**
 * createOffer; with a document the request becomes GraphQL multipart (the file fills
 * variables.input.document.file). Resolves with the new offer's ids or the message to show.
 */
export function useCreateOfferMutation(): [
  (input: CreateOfferInput, file: File | null) => Promise<Outcome<{ id: string; rowId: number }>>,
  boolean,
] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateOfferMutation($input: CreateOfferInput!) {
      createOffer(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateOfferSuccess {
          data {
            offer {
              id
              rowId
            }
          }
        }
      }
    }
  `);
  const create = useCallback(
    (input: CreateOfferInput, file: File | null) =>
      new Promise<Outcome<{ id: string; rowId: number }>>((resolve) => {
        commit({
          variables: { input },
          uploadables: file ? { 'variables.input.document.file': file } : undefined,
          onCompleted: ({ createOffer: result }, errors) => {
            if (errors?.length) return resolve(failed(offerTexts.toast.createFailed, new Error(errors[0]!.message)));
            const offer = result.__typename === 'MutationCreateOfferSuccess' ? result.data?.offer : null;
            resolve(
              outcomeOf(result, { id: offer?.id ?? '', rowId: offer?.rowId ?? 0 }, offerTexts.toast.createFailed),
            );
          },
          onError: (error) => resolve(failed(offerTexts.toast.createFailed, error)),
        });
      }),
    [commit],
  );
  return [create, inFlight];
}
