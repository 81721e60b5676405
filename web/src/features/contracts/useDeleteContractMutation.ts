import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteContractMutation as Mutation } from '../../__generated__/useDeleteContractMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { contractTexts } from './texts.ts';

export function useDeleteContractMutation(): [
  (id: string, connections: string[]) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    contractTexts.saveFailed,
  );
  const remove = useCallback(
    (id: string, connections: string[]) =>
      run(
        { input: { id }, connections },
        { updater: countUpdater('deleteContract', 'MutationDeleteContractSuccess', connections, -1) },
      ),
    [run],
  );
  return [remove, busy];
}
