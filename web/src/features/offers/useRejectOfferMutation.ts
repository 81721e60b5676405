import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRejectOfferMutation as Reject } from '../../__generated__/useRejectOfferMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useRejectOfferMutation(): [(id: string, reason: string) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Reject>(
    graphql`
      mutation useRejectOfferMutation($id: ID!, $reason: String!) {
        rejectOffer(input: { id: $id, reason: $reason }) {
          __typename
          ... on Error {
            message
          }
          ... on MutationRejectOfferSuccess {
            data {
              offer {
                ...OfferDetailPage_refresh
              }
            }
          }
        }
      }
    `,
    offerTexts.toast.statusFailed,
  );
  const reject = useCallback((id: string, reason: string) => run({ id, reason }), [run]);
  return [reject, busy];
}
