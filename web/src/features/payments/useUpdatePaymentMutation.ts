import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  UpdatePaymentInput,
  useUpdatePaymentMutation as Mutation,
} from '../../__generated__/useUpdatePaymentMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { paymentTexts } from './texts.ts';

export function useUpdatePaymentMutation(): [(input: UpdatePaymentInput) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const update = useCallback(
    async (input: UpdatePaymentInput) => {
      try {
        const { updatePayment } = await run({ input });
        return outcomeOf(updatePayment, undefined, paymentTexts.updateFailed);
      } catch (error) {
        return failed(paymentTexts.updateFailed, error);
      }
    },
    [run],
  );
  return [update, busy];
}
