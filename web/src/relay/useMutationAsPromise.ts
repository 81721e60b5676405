import { useCallback } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { GraphQLResponseError } from './errors.ts';

/**
 * useMutation as an awaitable call. Typed failures (the schema's Error union members) resolve like
 * successes and are told apart by __typename; only network and unexpected errors reject.
 */
export function useMutationAsPromise<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T['variables'], updater?: SelectorStoreUpdater<T['response']>) => Promise<T['response']>, boolean] {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], updater?: SelectorStoreUpdater<T['response']>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          ...(updater ? { updater } : {}),
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0) reject(new GraphQLResponseError(errors.map((e) => e.message).join('; ')));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, inFlight];
}

/** The message of a typed error member (`... on Error { message }`), if the result is one. */
export function typedErrorMessage(result: { readonly __typename: string; readonly message?: string }): string | null {
  return typeof result.message === 'string' && result.message !== '' ? result.message : null;
}
