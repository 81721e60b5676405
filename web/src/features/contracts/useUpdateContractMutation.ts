import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateContractMutation as Mutation } from '../../__generated__/useUpdateContractMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { ContractValues } from './ContractDialog.tsx';
import { toContractInput } from './contractInput.ts';
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
  const [uploading, setUploading] = useState(false);
  const update = useCallback(
    async (id: string, values: ContractValues) => {
      setUploading(true);
      const patch = await toContractInput(values).finally(() => setUploading(false));
      return run({ input: { id, patch } });
    },
    [run],
  );
  return [update, busy || uploading];
}
