import { Card, H3, H4 } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { OfferFacts_offer$key } from '../../__generated__/OfferFacts_offer.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatDollar as formatMoney } from '../../shared/format.ts';
import { OfferStatusTag } from './OfferStatusTag.tsx';
import { offerTexts } from './texts.ts';

const t = offerTexts.detail;

/** The offer's heading facts and its notes; the Create Order link once it is approved. */
export function OfferFacts({ offer }: { offer: OfferFacts_offer$key }) {
  const o = useFragment(
    graphql`
      fragment OfferFacts_offer on Offer {
        rowId
        title
        date
        supplierName
        totalAmount
        status
        notes
        createdByName
        canCreateOrder
        order {
          rowId
          orderNumber
        }
      }
    `,
    offer,
  );
  return (
    <Card className="proc-section">
      <div className="proc-section__header">
        <H3>{o.title}</H3>
        <OfferStatusTag status={o.status} />
      </div>
      <dl className="proc-facts">
        <dt>{t.supplier}</dt>
        <dd>{o.supplierName}</dd>
        <dt>{t.date}</dt>
        <dd>{formatDate(o.date)}</dd>
        <dt>{t.total}</dt>
        <dd>
          <strong>{formatMoney(o.totalAmount)}</strong>
        </dd>
        <dt>{t.createdBy}</dt>
        <dd>{o.createdByName}</dd>
      </dl>
      <H4>{t.notes}</H4>
      <p className={o.notes ? 'proc-notes' : 'proc-notes proc-muted'}>{o.notes || t.noNotes}</p>
      {(o.canCreateOrder || o.order) && (
        <div className="proc-buttons">
          {o.canCreateOrder && (
            <ButtonLink
              to={`/orders/new?offerId=${o.rowId}`}
              icon="shopping-cart"
              intent="primary"
              text={t.createOrder}
            />
          )}
          {o.order && <ButtonLink to={`/orders/${o.order.rowId}`} icon="shopping-cart" text={o.order.orderNumber} />}
        </div>
      )}
    </Card>
  );
}
