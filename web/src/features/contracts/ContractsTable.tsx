import { useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ContractSortField } from '../../__generated__/ContractsPageQuery.graphql.ts';
import type { ContractsTablePaginationQuery } from '../../__generated__/ContractsTablePaginationQuery.graphql.ts';
import type {
  ContractsTable_query$data,
  ContractsTable_query$key,
} from '../../__generated__/ContractsTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { ConfirmRowAlert } from '../../shared/ConfirmRowAlert.tsx';
import { DataTable, pagingOf, sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { ContractDialog } from './ContractDialog.tsx';
import { ContractRow } from './ContractRow.tsx';
import { contractTexts as t } from './texts.ts';
import { useDeleteContractMutation } from './useDeleteContractMutation.ts';
import { useUpdateContractMutation } from './useUpdateContractMutation.ts';

type ContractNode = ContractsTable_query$data['contracts']['edges'][number]['node'];

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
  const pagination = usePaginationFragment<ContractsTablePaginationQuery, ContractsTable_query$key>(
    graphql`
      fragment ContractsTable_query on Query
      @refetchable(queryName: "ContractsTablePaginationQuery")
      @argumentDefinitions(
        status: { type: "ContractStatus" }
        supplierId: { type: "ID" }
        search: { type: "String" }
        orderBy: { type: "ContractSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
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
    `,
    query,
  );
  const { data } = pagination;
  const [editing, setEditing] = useState<ContractNode | null>(null);
  const [deleting, setDeleting] = useState<ContractNode | null>(null);
  const [update, updating] = useUpdateContractMutation();
  const [remove, removing] = useDeleteContractMutation();
  const connection = data.contracts;

  return (
    <DataTable
      sortLabel="Ordina per"
      columns={COLUMNS}
      rows={connection.edges.map((edge) => (
        <ContractRow
          key={edge.node.id}
          contract={edge.node}
          canDelete={canDelete}
          onEdit={() => setEditing(edge.node)}
          onDelete={() => setDeleting(edge.node)}
        />
      ))}
      empty={t.empty}
      paging={pagingOf(pagination, t.count(connection.edges.length, connection.totalCount), t.loadMore, 25)}
    >
      {children?.([connection.__id])}
      {editing && (
        <ContractDialog
          contract={editing}
          busy={updating}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const outcome = await update(editing.id, values);
            if (outcome.ok) showToast(t.updated, 'success');
            return outcome;
          }}
        />
      )}
      <ConfirmRowAlert
        icon="trash"
        item={deleting}
        nameOf={(row) => row.contractName}
        texts={{ confirm: t.delete, cancel: t.cancel, question: t.confirmDelete, done: t.deleted }}
        failureTitle={t.errorTitle}
        busy={removing}
        onConfirm={(row) => remove(row.id, [connection.__id])}
        onClose={() => setDeleting(null)}
      />
    </DataTable>
  );
}
