import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAdvanceOrderMutation as Mutation } from '../../__generated__/useAdvanceOrderMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { orderTexts } from './texts.ts';

/** pending -> sent -> received (with the actual delivery date); resolves with the new status. The answer refreshes the row and the detail. */
export function useAdvanceOrderMutation(): [
  (id: string, actualDeliveryDate?: string) => Promise<Outcome<string>>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  );
  const advance = useCallback(
    (id: string, actualDeliveryDate?: string) =>
      run(
        { id, actualDeliveryDate: actualDeliveryDate ?? null },
        {
          value: ({ advanceOrder: r }) =>
            r.__typename === 'MutationAdvanceOrderSuccess' ? (r.data?.order.status ?? '') : '',
        },
      ),
    [run],
  );
  return [advance, busy];
}
