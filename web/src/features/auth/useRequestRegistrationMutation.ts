import { graphql } from 'react-relay';
import type { useRequestRegistrationMutation as RequestRegistrationMutation } from '../../__generated__/useRequestRegistrationMutation.graphql.ts';
import { texts } from '../../i18n/texts.ts';
import { useFailureMessageMutation } from './useFailureMessageMutation.ts';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

/** Resolves with null on success, or the message to show (server text, generic, or connection). */
export function useRequestRegistrationMutation(): [(input: RegistrationInput) => Promise<string | null>, boolean] {
  return useFailureMessageMutation<RequestRegistrationMutation>(
    graphql`
      mutation useRequestRegistrationMutation(
        $firstName: String!
        $lastName: String!
        $email: String!
        $company: String!
      ) {
        requestRegistration(firstName: $firstName, lastName: $lastName, email: $email, company: $company) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `,
    texts.registration,
  );
}
