import { ScreenPage, useCountedRefresh } from '../../shared/ScreenPage.tsx';
import { Button } from '@blueprintjs/core';
import { useEffect } from 'react';
import { graphql } from 'react-relay';
import type { OrderStatus, OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import '../offers/procurement.css';
import { sortOf } from '../../shared/listParams.ts';
import { useScreenQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';
import { ORDER_SORTS, OrdersTable } from './OrdersTable.tsx';
import { ORDER_STATUS_LABELS, orderTexts } from './texts.ts';
import { ListSearch } from '../../shared/ListSearch.tsx';
import { ListFilter } from '../../shared/ListFilter.tsx';

const t = orderTexts.list;
type KnownStatus = keyof typeof ORDER_STATUS_LABELS;
const STATUSES = Object.keys(ORDER_STATUS_LABELS) as KnownStatus[];

/** Orders (/orders): search (number or supplier) and status in the URL, refresh, paging. */
export function OrdersPage() {
  return (
    <ScreenPage title={screens.orders.title} lang="en" loading={t.loading}>
      <OrdersList />
    </ScreenPage>
  );
}

const ORDERS_QUERY = graphql`
  query OrdersPageQuery($search: String, $status: OrderStatus, $orderBy: OrderSort) {
    viewer {
      permissions
    }
    ...OrdersTable_query @arguments(search: $search, status: $status, orderBy: $orderBy)
  }
`;

function statusOf(value: string | null): OrderStatus | null {
  return STATUSES.includes(value as KnownStatus) ? (value as KnownStatus) : null;
}

/** The list's query for a URL: search, status and sort (the route loader starts it). */
export function ordersQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<OrdersPageQuery> {
  return {
    query: ORDERS_QUERY,
    variables: {
      search: searchParams.get('search') || null,
      status: statusOf(searchParams.get('status')),
      orderBy: sortOf(searchParams, ORDER_SORTS),
    },
  };
}

function OrdersList() {
  const { data, refresh, isRefreshing: refreshing } = useScreenQuery<OrdersPageQuery>(ORDERS_QUERY);
  const [fetchKey, onRefresh] = useCountedRefresh(refresh);
  useEffect(() => {
    if (fetchKey > 0 && !refreshing) showToast(orderTexts.toast.refreshed, 'success', 'orders-refreshed');
  }, [fetchKey, refreshing]);

  return (
    <>
      <div className="proc-toolbar">
        <ListSearch className="proc-toolbar__search" placeholder={t.search} />
        <ListFilter
          param="status"
          label={t.columns.status}
          allText={t.allStatuses}
          options={STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        />
        <Button icon="refresh" text={t.refresh} loading={refreshing} onClick={onRefresh} />
        <span className="proc-toolbar__spacer" />
        {data.viewer?.permissions.includes('order.create') && (
          <ButtonLink to="/orders/new" icon="add" intent="primary" text={t.create} />
        )}
      </div>
      <OrdersTable query={data} />
    </>
  );
}
