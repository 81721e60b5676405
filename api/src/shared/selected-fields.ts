import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a request selects directly under the field being resolved, through
 * fragments and inline fragments (directives such as @include are not evaluated: a name under a
 * skipped branch still counts, which only ever makes a caller read more, never less).
 */
export function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') names.add(s.name.value);
      else if (s.kind === 'InlineFragment') visit(s.selectionSet);
      else visit(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
