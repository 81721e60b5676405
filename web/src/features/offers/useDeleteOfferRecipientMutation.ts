import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteOfferRecipientMutation as Delete } from '../../__generated__/useDeleteOfferRecipientMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useDeleteOfferRecipientMutation(): [(id: string) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Delete>(
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
  );
  return [useCallback((id: string) => run({ id }), [run]), busy];
}
