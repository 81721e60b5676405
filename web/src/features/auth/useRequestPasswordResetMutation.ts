import { graphql } from 'react-relay';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from '../../__generated__/useRequestPasswordResetMutation.graphql.ts';
import { recoveryTexts } from './texts.ts';
import { useFailureMessageMutation } from './useFailureMessageMutation.ts';

/** "Password dimenticata?": resolves with null once asked (the answer is the same for any address), or the message to show. */
export function useRequestPasswordResetMutation() {
  return useFailureMessageMutation<RequestPasswordResetMutation>(
    graphql`
      mutation useRequestPasswordResetMutation($tenant: String!, $email: String!) {
        requestPasswordReset(tenant: $tenant, email: $email) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    { failed: recoveryTexts.forgotFailed },
  );
}
