import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  OfferRecipientInput,
  useAddOfferRecipientMutation as Add,
} from '../../__generated__/useAddOfferRecipientMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useAddOfferRecipientMutation(): [
  (offerId: string, recipient: OfferRecipientInput) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Add>(graphql`
    mutation useAddOfferRecipientMutation($offerId: ID!, $recipient: OfferRecipientInput!) {
      addOfferRecipient(input: { offerId: $offerId, recipient: $recipient }) {
        __typename
        ... on Error {
          message
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
  `);
  return [
    useCallback(
      async (offerId: string, recipient: OfferRecipientInput) => {
        try {
          return outcomeOf(
            (await run({ offerId, recipient })).addOfferRecipient,
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
