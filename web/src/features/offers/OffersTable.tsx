import { graphql } from 'react-relay';
import type { OfferSortField } from '../../__generated__/OffersPageQuery.graphql.ts';
import type { OffersTable_query$key } from '../../__generated__/OffersTable_query.graphql.ts';
import { ConnectionTable } from '../../shared/ConnectionTable.tsx';
import { sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { OfferRow } from './OfferRow.tsx';
import { offerTexts } from './texts.ts';

/* eslint-disable relay/unused-fields -- ConnectionTable reads the total, the edges and their ids */
const OFFERS_LIST = graphql`
  fragment OffersTable_query on Query
  @refetchable(queryName: "OffersTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
    offers(
      search: $search
      status: $status
      orderBy: $orderBy
      committedTo: $committedTo
      first: $count
      after: $cursor
    ) @connection(key: "OffersTable_offers") {
      totalCount
      edges {
        node {
          id
          ...OfferRow_offer
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const t = offerTexts.list;

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
  return (
    <ConnectionTable
      fragment={OFFERS_LIST}
      fragmentRef={query}
      connection={(data) => data.offers}
      columns={COLUMNS}
      texts={t}
      row={(offer) => <OfferRow offer={offer} />}
    />
  );
}
