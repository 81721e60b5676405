import { graphql } from 'react-relay';
import type { useApproveOfferMutation as Approve } from '../../__generated__/useApproveOfferMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { offerTexts } from './texts.ts';

export const useApproveOfferMutation = outcomeHook(
  graphql`
    mutation useApproveOfferMutation($id: ID!, $budgetOverrideReason: String) {
      approveOffer(input: { id: $id, budgetOverrideReason: $budgetOverrideReason }) {
        __typename
        ... on Error {
          message
          field
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
  (run: OutcomeRun<Approve>) => (id: string, budgetOverrideReason?: string) =>
    run({ id, budgetOverrideReason: budgetOverrideReason || null }),
);
