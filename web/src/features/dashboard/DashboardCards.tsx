import { Card, Icon, type IconName } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DashboardCards_dashboard$key } from '../../__generated__/DashboardCards_dashboard.graphql.ts';
import { formatEuro } from '../../shared/format.ts';
import { dashboardTexts as t } from './texts.ts';

function StatCard({
  to,
  icon,
  label,
  value,
  hint,
}: {
  to: string;
  icon: IconName;
  label: string;
  value: number;
  hint: string;
}) {
  return (
    <Card className="proc-stat" interactive>
      <Link to={to} className="proc-stat__label">
        <Icon icon={icon} />
        {label}
      </Link>
      <span className="proc-stat__value">{value}</span>
      <span className="proc-stat__hint">{hint}</span>
    </Card>
  );
}

export function DashboardCards({ dashboard }: { dashboard: DashboardCards_dashboard$key }) {
  const d = useFragment(
    graphql`
      fragment DashboardCards_dashboard on Dashboard {
        offers {
          total
          pending
        }
        orders {
          total
          pending
        }
        invoices {
          total
          pending
        }
        payments {
          count
          paidTotal
        }
      }
    `,
    dashboard,
  );
  return (
    <div className="proc-cards">
      <StatCard
        to="/offers"
        icon="document"
        label={t.offers}
        value={d.offers.total}
        hint={t.pendingApproval(d.offers.pending)}
      />
      <StatCard
        to="/orders"
        icon="shopping-cart"
        label={t.orders}
        value={d.orders.total}
        hint={t.pending(d.orders.pending)}
      />
      <StatCard
        to="/invoices"
        icon="euro"
        label={t.invoices}
        value={d.invoices.total}
        hint={t.pendingApproval(d.invoices.pending)}
      />
      {d.payments && (
        <StatCard
          to="/payments"
          icon="credit-card"
          label={t.payments}
          value={d.payments.count}
          hint={t.paidTotal(formatEuro(d.payments.paidTotal))}
        />
      )}
    </div>
  );
}
