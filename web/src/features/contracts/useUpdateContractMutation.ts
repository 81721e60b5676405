import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateContractMutation as Mutation } from '../../__generated__/useUpdateContractMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { ContractValues } from './ContractDialog.tsx';
import { toContractInput } from './contractInput.ts';
import { contractTexts } from './texts.ts';

export function useUpdateContractMutation(): [
  (id: string, values: ContractValues) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useUpdateContractMutation($input: UpdateContractInput!) {
      updateContract(input: $input) {
        __typename
        ... on Error {
          message
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
  `);
  const [uploading, setUploading] = useState(false);
  const update = useCallback(
    async (id: string, values: ContractValues) => {
      try {
        setUploading(true);
        const patch = await toContractInput(values).finally(() => setUploading(false));
        const { updateContract } = await run({ input: { id, patch } });
        return outcomeOf(updateContract, undefined, contractTexts.saveFailed);
      } catch (error) {
        return failed(contractTexts.saveFailed, error);
      }
    },
    [run],
  );
  return [update, busy || uploading];
}
