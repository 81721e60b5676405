import { Card } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { PaymentStatsCards_query$key } from '../../__generated__/PaymentStatsCards_query.graphql.ts';
import { formatEuro } from '../../shared/format.ts';
import { paymentTexts as t } from './texts.ts';

/** Available today, paid in the current year, pending with future availability (computed by the server). */
export function PaymentStatsCards({ query }: { query: PaymentStatsCards_query$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentStatsCards_query on Query {
        paymentStats {
          todayPayments
          totalPaid
          pendingPayments
        }
      }
    `,
    query,
  );
  // Spec heading 8: a failure to load the figures is only logged, and the cards show zeros.
  if (!data.paymentStats) console.error('Payment statistics could not be loaded');
  const stats = data.paymentStats ?? { todayPayments: '0', totalPaid: '0', pendingPayments: '0' };
  const cards = [
    { key: 'today', label: t.stats.today, value: stats.todayPayments },
    { key: 'paid', label: t.stats.paid, value: stats.totalPaid },
    { key: 'pending', label: t.stats.pending, value: stats.pendingPayments },
  ];
  return (
    <div className="fin-stats">
      {cards.map((card) => (
        <Card key={card.key} className="fin-stat" data-testid={`stat-${card.key}`}>
          <span className="fin-stat__label">{card.label}</span>
          <span className="fin-stat__value">{formatEuro(card.value)}</span>
        </Card>
      ))}
    </div>
  );
}
