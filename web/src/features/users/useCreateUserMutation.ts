import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateUserMutation as Mutation } from '../../__generated__/useCreateUserMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { userTexts } from './texts.ts';
import type { UserValues } from './UserDialog.tsx';

export function useCreateUserMutation(): [(values: UserValues, connections: string[]) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useCreateUserMutation($input: CreateUserInput!, $connections: [ID!]!) {
        createUser(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationCreateUserSuccess {
            data {
              user @appendNode(connections: $connections, edgeTypeName: "QueryUsersConnectionEdge") {
                id
                ...UserRow_user
              }
            }
          }
        }
      }
    `,
    userTexts.failed,
  );
  const create = useCallback(
    (values: UserValues, connections: string[]) =>
      run({
        input: {
          email: values.email,
          password: values.password,
          firstName: values.firstName,
          lastName: values.lastName,
          role: values.role,
          tenant: values.tenant || null,
        },
        connections,
      }),
    [run],
  );
  return [create, busy];
}
