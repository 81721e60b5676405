import { graphql } from 'react-relay';
import type { useRejectContractMutation as Mutation } from '../../__generated__/useRejectContractMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { contractTexts } from './texts.ts';

export const useRejectContractMutation = outcomeHook(
  graphql`
    mutation useRejectContractMutation($input: RejectContractInput!) {
      rejectContract(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationRejectContractSuccess {
          data {
            contract {
              ...ContractDetail_contract
              ...ContractRow_contract
            }
          }
        }
      }
    }
  `,
  contractTexts.detail.statusFailed,
  (run: OutcomeRun<Mutation>) => (id: string, reason: string) => run({ input: { id, reason } }),
);
