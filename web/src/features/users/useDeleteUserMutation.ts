import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteUserMutation as Mutation } from '../../__generated__/useDeleteUserMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { userTexts } from './texts.ts';

export function useDeleteUserMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  return useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { deleteUser } = await run({ input: { id }, connections });
        return outcomeOf(deleteUser, undefined, userTexts.deleteFailed);
      } catch {
        return failed(userTexts.deleteFailed);
      }
    },
    [run],
  );
}
