import { graphql } from 'react-relay';
import type { SupplierPickerQuery } from '../../__generated__/SupplierPickerQuery.graphql.ts';
import { SearchPicker, type PickerProps } from '../../shared/SearchPicker.tsx';

export type SupplierOption = Pick<
  SupplierPickerQuery['response']['suppliers']['edges'][number]['node'],
  'id' | 'name' | 'businessName'
>;

const query = graphql`
  query SupplierPickerQuery($search: String) {
    suppliers(first: 20, search: $search) {
      edges {
        node {
          id
          name
          businessName
        }
      }
    }
  }
`;

/** Suppliers of the tenant, searched by name, business name or VAT number. */
export function SupplierPicker(props: PickerProps<SupplierOption>) {
  return (
    <SearchPicker<SupplierPickerQuery, SupplierOption>
      {...props}
      query={query}
      items={(data) => data.suppliers.edges.map(({ node: { id, name, businessName } }) => ({ id, name, businessName }))}
      label={(s) => `${s.name} (${s.businessName})`}
    />
  );
}
