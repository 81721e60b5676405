import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRejectContractMutation as Mutation } from '../../__generated__/useRejectContractMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { contractTexts } from './texts.ts';

export function useRejectContractMutation(): [(id: string, reason: string) => Promise<Outcome<unknown>>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  );
  const reject = useCallback((id: string, reason: string) => run({ input: { id, reason } }), [run]);
  return [reject, busy];
}
