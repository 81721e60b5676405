import { graphql } from 'react-relay';
import type { useUpdateUserMutation as Mutation } from '../../__generated__/useUpdateUserMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { userTexts } from './texts.ts';
import type { UserValues } from './UserDialog.tsx';

export const useUpdateUserMutation = outcomeHook(
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
  (run: OutcomeRun<Mutation>) => (id: string, values: UserValues) =>
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
);
