/* eslint-disable relay/unused-fields -- the matches (edges, nodes, ids) are read by searchPickerOf */
import { graphql } from 'react-relay';
import type { ProductPickerQuery } from '../../__generated__/ProductPickerQuery.graphql.ts';
import { formatDollar } from '../../shared/format.ts';
import { searchPickerOf } from '../../shared/searchPickerOf.tsx';

export type ProductOption = ProductPickerQuery['response']['products']['edges'][number]['node'];

/** Products of the tenant, searched by name or description; the offer screens show prices in dollars. */
export const ProductPicker = searchPickerOf<ProductPickerQuery, ProductOption>({
  query: graphql`
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
  `,
  matches: (data) => data.products,
  label: (p) => p.name,
  detail: (p) => formatDollar(p.price),
});
