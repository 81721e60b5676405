import { graphql } from 'react-relay';
import { resultOf } from '../../shared/outcome.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import type {
  CreateOfferInput,
  useCreateOfferMutation as Mutation,
} from '../../__generated__/useCreateOfferMutation.graphql.ts';
import { offerTexts } from './texts.ts';

/**
 * createOffer; with a document the request becomes GraphQL multipart (the file fills
 * variables.input.document.file). Resolves with the new offer's ids or the message to show.
 */
export const useCreateOfferMutation = outcomeHook(
  graphql`
    mutation useCreateOfferMutation($input: CreateOfferInput!) {
      createOffer(input: $input) {
        __typename
        ... on Error {
          message
          field
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
  `,
  offerTexts.toast.createFailed,
  (run: OutcomeRun<Mutation>) => (input: CreateOfferInput, file: File | null) =>
    run(
      { input },
      {
        ...(file ? { uploadables: { 'variables.input.document.file': file } } : {}),
        value: (response) => {
          const offer = resultOf(response).data?.offer;
          return { id: offer?.id ?? '', rowId: offer?.rowId ?? 0 };
        },
      },
    ),
);
