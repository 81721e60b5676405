import { graphql } from 'react-relay';
import type {
  OfferRecipientInput,
  useUpdateOfferRecipientMutation as Update,
} from '../../__generated__/useUpdateOfferRecipientMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { offerTexts } from './texts.ts';

export const useUpdateOfferRecipientMutation = outcomeHook(
  graphql`
    mutation useUpdateOfferRecipientMutation($id: ID!, $recipient: OfferRecipientInput!) {
      updateOfferRecipient(input: { id: $id, recipient: $recipient }) {
        __typename
        ... on Error {
          message
          field
        }
        ... on MutationUpdateOfferRecipientSuccess {
          data {
            offer {
              ...OfferRecipients_offer
            }
          }
        }
      }
    }
  `,
  offerTexts.toast.recipientFailed,
  (run: OutcomeRun<Update>) => (id: string, recipient: OfferRecipientInput) => run({ id, recipient }),
);
