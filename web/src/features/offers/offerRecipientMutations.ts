import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  OfferRecipientInput,
  offerRecipientMutationsAddMutation as Add,
} from '../../__generated__/offerRecipientMutationsAddMutation.graphql.ts';
import type { offerRecipientMutationsUpdateMutation as Update } from '../../__generated__/offerRecipientMutationsUpdateMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import { offerTexts } from './texts.ts';

const ADD = graphql`
  mutation offerRecipientMutationsAddMutation($offerId: ID!, $recipient: OfferRecipientInput!) {
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
`;

const UPDATE = graphql`
  mutation offerRecipientMutationsUpdateMutation($id: ID!, $recipient: OfferRecipientInput!) {
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
`;

/**
 * Saves a recipient of an offer: a new one is added to the offer, an existing one (with its id)
 * updated; either answer refreshes the offer's recipients. Resolves with the Outcome.
 */
export function useSaveOfferRecipient(offerId: string, recipientId: string | null) {
  const [add, adding] = useOutcomeMutation<Add>(ADD, offerTexts.toast.recipientFailed);
  const [update, updating] = useOutcomeMutation<Update>(UPDATE, offerTexts.toast.recipientFailed);
  const save = useCallback(
    (recipient: OfferRecipientInput) =>
      recipientId ? update({ id: recipientId, recipient }) : add({ offerId, recipient }),
    [add, update, offerId, recipientId],
  );
  return [save, adding || updating] as const;
}
