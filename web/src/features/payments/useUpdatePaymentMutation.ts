import { graphql } from 'react-relay';
import type {
  UpdatePaymentInput,
  useUpdatePaymentMutation as Mutation,
} from '../../__generated__/useUpdatePaymentMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { paymentTexts } from './texts.ts';

export const useUpdatePaymentMutation = outcomeHook(
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
  (run: OutcomeRun<Mutation>) => (input: UpdatePaymentInput) => run({ input }),
);
