import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRejectOfferMutation as Reject } from '../../__generated__/useRejectOfferMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { offerTexts } from './texts.ts';

export function useRejectOfferMutation(): [(id: string, reason: string) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Reject>(graphql`
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
  `);
  const reject = useCallback(
    async (id: string, reason: string) => {
      try {
        return outcomeOf((await run({ id, reason })).rejectOffer, undefined, offerTexts.toast.statusFailed);
      } catch (error) {
        return failed<undefined>(offerTexts.toast.statusFailed, error);
      }
    },
    [run],
  );
  return [reject, busy];
}
