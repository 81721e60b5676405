import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteUserMutation as Mutation } from '../../__generated__/useDeleteUserMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { userTexts } from './texts.ts';

export function useDeleteUserMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
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
  return useCallback((id: string, connections: string[]) => run({ input: { id }, connections }), [run]);
}
