import { graphql } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation } from '../../__generated__/useResetPasswordMutation.graphql.ts';
import { recoveryTexts } from './texts.ts';
import { useFailureMessageMutation } from './useFailureMessageMutation.ts';

/** Sets the new password from a reset link: null on success, or the message to show. */
export function useResetPasswordMutation() {
  return useFailureMessageMutation<ResetPasswordMutation>(
    graphql`
      mutation useResetPasswordMutation($token: String!, $newPassword: String!, $confirmPassword: String) {
        resetPassword(token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    { failed: recoveryTexts.resetFailed },
  );
}
