import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { useCreateContractMutation as Mutation } from '../../__generated__/useCreateContractMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { ContractValues } from './ContractDialog.tsx';
import { toContractInput } from './contractInput.ts';
import { contractTexts } from './texts.ts';

export function useCreateContractMutation(): [
  (values: ContractValues, connections: string[]) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useCreateContractMutation($input: ContractInput!, $connections: [ID!]!) {
        createContract(input: $input) {
          __typename
          ... on Error {
            message
            field
          }
          ... on MutationCreateContractSuccess {
            data {
              contract @prependNode(connections: $connections, edgeTypeName: "QueryContractsConnectionEdge") {
                id
                ...ContractRow_contract
                ...ContractDialog_contract
              }
            }
          }
        }
      }
    `,
    contractTexts.saveFailed,
  );
  const [uploading, setUploading] = useState(false);
  const create = useCallback(
    async (values: ContractValues, connections: string[]) => {
      setUploading(true);
      const input = await toContractInput(values).finally(() => setUploading(false));
      return run(
        { input, connections },
        { updater: countUpdater('createContract', 'MutationCreateContractSuccess', connections, 1) },
      );
    },
    [run],
  );
  return [create, busy || uploading];
}
