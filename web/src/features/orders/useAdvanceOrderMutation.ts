import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAdvanceOrderMutation as Mutation } from '../../__generated__/useAdvanceOrderMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { orderTexts } from './texts.ts';

/** pending -> sent -> received (with the actual delivery date); resolves with the new status. The answer refreshes the row and the detail. */
export function useAdvanceOrderMutation(): [
  (id: string, actualDeliveryDate?: string) => Promise<Outcome<string>>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useAdvanceOrderMutation($id: ID!, $actualDeliveryDate: Date) {
      advanceOrder(input: { id: $id, actualDeliveryDate: $actualDeliveryDate }) {
        __typename
        ... on Error {
          message
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
  `);
  const advance = useCallback(
    async (id: string, actualDeliveryDate?: string) => {
      try {
        const result = (await run({ id, actualDeliveryDate: actualDeliveryDate ?? null })).advanceOrder;
        const status = result.__typename === 'MutationAdvanceOrderSuccess' ? (result.data?.order.status ?? '') : '';
        return outcomeOf(result, status, orderTexts.toast.updateFailed);
      } catch (error) {
        return failed<string>(orderTexts.toast.updateFailed, error);
      }
    },
    [run],
  );
  return [advance, busy];
}
