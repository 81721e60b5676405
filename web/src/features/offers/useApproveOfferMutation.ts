import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useApproveOfferMutation as Approve } from '../../__generated__/useApproveOfferMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useApproveOfferMutation(): [(id: string) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Approve>(graphql`
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
  `);
  const approve = useCallback(
    async (id: string) => {
      try {
        return outcomeOf((await run({ id })).approveOffer, undefined, offerTexts.toast.statusFailed);
      } catch (error) {
        return failed<undefined>(offerTexts.toast.statusFailed, error);
      }
    },
    [run],
  );
  return [approve, busy];
}
