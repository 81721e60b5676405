import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useLoginMutation as LoginMutation } from '../../__generated__/useLoginMutation.graphql.ts';
import { texts } from '../../i18n/texts.ts';
import { typedErrorMessage, useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';

export interface LoginInput {
  tenant: string;
  email: string;
  password: string;
}

export type LoginOutcome = { ok: true; token: string } | { ok: false; message: string };

/** Signs in; resolves with the bearer token or the message to show in the alert. */
export function useLoginMutation(): [(input: LoginInput) => Promise<LoginOutcome>, boolean] {
  const [run, inFlight] = useMutationAsPromise<LoginMutation>(graphql`
    mutation useLoginMutation($tenant: String!, $email: String!, $password: String!) {
      login(tenant: $tenant, email: $email, password: $password) {
        __typename
        ... on MutationLoginSuccess {
          data {
            token
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const login = useCallback(
    async (input: LoginInput): Promise<LoginOutcome> => {
      try {
        const { login: result } = await run(input);
        if (result.__typename === 'MutationLoginSuccess') {
          const token = result.data?.token;
          return token ? { ok: true, token } : { ok: false, message: texts.login.missingFields };
        }
        return { ok: false, message: typedErrorMessage(result) ?? texts.login.failed };
      } catch {
        return { ok: false, message: texts.login.failed };
      }
    },
    [run],
  );
  return [login, inFlight];
}
