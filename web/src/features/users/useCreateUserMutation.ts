import { graphql } from 'react-relay';
import type { useCreateUserMutation as Mutation } from '../../__generated__/useCreateUserMutation.graphql.ts';
import { listMutationHook } from '../../shared/listMutationHook.ts';
import { userTexts } from './texts.ts';
import type { UserValues } from './UserDialog.tsx';

/** The new user joins the list it was created from. */
export const useCreateUserMutation = listMutationHook<Mutation, UserValues>(
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
  (values) => ({ ...values, tenant: values.tenant || null }),
);
