import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { OrdersTablePaginationQuery } from '../../__generated__/OrdersTablePaginationQuery.graphql.ts';
import type { OrdersTable_query$key } from '../../__generated__/OrdersTable_query.graphql.ts';
import { OrderRow } from './OrderRow.tsx';
import { orderTexts } from './texts.ts';

const t = orderTexts.list;

export function OrdersTable({ query }: { query: OrdersTable_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    OrdersTablePaginationQuery,
    OrdersTable_query$key
  >(
    graphql`
      fragment OrdersTable_query on Query
      @refetchable(queryName: "OrdersTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        status: { type: "OrderStatus" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        orders(search: $search, status: $status, first: $count, after: $cursor) @connection(key: "OrdersTable_orders") {
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
  const [, startTransition] = useTransition();
  const { edges, totalCount } = data.orders;
  if (edges.length === 0) {
    return (
      <Card className="proc-card">
        <NonIdealState className="proc-empty" icon="search" description={t.empty} />
      </Card>
    );
  }
  return (
    <Card className="proc-card">
      <HTMLTable className="proc-table" striped interactive>
        <thead>
          <tr>
            <th>{t.columns.number}</th>
            <th>{t.columns.date}</th>
            <th>{t.columns.supplier}</th>
            <th>{t.columns.delivery}</th>
            <th className="proc-num">{t.columns.amount}</th>
            <th>{t.columns.status}</th>
            <th className="proc-actions">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {edges.map((edge) => (
            <OrderRow key={edge.node.id} order={edge.node} />
          ))}
        </tbody>
      </HTMLTable>
      <div className="proc-footer">
        <span>{t.count(edges.length, totalCount)}</span>
        {hasNext && (
          <Button text={t.loadMore} loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(25))} />
        )}
      </div>
    </Card>
  );
}
