import { ScreenPage, useCountedRefresh } from '../../shared/ScreenPage.tsx';
import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { useEffect } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';

import type { OfferDetailPage_refresh$key } from '../../__generated__/OfferDetailPage_refresh.graphql.ts';
import type { OfferDetailPageQuery } from '../../__generated__/OfferDetailPageQuery.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { OfferApprovalPanel } from './OfferApprovalPanel.tsx';
import { OfferDocuments } from './OfferDocuments.tsx';
import { OfferFacts } from './OfferFacts.tsx';
import { OfferProducts } from './OfferProducts.tsx';
import { OfferRecipients } from './OfferRecipients.tsx';
import './procurement.css';
import { offerTexts } from './texts.ts';
import { useScreenQueryRef, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';

const t = offerTexts.detail;

const OFFER_DETAIL_QUERY = graphql`
  query OfferDetailPageQuery($id: ID!) {
    offer(id: $id) {
      ...OfferDetailPage_refresh
    }
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export function offerDetailQuery({ params }: ScreenQueryArgs): ScreenQuery<OfferDetailPageQuery> {
  return { query: OFFER_DETAIL_QUERY, variables: { id: params.id ?? '' } };
}

/** Offer Details (/offers/{id}): facts, products, notes, documents, recipients, approval. */
export function OfferDetailPage() {
  const { queryRef, refresh, isRefreshing: refreshing } = useScreenQueryRef<OfferDetailPageQuery>(OFFER_DETAIL_QUERY);
  const [fetchKey, onRefresh] = useCountedRefresh(refresh);
  return (
    <ScreenPage
      title={screens.offerDetail.title}
      lang="en"
      loading={t.loading}
      actions={
        <>
          <span className="proc-toolbar__spacer" />
          <ButtonLink to="/offers" icon="arrow-left" text={t.back} />
          <Button icon="refresh" text={t.refresh} loading={refreshing} onClick={onRefresh} />
        </>
      }
    >
      <OfferDetail queryRef={queryRef} fetchKey={fetchKey} />
    </ScreenPage>
  );
}

function OfferDetail({ queryRef, fetchKey }: { queryRef: PreloadedQuery<OfferDetailPageQuery>; fetchKey: number }) {
  const data = usePreloadedQuery<OfferDetailPageQuery>(OFFER_DETAIL_QUERY, queryRef);
  useEffect(() => {
    if (fetchKey > 0) showToast(t.refreshed, 'success', 'offer-refreshed');
  }, [fetchKey]);
  if (!data.offer) {
    return (
      <Card className="proc-section">
        <NonIdealState
          icon="search"
          title={t.notFound}
          description={t.notFoundHint}
          action={<ButtonLink to="/offers" icon="arrow-left" text={t.back} />}
        />
      </Card>
    );
  }
  return <OfferSections offer={data.offer} />;
}

function OfferSections({ offer }: { offer: OfferDetailPage_refresh$key }) {
  const o = useFragment(
    graphql`
      fragment OfferDetailPage_refresh on Offer {
        id
        ...OfferFacts_offer
        ...OfferProducts_offer
        ...OfferDocuments_offer
        ...OfferRecipients_offer
        ...OfferApprovalPanel_offer
      }
    `,
    offer,
  );
  return (
    <div className="proc-grid">
      <div className="proc-column">
        <OfferFacts offer={o} />
        <OfferProducts offer={o} />
        <OfferDocuments offer={o} />
        <OfferRecipients offer={o} />
      </div>
      <OfferApprovalPanel offer={o} />
    </div>
  );
}
