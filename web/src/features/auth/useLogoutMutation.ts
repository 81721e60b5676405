import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from '../../__generated__/useLogoutMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';

/** Ends the session on the server; the caller clears the stored token whatever the outcome. */
export function useLogoutMutation(): [() => Promise<void>, boolean] {
  const [run, inFlight] = useMutationAsPromise<LogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout {
        __typename
      }
    }
  `);
  const logout = useCallback(async () => {
    await run({});
  }, [run]);
  return [logout, inFlight];
}
