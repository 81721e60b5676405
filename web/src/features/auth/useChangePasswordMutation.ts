import { graphql } from 'react-relay';
import type { useChangePasswordMutation as ChangePasswordMutation } from '../../__generated__/useChangePasswordMutation.graphql.ts';
import { texts } from '../../i18n/texts.ts';
import { useFailureMessageMutation } from './useFailureMessageMutation.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Resolves with null on success, or the message to show. */
export function useChangePasswordMutation(): [(input: ChangePasswordInput) => Promise<string | null>, boolean] {
  return useFailureMessageMutation<ChangePasswordMutation>(
    graphql`
      mutation useChangePasswordMutation($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {
        changePassword(
          currentPassword: $currentPassword
          newPassword: $newPassword
          confirmPassword: $confirmPassword
        ) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    texts.changePassword,
  );
}
