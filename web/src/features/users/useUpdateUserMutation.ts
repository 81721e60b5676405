import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateUserMutation as Mutation } from '../../__generated__/useUpdateUserMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { userTexts } from './texts.ts';
import type { UserValues } from './UserDialog.tsx';

export function useUpdateUserMutation(): [(id: string, values: UserValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const update = useCallback(
    async (id: string, values: UserValues) => {
      try {
        const { updateUser } = await run({
          input: {
            id,
            email: values.email,
            password: values.password || null,
            firstName: values.firstName,
            lastName: values.lastName,
            role: values.role,
          },
        });
        return outcomeOf(updateUser, undefined, userTexts.failed);
      } catch {
        return failed(userTexts.failed);
      }
    },
    [run],
  );
  return [update, busy];
}
