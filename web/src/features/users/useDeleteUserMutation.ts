import { graphql } from 'react-relay';
import type { useDeleteUserMutation as Mutation } from '../../__generated__/useDeleteUserMutation.graphql.ts';
import { listRemovalHook } from '../../shared/listMutationHook.ts';
import { userTexts } from './texts.ts';

/** Only the call: the screen shows no busy state for it. */
export const useDeleteUserMutation = listRemovalHook<Mutation>(
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
);
