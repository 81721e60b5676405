import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SuppliersTablePaginationQuery } from '../../__generated__/SuppliersTablePaginationQuery.graphql.ts';
import type { SuppliersTable_query$key } from '../../__generated__/SuppliersTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { ConfirmDeleteDialog } from '../master-data/ConfirmDeleteDialog.tsx';
import { SupplierDialog } from './SupplierDialog.tsx';
import { SupplierRow, type EditableSupplier } from './SupplierRow.tsx';
import { supplierTexts as t } from './texts.ts';
import { useArchiveSupplierMutation } from './useArchiveSupplierMutation.ts';
import { useDeleteSupplierMutation } from './useDeleteSupplierMutation.ts';
import { useUpdateSupplierMutation } from './useUpdateSupplierMutation.ts';

interface SuppliersTableProps {
  query: SuppliersTable_query$key;
  canManage: boolean;
  /** Refetches the list after a change, so order and total stay right. */
  onChanged: () => void;
}

export function SuppliersTable({ query, onChanged, canManage }: SuppliersTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    SuppliersTablePaginationQuery,
    SuppliersTable_query$key
  >(
    graphql`
      fragment SuppliersTable_query on Query
      @refetchable(queryName: "SuppliersTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        suppliers(search: $search, first: $count, after: $cursor) @connection(key: "SuppliersTable_suppliers") {
          __id
          totalCount
          edges {
            node {
              id
              ...SupplierRow_supplier
            }
          }
        }
      }
    `,
    query,
  );
  const [editing, setEditing] = useState<EditableSupplier | null>(null);
  const [deleting, setDeleting] = useState<EditableSupplier | null>(null);
  const [update, updating] = useUpdateSupplierMutation();
  const remove = useDeleteSupplierMutation();
  const archive = useArchiveSupplierMutation();
  const [, startTransition] = useTransition();
  const connection = data.suppliers;
  const connections = [connection.__id];

  if (connection.edges.length === 0) {
    return (
      <Card className="md-card">
        <NonIdealState className="md-empty" icon="search" description={t.empty} />
      </Card>
    );
  }

  return (
    <Card className="md-card">
      <HTMLTable className="md-table" striped interactive>
        <thead>
          <tr>
            <th>{t.columns.name}</th>
            <th>{t.columns.businessName}</th>
            <th>{t.columns.address}</th>
            <th>{t.columns.vatNumber}</th>
            <th className="md-actions">{canManage ? t.columns.actions : ''}</th>
          </tr>
        </thead>
        <tbody>
          {connection.edges.map((edge) => (
            <SupplierRow
              key={edge.node.id}
              supplier={edge.node}
              canManage={canManage}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </tbody>
      </HTMLTable>
      <div className="md-footer">
        <span>{t.count(connection.edges.length, connection.totalCount)}</span>
        {hasNext && (
          <Button
            text={t.loadMore}
            loading={isLoadingNext}
            onClick={() =>
              startTransition(() => {
                loadNext(50);
              })
            }
          />
        )}
      </div>
      {editing && (
        <SupplierDialog
          initial={editing}
          busy={updating}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const outcome = await update(editing.id, values);
            if (outcome.ok) {
              showToast(t.updated, 'success');
              onChanged();
            }
            return outcome;
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={t.deleteDialog.title}
          message={t.deleteDialog.message(deleting.name)}
          confirmText={t.deleteDialog.confirm}
          cancelText={t.deleteDialog.cancel}
          archiveText={t.deleteDialog.archive}
          onClose={() => setDeleting(null)}
          onDelete={async () => {
            const outcome = await remove(deleting.id, connections);
            if (outcome.ok) {
              showToast(t.deleted, 'success');
              onChanged();
            } else if (!outcome.conflict) showToast(`${t.deleteFailed}: ${outcome.message}`, 'danger');
            return outcome;
          }}
          onArchive={async () => {
            const outcome = await archive(deleting.id, connections);
            if (outcome.ok) {
              showToast(t.archived, 'success');
              onChanged();
            }
            return outcome;
          }}
        />
      )}
    </Card>
  );
}
