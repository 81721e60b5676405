import { graphql } from 'react-relay';
import type { useApproveContractMutation as Mutation } from '../../__generated__/useApproveContractMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { contractTexts } from './texts.ts';

export const useApproveContractMutation = outcomeHook(
  graphql`
    mutation useApproveContractMutation($input: ContractIdInput!) {
      approveContract(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationApproveContractSuccess {
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
  (run: OutcomeRun<Mutation>) => (id: string) => run({ input: { id } }),
);
