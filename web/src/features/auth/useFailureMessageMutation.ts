import { useCallback } from 'react';
import type { GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { isNetworkError } from '../../relay/errors.ts';
import { typedErrorMessage, useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { isSuccess, type MutationResult } from '../../shared/outcome.ts';

/**
 * An account mutation (password change, registration request) as its dialog calls it: resolves with
 * null on success, or the message to show: the server's, else `failed` (`connection` when the
 * network failed, for a screen that says so).
 */
export function useFailureMessageMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  texts: { failed: string; connection?: string },
): [(variables: M['variables']) => Promise<string | null>, boolean] {
  const [run, inFlight] = useMutationAsPromise<M>(mutation);
  const call = useCallback(
    async (variables: M['variables']): Promise<string | null> => {
      try {
        const [result] = Object.values((await run(variables)) as Record<string, MutationResult>);
        if (result && isSuccess(result)) return null;
        return (result && typedErrorMessage(result)) ?? texts.failed;
      } catch (error) {
        return texts.connection !== undefined && isNetworkError(error) ? texts.connection : texts.failed;
      }
    },
    [run, texts],
  );
  return [call, inFlight];
}
