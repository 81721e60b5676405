import { graphql } from 'react-relay';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { statusListQuery } from '../../shared/screenQuery.ts';
import { ProcurementList } from '../offers/ProcurementList.tsx';
import { ORDER_SORTS, OrdersTable } from './OrdersTable.tsx';
import { ORDER_STATUS_LABELS, orderTexts } from './texts.ts';

const ORDERS_QUERY = graphql`
  query OrdersPageQuery($search: String, $status: OrderStatus, $orderBy: OrderSort) {
    ...OrdersTable_query
  }
`;

/** The list's query for a URL: search, status and sort (the route loader starts it). */
export const ordersQuery = statusListQuery<OrdersPageQuery>(ORDERS_QUERY, ORDER_STATUS_LABELS, ORDER_SORTS);

/** Orders (/orders): search (number or supplier) and status in the URL, refresh, paging. */
export function OrdersPage() {
  return (
    <ProcurementList<OrdersPageQuery>
      query={ORDERS_QUERY}
      title={screens.orders.title}
      texts={orderTexts.list}
      statuses={ORDER_STATUS_LABELS}
      create={{ permission: 'order.create', to: '/orders/new' }}
      refresh={{ text: orderTexts.list.refresh, done: orderTexts.toast.refreshed }}
    >
      {(data) => <OrdersTable query={data} />}
    </ProcurementList>
  );
}
