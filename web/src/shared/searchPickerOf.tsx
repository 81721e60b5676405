import type { GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { SearchPicker, type PickerProps } from './SearchPicker.tsx';

/** What a domain picker declares: its query, where the matches are in the answer, how one reads. */
interface PickerDeclaration<Q extends OperationType, T extends { readonly id: string }> {
  /** A query taking `$search: String` that returns one page of matches (first: 20). */
  query: GraphQLTaggedNode;
  matches: (data: Q['response']) => { readonly edges: readonly { readonly node: T }[] };
  label: (item: T) => string;
  /** Shown on the right of a suggestion (a price). */
  detail?: (item: T) => string;
}

/** A domain picker (CostCenterPicker ...): the SearchPicker of its declaration, the nodes as items. */
export function searchPickerOf<Q extends OperationType, T extends { readonly id: string }>(
  declaration: PickerDeclaration<Q, T>,
) {
  const { query, matches, label, detail } = declaration;
  return function DomainPicker(props: PickerProps<T>) {
    return (
      <SearchPicker<Q, T>
        {...props}
        query={query}
        items={(data) => matches(data).edges.map((edge) => edge.node)}
        label={label}
        detail={detail}
      />
    );
  };
}
