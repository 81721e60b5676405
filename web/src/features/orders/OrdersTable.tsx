import { graphql, usePaginationFragment } from 'react-relay';
import type { OrderSortField } from '../../__generated__/OrdersPageQuery.graphql.ts';
import type { OrdersTablePaginationQuery } from '../../__generated__/OrdersTablePaginationQuery.graphql.ts';
import type { OrdersTable_query$key } from '../../__generated__/OrdersTable_query.graphql.ts';
import { DataTable, pagingOf, sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { OrderRow } from './OrderRow.tsx';
import { orderTexts } from './texts.ts';

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
  const pagination = usePaginationFragment<OrdersTablePaginationQuery, OrdersTable_query$key>(
    graphql`
      fragment OrdersTable_query on Query
      @refetchable(queryName: "OrdersTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        status: { type: "OrderStatus" }
        orderBy: { type: "OrderSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
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
    `,
    query,
  );
  const { data } = pagination;
  const { edges, totalCount } = data.orders;
  return (
    <DataTable
      columns={COLUMNS}
      rows={edges.map((edge) => (
        <OrderRow key={edge.node.id} order={edge.node} />
      ))}
      empty={t.empty}
      paging={pagingOf(pagination, t.count(edges.length, totalCount), t.loadMore, 25)}
    />
  );
}
