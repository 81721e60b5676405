import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import type { ContractSortField } from '../../__generated__/ContractsPageQuery.graphql.ts';
import type { ContractsTable_query$key } from '../../__generated__/ContractsTable_query.graphql.ts';
import { ConnectionTable, deleteConfirmation } from '../../shared/ConnectionTable.tsx';
import { sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { toastSuccess } from '../../shared/toastOutcome.ts';
import { ContractDialog } from './ContractDialog.tsx';
import { ContractRow } from './ContractRow.tsx';
import { contractTexts as t } from './texts.ts';
import { useDeleteContractMutation } from './useDeleteContractMutation.ts';
import { useUpdateContractMutation } from './useUpdateContractMutation.ts';

/* eslint-disable relay/unused-fields -- ConnectionTable reads the total, the edges and their ids */
const CONTRACTS_LIST = graphql`
  fragment ContractsTable_query on Query
  @refetchable(queryName: "ContractsTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
    contracts(
      status: $status
      supplierId: $supplierId
      search: $search
      orderBy: $orderBy
      first: $count
      after: $cursor
    ) @connection(key: "ContractsTable_contracts") {
      __id
      totalCount
      edges {
        node {
          id
          contractName
          ...ContractRow_contract
          ...ContractDialog_contract
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const COLUMNS: readonly SortableColumn<ContractSortField>[] = [
  { label: t.columns.name, sort: 'NAME' },
  { label: t.columns.supplier, sort: 'SUPPLIER' },
  { label: t.columns.type },
  { label: t.columns.expiry, sort: 'EXPIRY', kind: 'nowrap' },
  { label: t.columns.renewal, kind: 'nowrap' },
  { label: t.columns.status, sort: 'STATUS' },
  { label: t.columns.actions, kind: 'actions' },
];
/** The columns the contracts list sorts by (the route loader reads the URL against them). */
export const CONTRACT_SORTS = sortsOf(COLUMNS);

interface ContractsTableProps {
  query: ContractsTable_query$key;
  canDelete: boolean;
  /** The create dialog, given this list's connection (the new contract is added to it). */
  children?: (connections: string[]) => ReactNode;
}

export function ContractsTable({ query, canDelete, children }: ContractsTableProps) {
  const [update, updating] = useUpdateContractMutation();
  const remove = useDeleteContractMutation();
  return (
    <ConnectionTable
      fragment={CONTRACTS_LIST}
      fragmentRef={query}
      connection={(data) => data.contracts}
      columns={COLUMNS}
      texts={t}
      row={(contract, starts) => <ContractRow contract={contract} canDelete={canDelete} starts={starts} />}
      editor={(contract, close) => (
        <ContractDialog
          contract={contract}
          busy={updating}
          onClose={close}
          onSave={(values) => toastSuccess(update(contract.id, values), t.updated)}
        />
      )}
      confirm={deleteConfirmation(t, remove, (row) => row.contractName, t.errorTitle)}
    >
      {(connection) => children?.([connection.__id])}
    </ConnectionTable>
  );
}
