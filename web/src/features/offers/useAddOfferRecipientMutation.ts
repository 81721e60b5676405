import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  OfferRecipientInput,
  useAddOfferRecipientMutation as Add,
} from '../../__generated__/useAddOfferRecipientMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useAddOfferRecipientMutation(): [
  (offerId: string, recipient: OfferRecipientInput) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Add>(
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
  );
  return [useCallback((offerId: string, recipient: OfferRecipientInput) => run({ offerId, recipient }), [run]), busy];
}
