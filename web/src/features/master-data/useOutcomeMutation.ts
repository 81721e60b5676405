import { useCallback } from 'react';
import type { GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { failed, outcomeOf, type Outcome } from './outcome.ts';

type Result = { readonly __typename: string; readonly message?: string };

/** A master-data mutation as a call that resolves to its outcome (never throws); pick and fallback are constants. */
export function useOutcomeMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  pick: (response: M['response']) => Result,
  fallback: string,
): [(variables: M['variables']) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<M>(mutation);
  const call = useCallback(
    async (variables: M['variables']) => {
      try {
        return outcomeOf(pick(await run(variables)), fallback);
      } catch {
        return failed(fallback);
      }
    },
    [run, pick, fallback],
  );
  return [call, busy];
}
