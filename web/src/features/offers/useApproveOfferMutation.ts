import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useApproveOfferMutation as Approve } from '../../__generated__/useApproveOfferMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useApproveOfferMutation(): [(id: string) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Approve>(
    graphql`
      mutation useApproveOfferMutation($id: ID!) {
        approveOffer(input: { id: $id }) {
          __typename
          ... on Error {
            message
          }
          ... on MutationApproveOfferSuccess {
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
  const approve = useCallback((id: string) => run({ id }), [run]);
  return [approve, busy];
}
