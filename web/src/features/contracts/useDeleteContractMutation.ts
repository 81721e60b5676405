import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteContractMutation as Mutation } from '../../__generated__/useDeleteContractMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { contractTexts } from './texts.ts';

export function useDeleteContractMutation(): [
  (id: string, connections: string[]) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useDeleteContractMutation($input: ContractIdInput!, $connections: [ID!]!) {
      deleteContract(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteContractSuccess {
          data {
            deletedId @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `);
  const remove = useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { deleteContract } = await run(
          { input: { id }, connections },
          countUpdater('deleteContract', 'MutationDeleteContractSuccess', connections, -1),
        );
        return outcomeOf(deleteContract, undefined, contractTexts.saveFailed);
      } catch (error) {
        return failed(contractTexts.saveFailed, error);
      }
    },
    [run],
  );
  return [remove, busy];
}
