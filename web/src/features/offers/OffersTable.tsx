import { graphql, usePaginationFragment } from 'react-relay';
import type { OfferSortField } from '../../__generated__/OffersPageQuery.graphql.ts';
import type { OffersTablePaginationQuery } from '../../__generated__/OffersTablePaginationQuery.graphql.ts';
import type { OffersTable_query$key } from '../../__generated__/OffersTable_query.graphql.ts';
import { DataTable, pagingOf, sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { OfferRow } from './OfferRow.tsx';
import { offerTexts } from './texts.ts';

const t = offerTexts.list;
const PAGE = 25;

const COLUMNS: readonly SortableColumn<OfferSortField>[] = [
  { label: t.columns.title, sort: 'TITLE' },
  { label: t.columns.date, sort: 'CREATED_AT', kind: 'nowrap' },
  { label: t.columns.supplier, sort: 'SUPPLIER' },
  { label: t.columns.amount, sort: 'AMOUNT', kind: 'num' },
  { label: t.columns.status, sort: 'STATUS' },
  { label: t.columns.approvals },
  { label: t.columns.actions, kind: 'actions' },
];
/** The columns the offers list sorts by (the route loader reads the URL against them). */
export const OFFER_SORTS = sortsOf(COLUMNS);

export function OffersTable({ query }: { query: OffersTable_query$key }) {
  const pagination = usePaginationFragment<OffersTablePaginationQuery, OffersTable_query$key>(
    graphql`
      fragment OffersTable_query on Query
      @refetchable(queryName: "OffersTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        status: { type: "OfferStatus" }
        orderBy: { type: "OfferSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        offers(search: $search, status: $status, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "OffersTable_offers") {
          totalCount
          edges {
            node {
              id
              ...OfferRow_offer
            }
          }
        }
      }
    `,
    query,
  );
  const { data } = pagination;
  const { edges, totalCount } = data.offers;
  return (
    <DataTable
      columns={COLUMNS}
      rows={edges.map((edge) => (
        <OfferRow key={edge.node.id} offer={edge.node} />
      ))}
      empty={t.empty}
      paging={pagingOf(pagination, t.count(edges.length, totalCount), t.loadMore, PAGE)}
    />
  );
}
