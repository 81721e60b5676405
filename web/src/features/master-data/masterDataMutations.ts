import type { GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { MasterDataMutations } from './MasterDataScreen.tsx';

/** The four documents of a kind, each a graphql literal in the kind's own file. */
interface Documents {
  create: GraphQLTaggedNode;
  update: GraphQLTaggedNode;
  remove: GraphQLTaggedNode;
  archive: GraphQLTaggedNode;
}

/** A mutation whose input is I, on the list's connection (create appends, delete and archive remove). */
type Connected<I> = MutationParameters & { variables: { input: I; connections: readonly string[] } };

/**
 * The mutations hook of a master-data kind: create and update take the form's values through
 * toInput; delete and archive take the list's connection, whose row they remove. The type arguments
 * are the four generated mutation types, so toInput must give what their inputs take.
 */
export function masterDataMutations<
  C extends Connected<object>,
  U extends MutationParameters & { variables: { input: { id: string } } },
  D extends Connected<{ id: string }>,
  A extends Connected<{ id: string; archived: boolean }>,
  V,
>(
  documents: Documents,
  texts: { saveFailed: string; deleteFailed: string },
  toInput: (values: V) => C['variables']['input'] & Omit<U['variables']['input'], 'id'>,
) {
  return function useMasterDataMutations(): MasterDataMutations<V> {
    const [create, creating] = useOutcomeMutation<C>(documents.create, texts.saveFailed);
    const [update, updating] = useOutcomeMutation<U>(documents.update, texts.saveFailed);
    const [remove] = useOutcomeMutation<D>(documents.remove, texts.deleteFailed);
    const [archive] = useOutcomeMutation<A>(documents.archive, texts.deleteFailed);
    // TypeScript cannot see through the generic types; the constraints above tie the variables to them.
    return {
      create: (values, connections) => create({ input: toInput(values), connections } as C['variables']),
      update: (id, values) => update({ input: { id, ...toInput(values) } } as U['variables']),
      remove: (id, connections) => remove({ input: { id }, connections } as D['variables']),
      archive: (id, connections) => archive({ input: { id, archived: true }, connections } as A['variables']),
      busy: creating || updating,
    };
  };
}
