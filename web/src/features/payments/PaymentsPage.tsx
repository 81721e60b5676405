import { useCallback, useEffect, useRef, useState } from 'react';
import { useCan } from '../../components/ViewerAccessContext.ts';
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
import { CreatePaymentRunDialog } from './CreatePaymentRunDialog.tsx';
import { PayablesSchedule } from './PayablesSchedule.tsx';
import { PaymentRunsTable } from './PaymentRunsTable.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { usePaymentSelection } from './usePaymentSelection.ts';
import './payables.css';

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
    $supplierId: ID
  ) {
    paymentRunDefaults {
      executionDate
    }
    ...PaymentStatsCards_query
    ...PayablesSchedule_query
    ...PaymentRunsTable_query
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
      // The scadenzario's own filter (the payments table below has no supplier filter).
      supplierId: searchParams.get('supplier') || null,
    },
  };
}

/**
 * Pagamenti (/payments, Italian): three summary cards, filters in the URL, the scadenzario with row
 * selection and "Crea distinta" (issue 16), the Distinte, and the paged table with its edit dialog.
 */
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
  const selection = usePaymentSelection();
  const [creating, setCreating] = useState(false);
  const canCreateRun = useCan('paymentRun.create');
  const canEdit = useCan('payment.update');
  const runsChanged = useCallback(() => {
    selection.clear();
    refresh();
  }, [selection, refresh]);
  return (
    <>
      <PaymentStatsCards query={data} />
      <FinanceToolbar
        filters={<PaymentFilters />}
        refresh={{ text: t.refresh, loading: isRefreshing, onRefresh: refresh }}
      />
      <PayablesSchedule query={data} selection={canCreateRun ? selection : null} />
      {canCreateRun && <SelectionBar selection={selection} onCreate={() => setCreating(true)} />}
      {creating && (
        <CreatePaymentRunDialog
          paymentIds={[...selection.selected.keys()]}
          total={selection.total}
          defaultDate={data.paymentRunDefaults?.executionDate ?? ''}
          onClose={() => setCreating(false)}
          onCreated={runsChanged}
        />
      )}
      <PaymentRunsTable query={data} onChanged={runsChanged} />
      <section aria-label={t.listTitle}>
        <h2 className="fin-payables__title">{t.listTitle}</h2>
        <PaymentsTable query={data} canEdit={canEdit} onSaved={reloadSoon} />
      </section>
    </>
  );
}
