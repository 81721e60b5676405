import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateUserMutation as Mutation } from '../../__generated__/useUpdateUserMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { userTexts } from './texts.ts';
import type { UserValues } from './UserDialog.tsx';

export function useUpdateUserMutation(): [(id: string, values: UserValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useUpdateUserMutation($input: UpdateUserInput!) {
        updateUser(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationUpdateUserSuccess {
            data {
              user {
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
  const update = useCallback(
    (id: string, values: UserValues) =>
      run({
        input: {
          id,
          email: values.email,
          password: values.password || null,
          firstName: values.firstName,
          lastName: values.lastName,
          role: values.role,
        },
      }),
    [run],
  );
  return [update, busy];
}
