import { Tag, type Intent } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { RecentLists_dashboard$key } from '../../__generated__/RecentLists_dashboard.graphql.ts';
import { formatDollar, formatEuro } from '../../shared/format.ts';
import { ApprovalDots } from '../offers/ApprovalDots.tsx';
import { OfferStatusTag } from '../offers/OfferStatusTag.tsx';
import { RecentCard } from './RecentCard.tsx';
import { dashboardTexts as t } from './texts.ts';

/** Spec (invoices): green fully approved, red rejected, yellow pending, blue the others. */
const INVOICE_INTENT: Record<string, Intent> = { fully_approved: 'success', rejected: 'danger', pending: 'warning' };

/** The five most recent offers (dollars, status, approvals) and invoices (euro, status). */
export function RecentLists({ dashboard }: { dashboard: RecentLists_dashboard$key }) {
  const { recentOffers, recentInvoices } = useFragment(
    /* eslint-disable relay/unused-fields -- RecentCard reads each row's id, rowId and supplierName */
    graphql`
      fragment RecentLists_dashboard on Dashboard {
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
        recentInvoices {
          id
          rowId
          invoiceNumber
          supplierName
          totalAmount
          status
          statusLabel
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    dashboard,
  );
  return (
    <div className="proc-recent">
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
      <RecentCard
        texts={t.recentInvoices}
        listPath="/invoices"
        emptyIcon="euro"
        rows={recentInvoices}
        titleOf={(i) => i.invoiceNumber}
        end={(i) => (
          <>
            <span className="proc-num">{formatEuro(i.totalAmount)}</span>
            <Tag minimal round intent={INVOICE_INTENT[i.status] ?? 'primary'}>
              {i.statusLabel}
            </Tag>
          </>
        )}
      />
    </div>
  );
}
