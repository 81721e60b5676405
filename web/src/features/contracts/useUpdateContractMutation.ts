import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateContractMutation as Mutation } from '../../__generated__/useUpdateContractMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { ContractValues } from './ContractDialog.tsx';
import { useContractInput } from './useContractInput.ts';
import { contractTexts } from './texts.ts';

export function useUpdateContractMutation(): [
  (id: string, values: ContractValues) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useUpdateContractMutation($input: UpdateContractInput!) {
        updateContract(input: $input) {
          __typename
          ... on Error {
            message
            field
          }
          ... on MutationUpdateContractSuccess {
            data {
              contract {
                id
                ...ContractRow_contract
                ...ContractDialog_contract
                ...ContractDetail_contract
              }
            }
          }
        }
      }
    `,
    contractTexts.saveFailed,
  );
  const [toInput, uploading] = useContractInput();
  const update = useCallback(
    async (id: string, values: ContractValues) => run({ input: { id, patch: await toInput(values) } }),
    [run, toInput],
  );
  return [update, busy || uploading];
}
