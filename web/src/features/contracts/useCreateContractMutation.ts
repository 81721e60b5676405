import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateContractMutation as Mutation } from '../../__generated__/useCreateContractMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { ContractValues } from './ContractDialog.tsx';
import { useContractInput } from './useContractInput.ts';
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
  const [toInput, uploading] = useContractInput();
  const create = useCallback(
    async (values: ContractValues, connections: string[]) => {
      const input = await toInput(values);
      return run(
        { input, connections },
        { updater: countUpdater('createContract', 'MutationCreateContractSuccess', connections, 1) },
      );
    },
    [run, toInput],
  );
  return [create, busy || uploading];
}
