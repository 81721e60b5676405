import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useApproveContractMutation as Mutation } from '../../__generated__/useApproveContractMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { contractTexts } from './texts.ts';

export function useApproveContractMutation(): [(id: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const approve = useCallback(
    async (id: string) => {
      try {
        const { approveContract } = await run({ input: { id } });
        return outcomeOf(approveContract, undefined, contractTexts.detail.statusFailed);
      } catch (error) {
        return failed(contractTexts.detail.statusFailed, error);
      }
    },
    [run],
  );
  return [approve, busy];
}
