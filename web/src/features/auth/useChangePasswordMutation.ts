import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useChangePasswordMutation as ChangePasswordMutation } from '../../__generated__/useChangePasswordMutation.graphql.ts';
import { texts } from '../../i18n/texts.ts';
import { typedErrorMessage, useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Resolves with null on success, or the message to show. */
export function useChangePasswordMutation(): [(input: ChangePasswordInput) => Promise<string | null>, boolean] {
  const [run, inFlight] = useMutationAsPromise<ChangePasswordMutation>(graphql`
    mutation useChangePasswordMutation($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {
      changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<string | null> => {
      try {
        const { changePassword: result } = await run(input);
        if (result.__typename === 'MutationChangePasswordSuccess') return null;
        return typedErrorMessage(result) ?? texts.changePassword.failed;
      } catch {
        return texts.changePassword.failed;
      }
    },
    [run],
  );
  return [changePassword, inFlight];
}
