import { graphql } from 'react-relay';
import type { useSetEmailNotificationsMutation as SetEmailNotificationsMutation } from '../../__generated__/useSetEmailNotificationsMutation.graphql.ts';
import { emailNotificationTexts } from './texts.ts';
import { useFailureMessageMutation } from './useFailureMessageMutation.ts';

/** Saves the viewer's own e-mail preference: null on success, or the message to show. */
export function useSetEmailNotificationsMutation() {
  return useFailureMessageMutation<SetEmailNotificationsMutation>(
    graphql`
      mutation useSetEmailNotificationsMutation($mode: EmailNotificationMode!) {
        setEmailNotifications(mode: $mode) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    emailNotificationTexts,
  );
}
