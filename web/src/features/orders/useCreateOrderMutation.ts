import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  CreateOrderInput,
  useCreateOrderMutation as Mutation,
} from '../../__generated__/useCreateOrderMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { orderTexts } from './texts.ts';

/** createOrder; resolves with the new order's database id (for its URL) or the message to show. */
export function useCreateOrderMutation(): [(input: CreateOrderInput) => Promise<Outcome<number>>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useCreateOrderMutation($input: CreateOrderInput!) {
      createOrder(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateOrderSuccess {
          data {
            order {
              rowId
              offer {
                id
                canCreateOrder
                order {
                  rowId
                  orderNumber
                }
              }
            }
          }
        }
      }
    }
  `);
  const create = useCallback(
    async (input: CreateOrderInput) => {
      try {
        const result = (await run({ input })).createOrder;
        const rowId = result.__typename === 'MutationCreateOrderSuccess' ? (result.data?.order.rowId ?? 0) : 0;
        return outcomeOf(result, rowId, orderTexts.toast.createFailed);
      } catch (error) {
        return failed<number>(orderTexts.toast.createFailed, error);
      }
    },
    [run],
  );
  return [create, busy];
}
