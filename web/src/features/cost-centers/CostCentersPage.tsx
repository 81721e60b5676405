/* eslint-disable relay/unused-fields -- the list fields are read by MasterDataScreen (connection id, total, rows and their cells) */
import { graphql } from 'react-relay';
import { readInlineData } from 'relay-runtime';
import type { CostCenterSortField, CostCentersPageQuery } from '../../__generated__/CostCentersPageQuery.graphql.ts';
import type { CostCentersPage_costCenters$data as List } from '../../__generated__/CostCentersPage_costCenters.graphql.ts';
import type {
  CostCentersPage_row$data,
  CostCentersPage_row$key as Row,
} from '../../__generated__/CostCentersPage_row.graphql.ts';
import { formatDate } from '../../shared/dates.ts';
import { searchSortQuery } from '../../shared/screenQuery.ts';
import { MasterDataPage, type MasterDataSource } from '../master-data/MasterDataPage.tsx';
import type { MasterDataKind } from '../master-data/MasterDataScreen.tsx';
import { useCostCenterMutations, type CostCenterValues } from './costCenterMutations.ts';
import { costCenterTexts as t } from './texts.ts';

/** A row's fields: the list shows them, create and update return them. */
const ROW = graphql`
  fragment CostCentersPage_row on CostCenter @inline {
    id
    code
    description
    createdByName
    createdAt
  }
`;

const SORTS: readonly CostCenterSortField[] = ['CODE', 'DESCRIPTION', 'CREATED_AT'];
type CostCenterNode = CostCentersPage_row$data;

const COST_CENTERS: MasterDataKind<CostCenterNode, CostCenterValues> = {
  screen: 'costCenters',
  lang: 'en',
  icon: 'pie-chart',
  texts: t,
  columns: [
    { label: t.columns.code, sort: 'CODE', kind: 'nowrap' },
    { label: t.columns.description, sort: 'DESCRIPTION' },
    { label: t.columns.createdBy },
    { label: t.columns.createdAt, sort: 'CREATED_AT', kind: 'nowrap' },
  ],
  cells: (c) => [
    <strong key="code">{c.code}</strong>,
    c.description,
    c.createdByName ?? (
      <span key="by" className="md-muted">
        {t.unknown}
      </span>
    ),
    formatDate(c.createdAt),
  ],
  nameOf: (c) => c.code,
  fields: [
    { name: 'code', label: t.dialog.code, required: true },
    { name: 'description', label: t.dialog.description, required: true },
  ],
  valuesOf: (c) => ({ code: c?.code ?? '', description: c?.description ?? '' }),
  validate: (values) => ({
    code: values.code.trim() ? undefined : t.allRequired,
    description: values.description.trim() ? undefined : t.allRequired,
  }),
  // The spec only logs a failed delete; the refusal is shown in the dialog instead.
  toastDeleteFailure: false,
};

const COST_CENTERS_QUERY = graphql`
  query CostCentersPageQuery($search: String, $orderBy: CostCenterSort) {
    ...CostCentersPage_costCenters
  }
`;

/** The screen's query for a URL: search and sort (the route loader starts it). */
export const costCentersQuery = searchSortQuery<CostCentersPageQuery>(COST_CENTERS_QUERY, SORTS);

const SOURCE: MasterDataSource<CostCenterNode, CostCenterValues, CostCentersPageQuery, List, Row> = {
  query: COST_CENTERS_QUERY,
  list: {
    fragment: graphql`
      fragment CostCentersPage_costCenters on Query
      @refetchable(queryName: "CostCentersPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        costCenters(search: $search, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "CostCentersPage_costCenters") {
          __id
          totalCount
          edges {
            node {
              ...CostCentersPage_row
            }
          }
        }
      }
    `,
    connection: (data) => data.costCenters,
  },
  row: (ref) => readInlineData<Row>(ROW, ref),
  permission: 'costCenter.manage',
  useMutations: useCostCenterMutations,
};

/** Cost centers (/cost-centers): everyone reads; finance and admin create, edit, delete or archive. */
export function CostCentersPage() {
  return <MasterDataPage kind={COST_CENTERS} source={SOURCE} />;
}
