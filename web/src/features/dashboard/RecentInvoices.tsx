import { Tag, type Intent } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { RecentInvoices_dashboard$key } from '../../__generated__/RecentInvoices_dashboard.graphql.ts';
import { formatEuro } from '../../shared/format.ts';
import { RecentCard } from './RecentCard.tsx';
import { dashboardTexts as t } from './texts.ts';

/** Spec (invoices): green fully approved, red rejected, yellow pending, blue the others. */
const INTENT: Record<string, Intent> = { fully_approved: 'success', rejected: 'danger', pending: 'warning' };

export function RecentInvoices({ dashboard }: { dashboard: RecentInvoices_dashboard$key }) {
  const { recentInvoices } = useFragment(
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
    dashboard,
  );
  return (
    <RecentCard
      title={t.recentInvoices}
      listPath="/invoices"
      emptyIcon="euro"
      emptyText={t.noInvoices}
      items={recentInvoices.map((i) => ({
        id: i.id,
        to: `/invoices/${i.rowId}`,
        title: i.invoiceNumber,
        sub: i.supplierName,
        end: (
          <>
            <span className="proc-num">{formatEuro(i.totalAmount)}</span>
            <Tag minimal round intent={INTENT[i.status] ?? 'primary'}>
              {i.statusLabel}
            </Tag>
          </>
        ),
      }))}
    />
  );
}
