import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCancelPaymentMutation as Mutation } from '../../__generated__/useCancelPaymentMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { paymentTexts } from './texts.ts';

export function useCancelPaymentMutation(): [(id: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  );
  const cancel = useCallback((id: string) => run({ input: { id } }), [run]);
  return [cancel, busy];
}
