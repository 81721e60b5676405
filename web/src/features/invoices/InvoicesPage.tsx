import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { Button } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql } from 'react-relay';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import './finance.css';
import { InvoiceFilters, listVariables, FILTER_KEYS } from './InvoiceFilters.tsx';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { INVOICE_SORTS, InvoicesTable } from './InvoicesTable.tsx';
import { useCreateInvoiceMutation } from './useCreateInvoiceMutation.ts';
import { invoiceListTexts as t } from './texts.ts';
import { paramsOf, sortOf, useListParams } from '../../shared/listParams.ts';
import { ListLoadBoundary } from './ListLoadBoundary.tsx';
import { useScreenQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';

const INVOICES_QUERY = graphql`
  query InvoicesPageQuery(
    $status: InvoiceStatus
    $supplierId: ID
    $orderId: ID
    $contractId: ID
    $isRecurring: Boolean
    $search: String
    $orderBy: InvoiceSort
  ) {
    viewer {
      permissions
    }
    ...InvoiceFilters_query
    ...InvoicesTable_query
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export function invoicesQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<InvoicesPageQuery> {
  return {
    query: INVOICES_QUERY,
    variables: { ...listVariables(paramsOf(searchParams, FILTER_KEYS)), orderBy: sortOf(searchParams, INVOICE_SORTS) },
  };
}

/** Fatture (/invoices, Italian): filters in the URL, paged table, create / recurring / edit dialogs. */
export function InvoicesPage() {
  return (
    <ListLoadBoundary title={screens.invoices.title} loadFailed={t.loadFailed} empty={t.empty} retry={t.refresh}>
      <InvoicesScreen />
    </ListLoadBoundary>
  );
}

/** The screen itself; a failure to load it is caught by ListLoadBoundary. */
function InvoicesScreen() {
  const [params, setParam] = useListParams(FILTER_KEYS);
  const { data, refresh, isRefreshing } = useScreenQuery<InvoicesPageQuery>(INVOICES_QUERY);
  const [, startTransition] = useTransition();
  const [dialog, setDialog] = useState<'create' | 'recurring' | null>(null);
  const [create, saving] = useCreateInvoiceMutation();
  const permissions = data.viewer?.permissions ?? [];
  const canCreate = permissions.includes('invoice.create');

  return (
    <ScreenPage title={screens.invoices.title} lang="it">
      <div className="fin-toolbar">
        <InvoiceFilters
          query={data}
          params={params}
          onChange={(key, value) => startTransition(() => setParam(key, value))}
        />
        <span className="fin-toolbar__spacer" />
        <Button icon="refresh" text={t.refresh} loading={isRefreshing} onClick={() => refresh()} />
        {canCreate && <Button icon="repeat" text={t.createRecurring} onClick={() => setDialog('recurring')} />}
        {canCreate && <Button intent="primary" icon="add" text={t.create} onClick={() => setDialog('create')} />}
      </div>
      <InvoicesTable query={data}>
        {(connections) =>
          dialog && (
            <InvoiceDialog
              invoice={null}
              recurring={dialog === 'recurring'}
              busy={saving}
              onClose={() => setDialog(null)}
              onSave={async (values) => {
                const outcome = await create(values, connections);
                if (outcome.ok) showToast(t.created, 'success');
                return outcome;
              }}
            />
          )
        }
      </InvoicesTable>
    </ScreenPage>
  );
}
