import { graphql } from 'react-relay';
import type {
  OfferRecipientInput,
  useAddOfferRecipientMutation as Add,
} from '../../__generated__/useAddOfferRecipientMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { offerTexts } from './texts.ts';

export const useAddOfferRecipientMutation = outcomeHook(
  graphql`
    mutation useAddOfferRecipientMutation($offerId: ID!, $recipient: OfferRecipientInput!) {
      addOfferRecipient(input: { offerId: $offerId, recipient: $recipient }) {
        __typename
        ... on Error {
          message
          field
        }
        ... on MutationAddOfferRecipientSuccess {
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
  (run: OutcomeRun<Add>) => (offerId: string, recipient: OfferRecipientInput) => run({ offerId, recipient }),
);
