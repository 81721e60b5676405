import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { graphql } from 'react-relay';
import type { OfferStatus, OffersPageQuery } from '../../__generated__/OffersPageQuery.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { screens } from '../../i18n/screens.ts';
import { OFFER_SORTS, OffersTable } from './OffersTable.tsx';
import './procurement.css';
import { STATUS_LABELS, offerTexts } from './texts.ts';
import { sortOf } from '../../shared/listParams.ts';
import { useScreenQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';
import { ListSearch } from '../../shared/ListSearch.tsx';
import { ListFilter } from '../../shared/ListFilter.tsx';

const t = offerTexts.list;
type KnownStatus = keyof typeof STATUS_LABELS;
const STATUSES = Object.keys(STATUS_LABELS) as KnownStatus[];

/** Offers (/offers): search (title or supplier) and status live in the URL; the list pages. */
export function OffersPage() {
  return (
    <ScreenPage title={screens.offers.title} lang="en" loading={t.loading}>
      <OffersList />
    </ScreenPage>
  );
}

const OFFERS_QUERY = graphql`
  query OffersPageQuery($search: String, $status: OfferStatus, $orderBy: OfferSort) {
    viewer {
      permissions
    }
    ...OffersTable_query @arguments(search: $search, status: $status, orderBy: $orderBy)
  }
`;

function statusOf(value: string | null): OfferStatus | null {
  return STATUSES.includes(value as KnownStatus) ? (value as KnownStatus) : null;
}

/** The list's query for a URL: search, status and sort (the route loader starts it). */
export function offersQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<OffersPageQuery> {
  const search = searchParams.get('search') || null;
  return {
    query: OFFERS_QUERY,
    variables: { search, status: statusOf(searchParams.get('status')), orderBy: sortOf(searchParams, OFFER_SORTS) },
  };
}

function OffersList() {
  const { data } = useScreenQuery<OffersPageQuery>(OFFERS_QUERY);

  return (
    <>
      <div className="proc-toolbar">
        <ListSearch className="proc-toolbar__search" placeholder={t.search} />
        <ListFilter
          param="status"
          label={t.columns.status}
          allText={t.allStatuses}
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <span className="proc-toolbar__spacer" />
        {data.viewer?.permissions.includes('offer.create') && (
          <ButtonLink to="/offers/new" icon="add" intent="primary" text={t.create} />
        )}
      </div>
      <OffersTable query={data} />
    </>
  );
}
