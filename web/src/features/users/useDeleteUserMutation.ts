import { graphql } from 'react-relay';
import type { useDeleteUserMutation as Mutation } from '../../__generated__/useDeleteUserMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { userTexts } from './texts.ts';

const useDeleteUser = outcomeHook(
  graphql`
    mutation useDeleteUserMutation($input: DeleteUserInput!, $connections: [ID!]!) {
      deleteUser(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteUserSuccess {
          data {
            deletedId @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `,
  userTexts.deleteFailed,
  (run: OutcomeRun<Mutation>) => (id: string, connections: string[]) => run({ input: { id }, connections }),
);

/** Only the call: the screen shows no busy state for it. */
export const useDeleteUserMutation = () => useDeleteUser()[0];
