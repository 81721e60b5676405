import { graphql } from 'react-relay';
import type { useDeleteContractMutation as Mutation } from '../../__generated__/useDeleteContractMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { contractTexts } from './texts.ts';

export const useDeleteContractMutation = outcomeHook(
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
  (run: OutcomeRun<Mutation>) => (id: string, connections: string[]) =>
    run(
      { input: { id }, connections },
      { updater: countUpdater('deleteContract', 'MutationDeleteContractSuccess', connections, -1) },
    ),
);
