import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { ContractsPageQuery, ContractStatus } from '../../__generated__/ContractsPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import '../invoices/finance.css';
import { ListLoadBoundary } from '../invoices/ListLoadBoundary.tsx';
import { paramsOf, sortOf } from '../../shared/listParams.ts';
import { ContractDialog } from './ContractDialog.tsx';
import { CONTRACT_SORTS, ContractsTable } from './ContractsTable.tsx';
import { useCreateContractMutation } from './useCreateContractMutation.ts';
import { CONTRACT_STATUS_LABELS, LIST_FILTERS, contractTexts as t } from './texts.ts';
import { useScreenQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';
import { ListSearch } from '../../shared/ListSearch.tsx';
import { ListFilter } from '../../shared/ListFilter.tsx';

const KEYS = ['status', 'supplier', 'search'] as const;

const CONTRACTS_QUERY = graphql`
  query ContractsPageQuery($status: ContractStatus, $supplierId: ID, $search: String, $orderBy: ContractSort) {
    viewer {
      permissions
    }
    financeSupplierOptions {
      rowId
      label
    }
    ...ContractsTable_query
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export function contractsQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<ContractsPageQuery> {
  const params = paramsOf(searchParams, KEYS);
  return {
    query: CONTRACTS_QUERY,
    variables: {
      status: (LIST_FILTERS.find((f) => f.value === params.status)?.status ?? null) as ContractStatus | null,
      supplierId: params.supplier || null,
      search: params.search || null,
      orderBy: sortOf(searchParams, CONTRACT_SORTS),
    },
  };
}

/** Gestione Contratti (/contracts): status, supplier and free search in the URL; create with PDF. */
export function ContractsPage() {
  return (
    <ListLoadBoundary
      title={screens.contracts.title}
      loadFailed={`${t.errorTitle}: ${t.loadFailed}`}
      empty={t.empty}
      retry={t.refresh}
    >
      <ContractsScreen />
    </ListLoadBoundary>
  );
}

/** The screen itself; a failure to load it is caught by ListLoadBoundary. */
function ContractsScreen() {
  const { data, refresh, isRefreshing } = useScreenQuery<ContractsPageQuery>(CONTRACTS_QUERY);
  const [creating, setCreating] = useState(false);
  const [create, saving] = useCreateContractMutation();
  const permissions = data.viewer?.permissions ?? [];

  return (
    <ScreenPage title={screens.contracts.title} lang="it">
      <div className="fin-toolbar">
        <ListSearch className="fin-toolbar__search" placeholder={t.searchPlaceholder} />
        <ListFilter
          param="status"
          label={t.columns.status}
          allText={t.allStatuses}
          options={LIST_FILTERS.map((f) => ({ value: f.value, label: CONTRACT_STATUS_LABELS[f.status] ?? f.value }))}
        />
        <ListFilter
          param="supplier"
          label={t.columns.supplier}
          allText={t.allSuppliers}
          options={data.financeSupplierOptions.map((o) => ({ value: String(o.rowId), label: o.label }))}
        />
        <span className="fin-toolbar__spacer" />
        <Button icon="refresh" text={t.refresh} loading={isRefreshing} onClick={() => refresh()} />
        {permissions.includes('contract.create') && (
          <Button intent="primary" icon="add" text={t.create} onClick={() => setCreating(true)} />
        )}
      </div>
      <ContractsTable query={data} canDelete={permissions.includes('contract.delete')}>
        {(connections) =>
          creating && (
            <ContractDialog
              contract={null}
              busy={saving}
              onClose={() => setCreating(false)}
              onSave={async (values) => {
                const outcome = await create(values, connections);
                if (outcome.ok) showToast(t.created, 'success');
                return outcome;
              }}
            />
          )
        }
      </ContractsTable>
    </ScreenPage>
  );
}
