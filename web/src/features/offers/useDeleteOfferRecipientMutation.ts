import { graphql } from 'react-relay';
import type { useDeleteOfferRecipientMutation as Delete } from '../../__generated__/useDeleteOfferRecipientMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { offerTexts } from './texts.ts';

export const useDeleteOfferRecipientMutation = outcomeHook(
  graphql`
    mutation useDeleteOfferRecipientMutation($id: ID!) {
      deleteOfferRecipient(input: { id: $id }) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteOfferRecipientSuccess {
          data {
            deletedId @deleteRecord
            offer {
              ...OfferRecipients_offer
            }
          }
        }
      }
    }
  `,
  offerTexts.toast.recipientFailed,
  (run: OutcomeRun<Delete>) => (id: string) => run({ id }),
);
