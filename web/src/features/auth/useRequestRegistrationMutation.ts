import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRequestRegistrationMutation as RequestRegistrationMutation } from '../../__generated__/useRequestRegistrationMutation.graphql.ts';
import { texts } from '../../i18n/texts.ts';
import { isNetworkError } from '../../relay/errors.ts';
import { typedErrorMessage, useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

/** Resolves with null on success, or the message to show (server text, generic, or connection). */
export function useRequestRegistrationMutation(): [(input: RegistrationInput) => Promise<string | null>, boolean] {
  const [run, inFlight] = useMutationAsPromise<RequestRegistrationMutation>(graphql`
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
  `);

  const request = useCallback(
    async (input: RegistrationInput): Promise<string | null> => {
      try {
        const { requestRegistration: result } = await run(input);
        if (result.__typename === 'MutationRequestRegistrationSuccess') return null;
        return typedErrorMessage(result) ?? texts.registration.failed;
      } catch (error) {
        return isNetworkError(error) ? texts.registration.connection : texts.registration.failed;
      }
    },
    [run],
  );
  return [request, inFlight];
}
