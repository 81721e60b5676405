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

/**
 * The four calls of a master-data screen from its four mutations: the form's values go through
 * toInput; delete and archive take the list's connection, whose row they remove.
 */
export function masterDataCalls<V, I>(
  [create, creating]: [(variables: { input: I; connections: string[] }) => Promise<Outcome>, boolean],
  [update, updating]: [(variables: { input: I & { id: string } }) => Promise<Outcome>, boolean],
  [remove]: [(variables: { input: { id: string }; connections: string[] }) => Promise<Outcome>, boolean],
  [archive]: [
    (variables: { input: { id: string; archived: boolean }; connections: string[] }) => Promise<Outcome>,
    boolean,
  ],
  toInput: (values: V) => I,
) {
  return {
    create: (values: V, connections: string[]) => create({ input: toInput(values), connections }),
    update: (id: string, values: V) => update({ input: { id, ...toInput(values) } }),
    remove: (id: string, connections: string[]) => remove({ input: { id }, connections }),
    archive: (id: string, connections: string[]) => archive({ input: { id, archived: true }, connections }),
    busy: creating || updating,
  };
}
