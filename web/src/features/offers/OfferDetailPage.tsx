import { Button, Card, H2, NonIdealState } from '@blueprintjs/core';
import { Suspense, useEffect, useState, useTransition } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import type { OfferDetailPage_refresh$key } from '../../__generated__/OfferDetailPage_refresh.graphql.ts';
import type { OfferDetailPageQuery } from '../../__generated__/OfferDetailPageQuery.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { texts } from '../../i18n/texts.ts';
import { OfferApprovalPanel } from './OfferApprovalPanel.tsx';
import { OfferDocuments } from './OfferDocuments.tsx';
import { OfferFacts } from './OfferFacts.tsx';
import { OfferProducts } from './OfferProducts.tsx';
import { OfferRecipients } from './OfferRecipients.tsx';
import './procurement.css';
import { offerTexts } from './texts.ts';

const t = offerTexts.detail;

/** Offer Details (/offers/{id}): facts, products, notes, documents, recipients, approval. */
export function OfferDetailPage() {
  const { id = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const [refreshing, startTransition] = useTransition();
  useEffect(() => {
    document.title = `${screens.offerDetail.title} · ${texts.app.headerTitle}`;
  }, []);
  return (
    <div className="page" lang="en">
      <div className="page__header">
        <H2 className="page__title">{screens.offerDetail.title}</H2>
        <span className="proc-toolbar__spacer" />
        <ButtonLink to="/offers" icon="arrow-left" text={t.back} />
        <Button
          icon="refresh"
          text={t.refresh}
          loading={refreshing}
          onClick={() => startTransition(() => setFetchKey((k) => k + 1))}
        />
      </div>
      <Suspense fallback={<LoadingScreen label={t.loading} />}>
        <OfferDetail id={id} fetchKey={fetchKey} />
      </Suspense>
    </div>
  );
}

function OfferDetail({ id, fetchKey }: { id: string; fetchKey: number }) {
  const data = useLazyLoadQuery<OfferDetailPageQuery>(
    graphql`
      query OfferDetailPageQuery($id: ID!) {
        offer(id: $id) {
          ...OfferDetailPage_refresh
        }
      }
    `,
    { id },
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-and-network' },
  );
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
