import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  OfferRecipientInput,
  useUpdateOfferRecipientMutation as Update,
} from '../../__generated__/useUpdateOfferRecipientMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useUpdateOfferRecipientMutation(): [
  (id: string, recipient: OfferRecipientInput) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Update>(graphql`
    mutation useUpdateOfferRecipientMutation($id: ID!, $recipient: OfferRecipientInput!) {
      updateOfferRecipient(input: { id: $id, recipient: $recipient }) {
        __typename
        ... on Error {
          message
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
  `);
  return [
    useCallback(
      async (id: string, recipient: OfferRecipientInput) => {
        try {
          return outcomeOf(
            (await run({ id, recipient })).updateOfferRecipient,
            undefined,
            offerTexts.toast.recipientFailed,
          );
        } catch (error) {
          return failed<undefined>(offerTexts.toast.recipientFailed, error);
        }
      },
      [run],
    ),
    busy,
  ];
}
