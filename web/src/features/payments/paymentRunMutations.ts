import { graphql } from 'react-relay';
import type { paymentRunMutationsCreateMutation as Create } from '../../__generated__/paymentRunMutationsCreateMutation.graphql.ts';
import type { paymentRunMutationsDecideMutation as Decide } from '../../__generated__/paymentRunMutationsDecideMutation.graphql.ts';
import { inputHook, outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import type { RunDecision } from './PaymentRunRow.tsx';
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

/**
 * Confirms or cancels a run: one document asks confirmPaymentRun or cancelPaymentRun (by $confirm),
 * both answer the run as its row shows it.
 */
export const useDecidePaymentRun = outcomeHook(
  graphql`
    mutation paymentRunMutationsDecideMutation($input: DecidePaymentRunInput!, $confirm: Boolean!) {
      confirmPaymentRun(input: $input) @include(if: $confirm) {
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
      cancelPaymentRun(input: $input) @skip(if: $confirm) {
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
  (run: OutcomeRun<Decide>) => (id: string, decision: RunDecision) =>
    run({ input: { id }, confirm: decision === 'confirm' }),
);
