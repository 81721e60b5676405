import { graphql } from 'react-relay';
import type { OffersPageQuery } from '../../__generated__/OffersPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { statusListQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';
import { Callout } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router-dom';
import { OFFER_SORTS, OffersTable } from './OffersTable.tsx';
import { ProcurementList } from './ProcurementList.tsx';
import { STATUS_LABELS, offerTexts } from './texts.ts';

const OFFERS_QUERY = graphql`
  query OffersPageQuery($search: String, $status: OfferStatus, $orderBy: OfferSort, $committedTo: BudgetRefInput) {
    ...OffersTable_query
  }
`;

const listQuery = statusListQuery<OffersPageQuery>(OFFERS_QUERY, STATUS_LABELS, OFFER_SORTS);

/** A budget's committed offers (?budgetCostCenter=<id>&budgetYear=2026, the budget screen's link), or none. */
function committedTo(params: URLSearchParams) {
  const costCenterId = params.get('budgetCostCenter');
  const year = Number(params.get('budgetYear'));
  return costCenterId && Number.isInteger(year) ? { costCenterId, year } : null;
}

/** The list's query for a URL: search, status, sort and a budget's committed offers (the route loader starts it). */
export const offersQuery = (args: ScreenQueryArgs): ScreenQuery<OffersPageQuery> => {
  const base = listQuery(args);
  return { ...base, variables: { ...base.variables, committedTo: committedTo(args.searchParams) } };
};

/** Offers (/offers): search (title or supplier) and status live in the URL; the list pages. */
export function OffersPage() {
  const [params] = useSearchParams();
  const budget = committedTo(params);
  return (
    <ProcurementList<OffersPageQuery>
      query={OFFERS_QUERY}
      title={screens.offers.title}
      texts={offerTexts.list}
      statuses={STATUS_LABELS}
      create={{ permission: 'offer.create', to: '/offers/new' }}
    >
      {(data) => (
        <>
          {budget && (
            <Callout intent="primary" icon="filter">
              {offerTexts.list.committedFilter(budget.year)} <Link to="/offers">{offerTexts.list.clearFilter}</Link>
            </Callout>
          )}
          <OffersTable query={data} />
        </>
      )}
    </ProcurementList>
  );
}
