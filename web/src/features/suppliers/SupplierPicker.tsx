/* eslint-disable relay/unused-fields -- the matches (edges, nodes, ids) are read by searchPickerOf */
import { graphql } from 'react-relay';
import type { SupplierPickerQuery } from '../../__generated__/SupplierPickerQuery.graphql.ts';
import { searchPickerOf } from '../../shared/searchPickerOf.tsx';

export type SupplierOption = SupplierPickerQuery['response']['suppliers']['edges'][number]['node'];

/** Suppliers of the tenant, searched by name, business name or VAT number. */
export const SupplierPicker = searchPickerOf<SupplierPickerQuery, SupplierOption>({
  query: graphql`
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
  `,
  matches: (data) => data.suppliers,
  label: (s) => `${s.name} (${s.businessName})`,
});
