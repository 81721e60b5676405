import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { useCreateContractMutation as Mutation } from '../../__generated__/useCreateContractMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { ContractValues } from './ContractDialog.tsx';
import { toContractInput } from './contractInput.ts';
import { contractTexts } from './texts.ts';

export function useCreateContractMutation(): [
  (values: ContractValues, connections: string[]) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useCreateContractMutation($input: ContractInput!, $connections: [ID!]!) {
      createContract(input: $input) {
        __typename
        ... on Error {
          message
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
  `);
  const [uploading, setUploading] = useState(false);
  const create = useCallback(
    async (values: ContractValues, connections: string[]) => {
      try {
        setUploading(true);
        const input = await toContractInput(values).finally(() => setUploading(false));
        const { createContract } = await run(
          { input, connections },
          countUpdater('createContract', 'MutationCreateContractSuccess', connections, 1),
        );
        return outcomeOf(createContract, undefined, contractTexts.saveFailed);
      } catch (error) {
        return failed(contractTexts.saveFailed, error);
      }
    },
    [run],
  );
  return [create, busy || uploading];
}
