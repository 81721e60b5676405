import { Card, H4, NonIdealState } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecentOffers_dashboard$key } from '../../__generated__/RecentOffers_dashboard.graphql.ts';
import { ApprovalDots } from '../offers/ApprovalDots.tsx';
import { formatDollar as formatMoney } from '../../shared/format.ts';
import { OfferStatusTag } from '../offers/OfferStatusTag.tsx';
import { dashboardTexts as t } from './texts.ts';

export function RecentOffers({ dashboard }: { dashboard: RecentOffers_dashboard$key }) {
  const { recentOffers } = useFragment(
    graphql`
      fragment RecentOffers_dashboard on Dashboard {
        recentOffers {
          id
          rowId
          title
          supplierName
          totalAmount
          status
          approvedByFinance
          approvedByIT
        }
      }
    `,
    dashboard,
  );
  return (
    <Card className="proc-card">
      <div className="proc-section__header proc-recent__header">
        <H4>{t.recentOffers}</H4>
        <Link to="/offers">{t.viewAll}</Link>
      </div>
      {recentOffers.length === 0 ? (
        <NonIdealState className="proc-empty" icon="document" description={t.noOffers} />
      ) : (
        recentOffers.map((o) => (
          <Link key={o.id} to={`/offers/${o.rowId}`} className="proc-recent__item">
            <span className="proc-recent__main">
              <span className="proc-recent__title">{o.title}</span>
              <span className="proc-recent__sub">{o.supplierName}</span>
            </span>
            <span className="proc-num">{formatMoney(o.totalAmount)}</span>
            <OfferStatusTag status={o.status} />
            <ApprovalDots finance={o.approvedByFinance} it={o.approvedByIT} />
          </Link>
        ))
      )}
    </Card>
  );
}
