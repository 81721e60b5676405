import type { Outcome } from '../../shared/outcome.ts';

/**
 * The four calls of a master-data screen from its four mutations: the form's values go through
 * toInput; delete and archive take the list's connection, whose row they remove.
 */
export function masterDataCalls<V, I>(
  [create, creating]: readonly [(variables: { input: I; connections: string[] }) => Promise<Outcome>, boolean],
  [update, updating]: readonly [(variables: { input: I & { id: string } }) => Promise<Outcome>, boolean],
  [remove]: readonly [(variables: { input: { id: string }; connections: string[] }) => Promise<Outcome>, boolean],
  [archive]: readonly [
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
