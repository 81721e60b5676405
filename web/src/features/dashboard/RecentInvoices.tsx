import { Card, H4, NonIdealState, Tag, type Intent } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecentInvoices_dashboard$key } from '../../__generated__/RecentInvoices_dashboard.graphql.ts';
import { formatEuro } from '../../shared/format.ts';
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
    <Card className="proc-card">
      <div className="proc-section__header proc-recent__header">
        <H4>{t.recentInvoices}</H4>
        <Link to="/invoices">{t.viewAll}</Link>
      </div>
      {recentInvoices.length === 0 ? (
        <NonIdealState className="proc-empty" icon="euro" description={t.noInvoices} />
      ) : (
        recentInvoices.map((i) => (
          <Link key={i.id} to={`/invoices/${i.rowId}`} className="proc-recent__item">
            <span className="proc-recent__main">
              <span className="proc-recent__title">{i.invoiceNumber}</span>
              <span className="proc-recent__sub">{i.supplierName}</span>
            </span>
            <span className="proc-num">{formatEuro(i.totalAmount)}</span>
            <Tag minimal round intent={INTENT[i.status] ?? 'primary'}>
              {i.statusLabel}
            </Tag>
          </Link>
        ))
      )}
    </Card>
  );
}
