import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCancelPaymentMutation as Mutation } from '../../__generated__/useCancelPaymentMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { paymentTexts } from './texts.ts';

export function useCancelPaymentMutation(): [(id: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const cancel = useCallback(
    async (id: string) => {
      try {
        const { cancelPayment } = await run({ input: { id } });
        return outcomeOf(cancelPayment, undefined, paymentTexts.updateFailed);
      } catch (error) {
        return failed(paymentTexts.updateFailed, error);
      }
    },
    [run],
  );
  return [cancel, busy];
}
