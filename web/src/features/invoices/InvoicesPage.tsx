import { Button } from '@blueprintjs/core';
import { useCan } from '../../components/ViewerAccessContext.ts';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { toastSuccess } from '../../shared/toastOutcome.ts';
import { FinanceList, FinanceToolbar, type FinanceScreen } from './FinanceList.tsx';
import { ANALYTICS_KEYS, analyticsVariables, InvoiceFilters, listVariables, FILTER_KEYS } from './InvoiceFilters.tsx';
import { AnalyticsFilterTags } from './AnalyticsFilterTags.tsx';
import { EInvoiceImport } from './EInvoiceImport.tsx';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { INVOICE_SORTS, InvoicesTable } from './InvoicesTable.tsx';
import { useCreateInvoiceMutation } from './useCreateInvoiceMutation.ts';
import { invoiceListTexts as t } from './texts.ts';
import { paramsOf, sortOf } from '../../shared/listParams.ts';
import type { ScreenQuery, ScreenQueryArgs } from '../../shared/screenQuery.ts';

const INVOICES_QUERY = graphql`
  query InvoicesPageQuery(
    $status: InvoiceStatus
    $supplierId: ID
    $orderId: ID
    $contractId: ID
    $isRecurring: Boolean
    $search: String
    $orderBy: InvoiceSort
    $invoiceDateFrom: Date
    $invoiceDateTo: Date
    $costCenterId: ID
    $vatRate: String
    $actualFor: BudgetRefInput
    $filterCostCenter: ID!
    $namesCostCenter: Boolean!
  ) {
    ...AnalyticsFilterTags_query
    ...InvoiceFilters_query
    ...InvoicesTable_query
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export function invoicesQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<InvoicesPageQuery> {
  return {
    query: INVOICES_QUERY,
    variables: {
      ...listVariables(paramsOf(searchParams, FILTER_KEYS)),
      ...analyticsVariables(paramsOf(searchParams, ANALYTICS_KEYS)),
      orderBy: sortOf(searchParams, INVOICE_SORTS),
    },
  };
}

/** Fatture (/invoices, Italian): filters in the URL, paged table, create / recurring / edit dialogs. */
export function InvoicesPage() {
  return (
    <FinanceList<InvoicesPageQuery> query={INVOICES_QUERY} title={screens.invoices.title} texts={t}>
      {(screen) => <Invoices {...screen} />}
    </FinanceList>
  );
}

function Invoices({ data, refresh, isRefreshing }: FinanceScreen<InvoicesPageQuery>) {
  const [dialog, setDialog] = useState<'create' | 'recurring' | null>(null);
  const [create, saving] = useCreateInvoiceMutation();
  const canCreate = useCan('invoice.create');
  const canImport = useCan('invoice.import');
  return (
    <>
      {canImport && <EInvoiceImport onImported={refresh} />}
      <AnalyticsFilterTags query={data} />
      <FinanceToolbar
        filters={<InvoiceFilters query={data} />}
        refresh={{ text: t.refresh, loading: isRefreshing, onRefresh: refresh }}
      >
        {canCreate && <Button icon="repeat" text={t.createRecurring} onClick={() => setDialog('recurring')} />}
        {canCreate && <Button intent="primary" icon="add" text={t.create} onClick={() => setDialog('create')} />}
      </FinanceToolbar>
      <InvoicesTable query={data}>
        {(connections) =>
          dialog && (
            <InvoiceDialog
              invoice={null}
              recurring={dialog === 'recurring'}
              busy={saving}
              onClose={() => setDialog(null)}
              onSave={(values) => toastSuccess(create(values, connections), t.created)}
            />
          )
        }
      </InvoicesTable>
    </>
  );
}
