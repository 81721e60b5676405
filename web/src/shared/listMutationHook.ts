import type { GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { outcomeHook, type OutcomeRun } from './useOutcomeMutation.ts';

/** A mutation that adds a node to a list or takes one out (@appendNode, @deleteEdge on $connections). */
type ListMutation = MutationParameters & { variables: { input: object; connections: readonly string[] } };

/**
 * The `use<Verb><Noun>Mutation` of such a mutation: the call takes the form's values (made into the
 * input by toInput) and the list's connections.
 */
export function listMutationHook<M extends ListMutation, V>(
  mutation: GraphQLTaggedNode,
  fallback: string,
  toInput: (values: V) => M['variables']['input'],
) {
  // TypeScript cannot see through M; the constraint above and toInput's type tie the variables to it.
  return outcomeHook(
    mutation,
    fallback,
    (run: OutcomeRun<M>) => (values: V, connections: string[]) =>
      run({ input: toInput(values), connections } as M['variables']),
  );
}

/** The same for a removal the screen shows no busy state for: only the call, which takes the input. */
export function listRemovalHook<M extends ListMutation>(mutation: GraphQLTaggedNode, fallback: string) {
  const useRemoval = listMutationHook<M, M['variables']['input']>(mutation, fallback, (input) => input);
  return () => useRemoval()[0];
}
