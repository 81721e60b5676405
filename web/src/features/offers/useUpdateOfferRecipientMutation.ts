import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  OfferRecipientInput,
  useUpdateOfferRecipientMutation as Update,
} from '../../__generated__/useUpdateOfferRecipientMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useUpdateOfferRecipientMutation(): [
  (id: string, recipient: OfferRecipientInput) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Update>(
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
  );
  return [useCallback((id: string, recipient: OfferRecipientInput) => run({ id, recipient }), [run]), busy];
}
