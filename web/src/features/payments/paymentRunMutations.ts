import { graphql } from 'react-relay';
import type { paymentRunMutationsCreateMutation as Create } from '../../__generated__/paymentRunMutationsCreateMutation.graphql.ts';
import type { paymentRunMutationsConfirmMutation as Confirm } from '../../__generated__/paymentRunMutationsConfirmMutation.graphql.ts';
import type { paymentRunMutationsCancelMutation as Cancel } from '../../__generated__/paymentRunMutationsCancelMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { runTexts } from './runTexts.ts';

/** Creates a run; resolves with its reference for the toast. The screen then reloads its query. */
export const useCreatePaymentRun = inputHook<Create, string>(
  graphql`
    mutation paymentRunMutationsCreateMutation($input: CreatePaymentRunInput!) {
      createPaymentRun(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreatePaymentRunSuccess {
          data {
            paymentRun {
              reference
            }
          }
        }
      }
    }
  `,
  runTexts.dialog.failed,
  (response) =>
    response.createPaymentRun.__typename === 'MutationCreatePaymentRunSuccess'
      ? (response.createPaymentRun.data?.paymentRun.reference ?? '')
      : '',
);

export const useConfirmPaymentRun = inputHook<Confirm>(
  graphql`
    mutation paymentRunMutationsConfirmMutation($input: DecidePaymentRunInput!) {
      confirmPaymentRun(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationConfirmPaymentRunSuccess {
          data {
            paymentRun {
              ...PaymentRunRow_run
            }
          }
        }
      }
    }
  `,
  runTexts.runs.failed,
);

export const useCancelPaymentRun = inputHook<Cancel>(
  graphql`
    mutation paymentRunMutationsCancelMutation($input: DecidePaymentRunInput!) {
      cancelPaymentRun(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCancelPaymentRunSuccess {
          data {
            paymentRun {
              ...PaymentRunRow_run
            }
          }
        }
      }
    }
  `,
  runTexts.runs.failed,
);
