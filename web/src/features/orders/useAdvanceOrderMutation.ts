import { graphql } from 'react-relay';
import type { useAdvanceOrderMutation as Mutation } from '../../__generated__/useAdvanceOrderMutation.graphql.ts';
import { resultOf } from '../../shared/outcome.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { orderTexts } from './texts.ts';

/** pending -> sent -> received (with the actual delivery date); resolves with the new status. The answer refreshes the row and the detail. */
export const useAdvanceOrderMutation = outcomeHook(
  graphql`
    mutation useAdvanceOrderMutation($id: ID!, $actualDeliveryDate: Date) {
      advanceOrder(input: { id: $id, actualDeliveryDate: $actualDeliveryDate }) {
        __typename
        ... on Error {
          message
          field
        }
        ... on MutationAdvanceOrderSuccess {
          data {
            order {
              status
              nextStatus
              canAdvance
              canCreateInvoice
              actualDeliveryDate
            }
          }
        }
      }
    }
  `,
  orderTexts.toast.updateFailed,
  (run: OutcomeRun<Mutation>) => (id: string, actualDeliveryDate?: string) =>
    run(
      { id, actualDeliveryDate: actualDeliveryDate ?? null },
      {
        value: (response) => resultOf(response).data?.order.status ?? '',
      },
    ),
);
