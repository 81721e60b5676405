import { graphql } from 'react-relay';
import type { CostCenterPickerQuery } from '../../__generated__/CostCenterPickerQuery.graphql.ts';
import { SearchPicker, type PickerProps } from '../../shared/SearchPicker.tsx';

export type CostCenterOption = CostCenterPickerQuery['response']['costCenters']['edges'][number]['node'];

const query = graphql`
  query CostCenterPickerQuery($search: String) {
    costCenters(first: 20, search: $search) {
      edges {
        node {
          id
          code
          description
        }
      }
    }
  }
`;

/** Cost centers of the tenant, searched by code or description. */
export function CostCenterPicker(props: PickerProps<CostCenterOption>) {
  return (
    <SearchPicker<CostCenterPickerQuery, CostCenterOption>
      {...props}
      query={query}
      items={(data) => data.costCenters.edges.map(({ node: { id, code, description } }) => ({ id, code, description }))}
      label={(c) => `${c.code} — ${c.description}`}
    />
  );
}
