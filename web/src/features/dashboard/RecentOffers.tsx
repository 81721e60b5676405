import { graphql, useFragment } from 'react-relay';
import type { RecentOffers_dashboard$key } from '../../__generated__/RecentOffers_dashboard.graphql.ts';
import { formatDollar } from '../../shared/format.ts';
import { ApprovalDots } from '../offers/ApprovalDots.tsx';
import { OfferStatusTag } from '../offers/OfferStatusTag.tsx';
import { RecentCard } from './RecentCard.tsx';
import { dashboardTexts as t } from './texts.ts';

/** The five most recent offers: amount in dollars, status, approvals. */
export function RecentOffers({ dashboard }: { dashboard: RecentOffers_dashboard$key }) {
  const { recentOffers } = useFragment(
    /* eslint-disable relay/unused-fields -- RecentCard reads each row's id, rowId and supplierName */
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
    /* eslint-enable relay/unused-fields */
    dashboard,
  );
  return (
    <RecentCard
      texts={t.recentOffers}
      listPath="/offers"
      emptyIcon="document"
      rows={recentOffers}
      titleOf={(o) => o.title}
      end={(o) => (
        <>
          <span className="proc-num">{formatDollar(o.totalAmount)}</span>
          <OfferStatusTag status={o.status} />
          <ApprovalDots finance={o.approvedByFinance} it={o.approvedByIT} />
        </>
      )}
    />
  );
}
