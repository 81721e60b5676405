import { graphql, useFragment } from 'react-relay';
import type { RecentOffers_dashboard$key } from '../../__generated__/RecentOffers_dashboard.graphql.ts';
import { ApprovalDots } from '../offers/ApprovalDots.tsx';
import { formatDollar as formatMoney } from '../../shared/format.ts';
import { OfferStatusTag } from '../offers/OfferStatusTag.tsx';
import { RecentCard } from './RecentCard.tsx';
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
    <RecentCard
      title={t.recentOffers}
      listPath="/offers"
      emptyIcon="document"
      emptyText={t.noOffers}
      items={recentOffers.map((o) => ({
        id: o.id,
        to: `/offers/${o.rowId}`,
        title: o.title,
        sub: o.supplierName,
        end: (
          <>
            <span className="proc-num">{formatMoney(o.totalAmount)}</span>
            <OfferStatusTag status={o.status} />
            <ApprovalDots finance={o.approvedByFinance} it={o.approvedByIT} />
          </>
        ),
      }))}
    />
  );
}
