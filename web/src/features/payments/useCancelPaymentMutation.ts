import { graphql } from 'react-relay';
import type { useCancelPaymentMutation as Mutation } from '../../__generated__/useCancelPaymentMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { paymentTexts } from './texts.ts';

export const useCancelPaymentMutation = outcomeHook(
  graphql`
    mutation useCancelPaymentMutation($input: CancelPaymentInput!) {
      cancelPayment(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCancelPaymentSuccess {
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
  (run: OutcomeRun<Mutation>) => (id: string) => run({ input: { id } }),
);
