import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useApproveContractMutation as Mutation } from '../../__generated__/useApproveContractMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { contractTexts } from './texts.ts';

export function useApproveContractMutation(): [(id: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  );
  const approve = useCallback((id: string) => run({ input: { id } }), [run]);
  return [approve, busy];
}
