import { useCallback, useEffect, useRef } from 'react';
import { graphql } from 'react-relay';
import type { PaymentsPageQuery } from '../../__generated__/PaymentsPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { FinanceList, FinanceToolbar, type FinanceScreen } from '../invoices/FinanceList.tsx';
import { paramsOf, sortOf } from '../../shared/listParams.ts';
import { PAYMENT_FILTER_KEYS, PaymentFilters, paymentVariables } from './PaymentFilters.tsx';
import { PaymentStatsCards } from './PaymentStatsCards.tsx';
import { PAYMENT_SORTS, PaymentsTable } from './PaymentsTable.tsx';
import { paymentTexts as t } from './texts.ts';
import type { ScreenQuery, ScreenQueryArgs } from '../../shared/screenQuery.ts';

/** The spec's list reload after a save. */
const RELOAD_AFTER_SAVE_MS = 500;

const PAYMENTS_QUERY = graphql`
  query PaymentsPageQuery(
    $status: PaymentStatus
    $paymentMethod: PaymentMethod
    $dateFrom: Date
    $dateTo: Date
    $search: String
    $orderBy: PaymentSort
  ) {
    viewer {
      permissions
    }
    ...PaymentStatsCards_query
    ...PaymentsTable_query
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export function paymentsQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<PaymentsPageQuery> {
  return {
    query: PAYMENTS_QUERY,
    variables: {
      ...paymentVariables(paramsOf(searchParams, PAYMENT_FILTER_KEYS)),
      orderBy: sortOf(searchParams, PAYMENT_SORTS),
    },
  };
}

/** Pagamenti (/payments, Italian): three summary cards, filters in the URL, paged table, edit dialog. */
export function PaymentsPage() {
  return (
    <FinanceList<PaymentsPageQuery> query={PAYMENTS_QUERY} title={screens.payments.title} texts={t}>
      {(screen) => <Payments {...screen} />}
    </FinanceList>
  );
}

function Payments({ data, refresh, isRefreshing }: FinanceScreen<PaymentsPageQuery>) {
  const timer = useRef<number | undefined>(undefined);
  const reloadSoon = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(refresh, RELOAD_AFTER_SAVE_MS);
  }, [refresh]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <>
      <PaymentStatsCards query={data} />
      <FinanceToolbar
        filters={<PaymentFilters />}
        refresh={{ text: t.refresh, loading: isRefreshing, onRefresh: refresh }}
      />
      <PaymentsTable
        query={data}
        canEdit={data.viewer?.permissions.includes('payment.update') ?? false}
        onSaved={reloadSoon}
      />
    </>
  );
}
