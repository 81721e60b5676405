import { graphql } from 'react-relay';
import type { ProductPickerQuery } from '../../__generated__/ProductPickerQuery.graphql.ts';
import { formatDollar } from '../../shared/format.ts';
import { SearchPicker, type PickerProps } from '../../shared/SearchPicker.tsx';

export type ProductOption = ProductPickerQuery['response']['products']['edges'][number]['node'];

const query = graphql`
  query ProductPickerQuery($search: String) {
    products(first: 20, search: $search) {
      edges {
        node {
          id
          name
          price
        }
      }
    }
  }
`;

/** Products of the tenant, searched by name or description; the offer screens show prices in dollars. */
export function ProductPicker(props: PickerProps<ProductOption>) {
  return (
    <SearchPicker<ProductPickerQuery, ProductOption>
      {...props}
      query={query}
      items={(data) => data.products.edges.map(({ node: { id, name, price } }) => ({ id, name, price }))}
      label={(p) => p.name}
      detail={(p) => formatDollar(p.price)}
    />
  );
}
