import { graphql } from 'react-relay';
import type { useCreateOrderMutation as Mutation } from '../../__generated__/useCreateOrderMutation.graphql.ts';
import { createdRowHook } from '../../shared/useOutcomeMutation.ts';
import { orderTexts } from './texts.ts';

/** createOrder; resolves with the new order's database id (for its URL) or the message to show. */
export const useCreateOrderMutation = createdRowHook<Mutation>(
  graphql`
    mutation useCreateOrderMutation($input: CreateOrderInput!) {
      createOrder(input: $input) {
        __typename
        ... on Error {
          message
          field
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
  `,
  orderTexts.toast.createFailed,
);
