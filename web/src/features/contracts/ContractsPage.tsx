import { Button } from '@blueprintjs/core';
import { useCan } from '../../components/ViewerAccessContext.ts';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { ContractsPageQuery, ContractStatus } from '../../__generated__/ContractsPageQuery.graphql.ts';
import { toastSuccess } from '../../shared/toastOutcome.ts';
import { screens } from '../../i18n/screens.ts';
import { FinanceList, FinanceToolbar, type FinanceScreen } from '../invoices/FinanceList.tsx';
import { paramsOf, sortOf } from '../../shared/listParams.ts';
import { ContractDialog } from './ContractDialog.tsx';
import { CONTRACT_SORTS, ContractsTable } from './ContractsTable.tsx';
import { useCreateContractMutation } from './useCreateContractMutation.ts';
import { CONTRACT_STATUS_LABELS, LIST_FILTERS, contractTexts as t } from './texts.ts';
import type { ScreenQuery, ScreenQueryArgs } from '../../shared/screenQuery.ts';
import { ListSearch } from '../../shared/ListSearch.tsx';
import { ListFilter } from '../../shared/ListFilter.tsx';

const KEYS = ['status', 'supplier', 'search'] as const;

const CONTRACTS_QUERY = graphql`
  query ContractsPageQuery($status: ContractStatus, $supplierId: ID, $search: String, $orderBy: ContractSort) {
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
    <FinanceList<ContractsPageQuery>
      query={CONTRACTS_QUERY}
      title={screens.contracts.title}
      texts={{ ...t, loadFailed: `${t.errorTitle}: ${t.loadFailed}` }}
    >
      {(screen) => <Contracts {...screen} />}
    </FinanceList>
  );
}

function Contracts({ data, refresh, isRefreshing }: FinanceScreen<ContractsPageQuery>) {
  const [creating, setCreating] = useState(false);
  const [create, saving] = useCreateContractMutation();
  const canCreate = useCan('contract.create');
  const canDelete = useCan('contract.delete');
  const filters = (
    <>
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
    </>
  );
  return (
    <>
      <FinanceToolbar filters={filters} refresh={{ text: t.refresh, loading: isRefreshing, onRefresh: refresh }}>
        {canCreate && <Button intent="primary" icon="add" text={t.create} onClick={() => setCreating(true)} />}
      </FinanceToolbar>
      <ContractsTable query={data} canDelete={canDelete}>
        {(connections) =>
          creating && (
            <ContractDialog
              contract={null}
              busy={saving}
              onClose={() => setCreating(false)}
              onSave={(values) => toastSuccess(create(values, connections), t.created)}
            />
          )
        }
      </ContractsTable>
    </>
  );
}
