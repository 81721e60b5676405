import type { Intent } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { RecentInvoices_dashboard$key } from '../../__generated__/RecentInvoices_dashboard.graphql.ts';
import { formatEuro } from '../../shared/format.ts';
import { StatusLabel } from '../../shared/StatusTag.tsx';
import { RecentCard } from './RecentCard.tsx';
import { dashboardTexts as t } from './texts.ts';

/** Spec (invoices): green fully approved, red rejected, yellow pending, blue the others. */
const INTENT: Record<string, Intent> = { fully_approved: 'success', rejected: 'danger', pending: 'warning' };

/** The five most recent invoices: amount in euro, status. */
export function RecentInvoices({ dashboard }: { dashboard: RecentInvoices_dashboard$key }) {
  const { recentInvoices } = useFragment(
    /* eslint-disable relay/unused-fields -- RecentCard reads each row's id, rowId and supplierName */
    graphql`
      fragment RecentInvoices_dashboard on Dashboard {
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
    <RecentCard
      texts={t.recentInvoices}
      listPath="/invoices"
      emptyIcon="euro"
      rows={recentInvoices}
      titleOf={(i) => i.invoiceNumber}
      end={(i) => (
        <>
          <span className="proc-num">{formatEuro(i.totalAmount)}</span>
          <StatusLabel label={i.statusLabel} intent={INTENT[i.status] ?? 'primary'} />
        </>
      )}
    />
  );
}
