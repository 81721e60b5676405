import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateUserMutation as Mutation } from '../../__generated__/useCreateUserMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { userTexts } from './texts.ts';
import type { UserValues } from './UserDialog.tsx';

export function useCreateUserMutation(): [(values: UserValues, connections: string[]) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const create = useCallback(
    async (values: UserValues, connections: string[]) => {
      try {
        const { createUser } = await run({
          input: {
            email: values.email,
            password: values.password,
            firstName: values.firstName,
            lastName: values.lastName,
            role: values.role,
            tenant: values.tenant || null,
          },
          connections,
        });
        return outcomeOf(createUser, undefined, userTexts.failed);
      } catch {
        return failed(userTexts.failed);
      }
    },
    [run],
  );
  return [create, busy];
}
