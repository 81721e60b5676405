/* eslint-disable relay/unused-fields -- the list fields are read by MasterDataScreen (connection id, total, rows and their cells) */
import { graphql, usePaginationFragment } from 'react-relay';
import type { CostCenterSortField, CostCentersPageQuery } from '../../__generated__/CostCentersPageQuery.graphql.ts';
import type { CostCentersPage_costCenters$key } from '../../__generated__/CostCentersPage_costCenters.graphql.ts';
import type { CostCentersPagePaginationQuery } from '../../__generated__/CostCentersPagePaginationQuery.graphql.ts';
import { formatDate } from '../../shared/dates.ts';
import { searchSortQuery, useScreenQuery } from '../../shared/screenQuery.ts';
import { MasterDataScreen, type MasterDataKind } from '../master-data/MasterDataScreen.tsx';
import { useCostCenterMutations, type CostCenterValues } from './costCenterMutations.ts';
import { costCenterTexts as t } from './texts.ts';

const SORTS: readonly CostCenterSortField[] = ['CODE', 'DESCRIPTION', 'CREATED_AT'];
type CostCenterNode = CostCenterValues & { id: string; createdByName: string | null | undefined; createdAt: string };

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
    viewer {
      permissions
    }
    ...CostCentersPage_costCenters @arguments(search: $search, orderBy: $orderBy)
  }
`;

/** The screen's query for a URL: search and sort (the route loader starts it). */
export const costCentersQuery = searchSortQuery<CostCentersPageQuery>(COST_CENTERS_QUERY, SORTS);

/** Cost centers (/cost-centers): everyone reads; finance and admin create, edit, delete or archive. */
export function CostCentersPage() {
  const { data, refresh: reload, isRefreshing } = useScreenQuery<CostCentersPageQuery>(COST_CENTERS_QUERY);
  const pagination = usePaginationFragment<CostCentersPagePaginationQuery, CostCentersPage_costCenters$key>(
    graphql`
      fragment CostCentersPage_costCenters on Query
      @refetchable(queryName: "CostCentersPagePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        orderBy: { type: "CostCenterSort" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        costCenters(search: $search, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "CostCentersPage_costCenters") {
          __id
          totalCount
          edges {
            node {
              id
              code
              description
              createdByName
              createdAt
            }
          }
        }
      }
    `,
    data,
  );
  const mutations = useCostCenterMutations();
  return (
    <MasterDataScreen
      kind={COST_CENTERS}
      connection={pagination.data.costCenters}
      pagination={pagination}
      mutations={mutations}
      canManage={data.viewer?.permissions.includes('costCenter.manage') ?? false}
      reload={reload}
      isRefreshing={isRefreshing}
    />
  );
}
