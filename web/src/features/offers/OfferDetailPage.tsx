import { graphql, useFragment } from 'react-relay';
import type { OfferDetailPage_refresh$key } from '../../__generated__/OfferDetailPage_refresh.graphql.ts';
import type { OfferDetailPageQuery } from '../../__generated__/OfferDetailPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { pathQuery } from '../../shared/screenQuery.ts';
import { HistoryTimeline } from '../../shared/HistoryTimeline.tsx';
import { OfferApprovalPanel } from './OfferApprovalPanel.tsx';
import { OfferDocuments } from './OfferDocuments.tsx';
import { OfferFacts } from './OfferFacts.tsx';
import { OfferProducts } from './OfferProducts.tsx';
import { OfferRecipients } from './OfferRecipients.tsx';
import { ProcurementDetail } from './ProcurementDetail.tsx';
import { offerTexts } from './texts.ts';

const OFFER_DETAIL_QUERY = graphql`
  query OfferDetailPageQuery($id: ID!) {
    offer(id: $id) {
      ...OfferDetailPage_refresh
    }
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export const offerDetailQuery = pathQuery<OfferDetailPageQuery>(OFFER_DETAIL_QUERY);

/** Offer Details (/offers/{id}): facts, products, notes, documents, recipients, approval. */
export function OfferDetailPage() {
  return (
    <ProcurementDetail<OfferDetailPageQuery, OfferDetailPage_refresh$key>
      query={OFFER_DETAIL_QUERY}
      title={screens.offerDetail.title}
      listPath="/offers"
      texts={offerTexts.detail}
      record={(data) => data.offer}
    >
      {(offer) => <OfferSections offer={offer} />}
    </ProcurementDetail>
  );
}

function OfferSections({ offer }: { offer: OfferDetailPage_refresh$key }) {
  const o = useFragment(
    graphql`
      fragment OfferDetailPage_refresh on Offer {
        ...OfferFacts_offer
        ...OfferProducts_offer
        ...OfferDocuments_offer
        ...OfferRecipients_offer
        ...OfferApprovalPanel_offer
        history {
          ...HistoryTimeline_entries
        }
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
        <HistoryTimeline entries={o.history} lang="en" />
      </div>
      <OfferApprovalPanel offer={o} />
    </div>
  );
}
