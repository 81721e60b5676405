import { Card, Icon, type IconName } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DashboardCards_count$key } from '../../__generated__/DashboardCards_count.graphql.ts';
import type { DashboardCards_dashboard$key } from '../../__generated__/DashboardCards_dashboard.graphql.ts';
import { formatEuro } from '../../shared/format.ts';
import { dashboardTexts as t } from './texts.ts';

interface StatCardProps {
  to: string;
  icon: IconName;
  label: string;
  value: number;
  hint: string;
}

function StatCard({ to, icon, label, value, hint }: StatCardProps) {
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

/** The three count cards: how many there are, and how many wait (as each hint words it). */
const COUNT_CARDS = [
  { key: 'offers', to: '/offers', icon: 'document', label: t.offers, hint: t.pendingApproval },
  { key: 'orders', to: '/orders', icon: 'shopping-cart', label: t.orders, hint: t.pending },
  { key: 'invoices', to: '/invoices', icon: 'euro', label: t.invoices, hint: t.pendingApproval },
] as const;

type CountCardProps = Omit<StatCardProps, 'value' | 'hint'> & {
  count: DashboardCards_count$key;
  hint: (pending: number) => string;
};

function CountCard({ count, hint, ...card }: CountCardProps) {
  const { total, pending } = useFragment(
    graphql`
      fragment DashboardCards_count on DashboardCount {
        total
        pending
      }
    `,
    count,
  );
  return <StatCard {...card} value={total} hint={hint(pending)} />;
}

export function DashboardCards({ dashboard }: { dashboard: DashboardCards_dashboard$key }) {
  const d = useFragment(
    graphql`
      fragment DashboardCards_dashboard on Dashboard {
        offers {
          ...DashboardCards_count
        }
        orders {
          ...DashboardCards_count
        }
        invoices {
          ...DashboardCards_count
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
      {COUNT_CARDS.map(({ key, ...card }) => (
        <CountCard key={key} {...card} count={d[key]} />
      ))}
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
