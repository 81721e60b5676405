import { graphql } from 'react-relay';
import type { useRejectOfferMutation as Reject } from '../../__generated__/useRejectOfferMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { offerTexts } from './texts.ts';

export const useRejectOfferMutation = outcomeHook(
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
  (run: OutcomeRun<Reject>) => (id: string, reason: string) => run({ id, reason }),
);
