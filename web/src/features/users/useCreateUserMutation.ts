import { graphql } from 'react-relay';
import type { useCreateUserMutation as Mutation } from '../../__generated__/useCreateUserMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { userTexts } from './texts.ts';
import type { UserValues } from './UserDialog.tsx';

export const useCreateUserMutation = outcomeHook(
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
  (run: OutcomeRun<Mutation>) => (values: UserValues, connections: string[]) =>
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
);
