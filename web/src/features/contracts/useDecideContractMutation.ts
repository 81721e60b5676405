import { graphql } from 'react-relay';
import type { useDecideContractMutation as Mutation } from '../../__generated__/useDecideContractMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { contractTexts } from './texts.ts';

/**
 * Approves or rejects a contract: one document asks approveContract or rejectContract (by
 * $approve), both answer the contract as the detail and the list row show it.
 */
export const useDecideContractMutation = outcomeHook(
  graphql`
    mutation useDecideContractMutation($id: ID!, $approve: Boolean!, $reason: String!) {
      approveContract(input: { id: $id }) @include(if: $approve) {
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
      rejectContract(input: { id: $id, reason: $reason }) @skip(if: $approve) {
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
  (run: OutcomeRun<Mutation>) => ({
    approve: (id: string) => run({ id, approve: true, reason: '' }),
    reject: (id: string, reason: string) => run({ id, approve: false, reason }),
  }),
);
