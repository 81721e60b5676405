import { graphql } from 'react-relay';
import type { useUpdatePaymentMutation as Mutation } from '../../__generated__/useUpdatePaymentMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { paymentTexts } from './texts.ts';

export const useUpdatePaymentMutation = inputHook<Mutation>(
  graphql`
    mutation useUpdatePaymentMutation($input: UpdatePaymentInput!) {
      updatePayment(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdatePaymentSuccess {
          data {
            payment {
              ...PaymentRow_payment
              ...PaymentDialog_payment
            }
          }
        }
      }
    }
  `,
  paymentTexts.updateFailed,
);
