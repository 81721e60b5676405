import { Alert, Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ContractDialog_suppliers$key } from '../../__generated__/ContractDialog_suppliers.graphql.ts';
import type { ContractsTablePaginationQuery } from '../../__generated__/ContractsTablePaginationQuery.graphql.ts';
import type {
  ContractsTable_query$data,
  ContractsTable_query$key,
} from '../../__generated__/ContractsTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { ContractDialog } from './ContractDialog.tsx';
import { ContractRow } from './ContractRow.tsx';
import { contractTexts as t } from './texts.ts';
import { useDeleteContractMutation } from './useDeleteContractMutation.ts';
import { useUpdateContractMutation } from './useUpdateContractMutation.ts';

type ContractNode = ContractsTable_query$data['contracts']['edges'][number]['node'];

interface ContractsTableProps {
  query: ContractsTable_query$key;
  suppliers: ContractDialog_suppliers$key;
  canDelete: boolean;
}

export function ContractsTable({ query, suppliers, canDelete }: ContractsTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ContractsTablePaginationQuery,
    ContractsTable_query$key
  >(
    graphql`
      fragment ContractsTable_query on Query
      @refetchable(queryName: "ContractsTablePaginationQuery")
      @argumentDefinitions(
        status: { type: "ContractStatus" }
        supplierId: { type: "ID" }
        search: { type: "String" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        contracts(status: $status, supplierId: $supplierId, search: $search, first: $count, after: $cursor)
          @connection(key: "ContractsTable_contracts") {
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
  const [editing, setEditing] = useState<ContractNode | null>(null);
  const [deleting, setDeleting] = useState<ContractNode | null>(null);
  const [update, updating] = useUpdateContractMutation();
  const [remove, removing] = useDeleteContractMutation();
  const [, startTransition] = useTransition();
  const connection = data.contracts;

  if (connection.edges.length === 0) {
    return (
      <Card className="fin-card">
        <NonIdealState className="fin-empty" icon="search" description={t.empty} />
      </Card>
    );
  }

  return (
    <Card className="fin-card">
      <HTMLTable className="fin-table" striped interactive>
        <thead>
          <tr>
            <th>{t.columns.name}</th>
            <th>{t.columns.supplier}</th>
            <th>{t.columns.type}</th>
            <th>{t.columns.expiry}</th>
            <th>{t.columns.renewal}</th>
            <th>{t.columns.status}</th>
            <th className="fin-actions">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {connection.edges.map((edge) => (
            <ContractRow
              key={edge.node.id}
              contract={edge.node}
              canDelete={canDelete}
              onEdit={() => setEditing(edge.node)}
              onDelete={() => setDeleting(edge.node)}
            />
          ))}
        </tbody>
      </HTMLTable>
      <div className="fin-footer">
        <span>{t.count(connection.edges.length, connection.totalCount)}</span>
        {hasNext && (
          <Button
            text={t.loadMore}
            loading={isLoadingNext}
            onClick={() =>
              startTransition(() => {
                loadNext(25);
              })
            }
          />
        )}
      </div>
      {editing && (
        <ContractDialog
          suppliers={suppliers}
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
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t.delete}
        cancelButtonText={t.cancel}
        loading={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const outcome = await remove(deleting.id, [connection.__id]);
          if (outcome.ok) showToast(t.deleted, 'success');
          else showToast(`${t.errorTitle}: ${outcome.message}`, 'danger');
          setDeleting(null);
        }}
      >
        <p>{t.confirmDelete}</p>
        {deleting && <p className="fin-muted">{deleting.contractName}</p>}
      </Alert>
    </Card>
  );
}
