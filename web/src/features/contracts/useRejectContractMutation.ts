import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRejectContractMutation as Mutation } from '../../__generated__/useRejectContractMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { contractTexts } from './texts.ts';

export function useRejectContractMutation(): [(id: string, reason: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const reject = useCallback(
    async (id: string, reason: string) => {
      try {
        const { rejectContract } = await run({ input: { id, reason } });
        return outcomeOf(rejectContract, undefined, contractTexts.detail.statusFailed);
      } catch (error) {
        return failed(contractTexts.detail.statusFailed, error);
      }
    },
    [run],
  );
  return [reject, busy];
}
