import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { Button } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useTransition } from 'react';
import { graphql } from 'react-relay';
import type { PaymentsPageQuery } from '../../__generated__/PaymentsPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import '../invoices/finance.css';
import { paramsOf, sortOf, useListParams } from '../../shared/listParams.ts';
import { PAYMENT_FILTER_KEYS, PaymentFilters, paymentVariables } from './PaymentFilters.tsx';
import { PaymentStatsCards } from './PaymentStatsCards.tsx';
import { PAYMENT_SORTS, PaymentsTable } from './PaymentsTable.tsx';
import { paymentTexts as t } from './texts.ts';
import { ListLoadBoundary } from '../invoices/ListLoadBoundary.tsx';
import { useScreenQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';

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
    <ListLoadBoundary title={screens.payments.title} loadFailed={t.loadFailed} empty={t.empty} retry={t.refresh}>
      <PaymentsScreen />
    </ListLoadBoundary>
  );
}

/** The screen itself; a failure to load it is caught by ListLoadBoundary. */
function PaymentsScreen() {
  const [params, setParam] = useListParams(PAYMENT_FILTER_KEYS);
  const { data, refresh: reload, isRefreshing } = useScreenQuery<PaymentsPageQuery>(PAYMENTS_QUERY);
  const [, startTransition] = useTransition();
  const timer = useRef<number | undefined>(undefined);
  const reloadSoon = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(reload, RELOAD_AFTER_SAVE_MS);
  }, [reload]);
  const canEdit = data.viewer?.permissions.includes('payment.update') ?? false;

  useEffect(() => {
    return () => window.clearTimeout(timer.current);
  }, []);

  return (
    <ScreenPage title={screens.payments.title} lang="it">
      <PaymentStatsCards query={data} />
      <div className="fin-toolbar">
        <PaymentFilters params={params} onChange={(key, value) => startTransition(() => setParam(key, value))} />
        <span className="fin-toolbar__spacer" />
        <Button icon="refresh" text={t.refresh} loading={isRefreshing} onClick={reload} />
      </div>
      <PaymentsTable query={data} canEdit={canEdit} onSaved={reloadSoon} />
    </ScreenPage>
  );
}
