import { graphql } from 'react-relay';
import type { OrderSortField } from '../../__generated__/OrdersPageQuery.graphql.ts';
import type { OrdersTable_query$key } from '../../__generated__/OrdersTable_query.graphql.ts';
import { ConnectionTable } from '../../shared/ConnectionTable.tsx';
import { sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { OrderRow } from './OrderRow.tsx';
import { orderTexts } from './texts.ts';

/* eslint-disable relay/unused-fields -- ConnectionTable reads the total, the edges and their ids */
const ORDERS_LIST = graphql`
  fragment OrdersTable_query on Query
  @refetchable(queryName: "OrdersTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
    orders(search: $search, status: $status, orderBy: $orderBy, first: $count, after: $cursor)
      @connection(key: "OrdersTable_orders") {
      totalCount
      edges {
        node {
          id
          ...OrderRow_order
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const t = orderTexts.list;

const COLUMNS: readonly SortableColumn<OrderSortField>[] = [
  { label: t.columns.number, sort: 'ORDER_NUMBER', kind: 'nowrap' },
  { label: t.columns.date, sort: 'CREATED_AT', kind: 'nowrap' },
  { label: t.columns.supplier, sort: 'SUPPLIER' },
  { label: t.columns.delivery, sort: 'DELIVERY', kind: 'nowrap' },
  { label: t.columns.amount, sort: 'AMOUNT', kind: 'num' },
  { label: t.columns.status, sort: 'STATUS' },
  { label: t.columns.actions, kind: 'actions' },
];
/** The columns the orders list sorts by (the route loader reads the URL against them). */
export const ORDER_SORTS = sortsOf(COLUMNS);

export function OrdersTable({ query }: { query: OrdersTable_query$key }) {
  return (
    <ConnectionTable
      fragment={ORDERS_LIST}
      fragmentRef={query}
      connection={(data) => data.orders}
      columns={COLUMNS}
      texts={t}
      row={(order) => <OrderRow order={order} />}
    />
  );
}
