import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { OffersTablePaginationQuery } from '../../__generated__/OffersTablePaginationQuery.graphql.ts';
import type { OffersTable_query$key } from '../../__generated__/OffersTable_query.graphql.ts';
import { OfferRow } from './OfferRow.tsx';
import { offerTexts } from './texts.ts';

const t = offerTexts.list;
const PAGE = 25;

export function OffersTable({ query }: { query: OffersTable_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    OffersTablePaginationQuery,
    OffersTable_query$key
  >(
    graphql`
      fragment OffersTable_query on Query
      @refetchable(queryName: "OffersTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        status: { type: "OfferStatus" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        offers(search: $search, status: $status, first: $count, after: $cursor) @connection(key: "OffersTable_offers") {
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
  const [, startTransition] = useTransition();
  const { edges, totalCount } = data.offers;

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
            <th>{t.columns.title}</th>
            <th>{t.columns.date}</th>
            <th>{t.columns.supplier}</th>
            <th className="proc-num">{t.columns.amount}</th>
            <th>{t.columns.status}</th>
            <th>{t.columns.approvals}</th>
            <th className="proc-actions">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {edges.map((edge) => (
            <OfferRow key={edge.node.id} offer={edge.node} />
          ))}
        </tbody>
      </HTMLTable>
      <div className="proc-footer">
        <span>{t.count(edges.length, totalCount)}</span>
        {hasNext && (
          <Button
            text={t.loadMore}
            loading={isLoadingNext}
            onClick={() => startTransition(() => void loadNext(PAGE))}
          />
        )}
      </div>
    </Card>
  );
}
