import { graphql } from 'react-relay';
import type { OffersPageQuery } from '../../__generated__/OffersPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { statusListQuery } from '../../shared/screenQuery.ts';
import { OFFER_SORTS, OffersTable } from './OffersTable.tsx';
import { ProcurementList } from './ProcurementList.tsx';
import { STATUS_LABELS, offerTexts } from './texts.ts';

/* eslint-disable relay/unused-fields -- ProcurementList reads the viewer's permissions */
const OFFERS_QUERY = graphql`
  query OffersPageQuery($search: String, $status: OfferStatus, $orderBy: OfferSort) {
    viewer {
      permissions
    }
    ...OffersTable_query
  }
`;
/* eslint-enable relay/unused-fields */

/** The list's query for a URL: search, status and sort (the route loader starts it). */
export const offersQuery = statusListQuery<OffersPageQuery>(OFFERS_QUERY, STATUS_LABELS, OFFER_SORTS);

/** Offers (/offers): search (title or supplier) and status live in the URL; the list pages. */
export function OffersPage() {
  return (
    <ProcurementList<OffersPageQuery>
      query={OFFERS_QUERY}
      title={screens.offers.title}
      texts={offerTexts.list}
      statuses={STATUS_LABELS}
      create={{ permission: 'offer.create', to: '/offers/new' }}
    >
      {(data) => <OffersTable query={data} />}
    </ProcurementList>
  );
}
