/* eslint-disable relay/unused-fields -- the matches (edges, nodes, ids) are read by searchPickerOf */
import { graphql } from 'react-relay';
import type { CostCenterPickerQuery } from '../../__generated__/CostCenterPickerQuery.graphql.ts';
import { searchPickerOf } from '../../shared/searchPickerOf.tsx';

/** How every screen names a cost center: its code and description (the code alone without one). */
export const costCenterLabel = (code: string, description: string | null | undefined) =>
  description ? `${code} — ${description}` : code;

export type CostCenterOption = CostCenterPickerQuery['response']['costCenters']['edges'][number]['node'];

/** Cost centers of the tenant, searched by code or description. */
export const CostCenterPicker = searchPickerOf<CostCenterPickerQuery, CostCenterOption>({
  query: graphql`
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
  `,
  matches: (data) => data.costCenters,
  label: (c) => costCenterLabel(c.code, c.description),
});
