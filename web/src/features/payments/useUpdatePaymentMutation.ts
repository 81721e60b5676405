import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  UpdatePaymentInput,
  useUpdatePaymentMutation as Mutation,
} from '../../__generated__/useUpdatePaymentMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { paymentTexts } from './texts.ts';

export function useUpdatePaymentMutation(): [(input: UpdatePaymentInput) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  const update = useCallback((input: UpdatePaymentInput) => run({ input }), [run]);
  return [update, busy];
}
