import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteOfferRecipientMutation as Delete } from '../../__generated__/useDeleteOfferRecipientMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useDeleteOfferRecipientMutation(): [(id: string) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Delete>(graphql`
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
  `);
  return [
    useCallback(
      async (id: string) => {
        try {
          return outcomeOf((await run({ id })).deleteOfferRecipient, undefined, offerTexts.toast.recipientFailed);
        } catch (error) {
          return failed<undefined>(offerTexts.toast.recipientFailed, error);
        }
      },
      [run],
    ),
    busy,
  ];
}
