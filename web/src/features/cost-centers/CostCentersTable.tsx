import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CostCentersTablePaginationQuery } from '../../__generated__/CostCentersTablePaginationQuery.graphql.ts';
import type { CostCentersTable_query$key } from '../../__generated__/CostCentersTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { ConfirmDeleteDialog } from '../master-data/ConfirmDeleteDialog.tsx';
import { CostCenterDialog } from './CostCenterDialog.tsx';
import { CostCenterRow, type EditableCostCenter } from './CostCenterRow.tsx';
import { costCenterTexts as t } from './texts.ts';
import { useArchiveCostCenterMutation } from './useArchiveCostCenterMutation.ts';
import { useDeleteCostCenterMutation } from './useDeleteCostCenterMutation.ts';
import { useUpdateCostCenterMutation } from './useUpdateCostCenterMutation.ts';

interface CostCentersTableProps {
  query: CostCentersTable_query$key;
  canManage: boolean;
  /** Refetches the list after a change, so order and total stay right. */
  onChanged: () => void;
}

export function CostCentersTable({ query, onChanged, canManage }: CostCentersTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CostCentersTablePaginationQuery,
    CostCentersTable_query$key
  >(
    graphql`
      fragment CostCentersTable_query on Query
      @refetchable(queryName: "CostCentersTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        costCenters(search: $search, first: $count, after: $cursor) @connection(key: "CostCentersTable_costCenters") {
          __id
          totalCount
          edges {
            node {
              id
              ...CostCenterRow_costCenter
            }
          }
        }
      }
    `,
    query,
  );
  const [editing, setEditing] = useState<EditableCostCenter | null>(null);
  const [deleting, setDeleting] = useState<EditableCostCenter | null>(null);
  const [update, updating] = useUpdateCostCenterMutation();
  const remove = useDeleteCostCenterMutation();
  const archive = useArchiveCostCenterMutation();
  const [, startTransition] = useTransition();
  const connection = data.costCenters;
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
            <th>{t.columns.code}</th>
            <th>{t.columns.description}</th>
            <th>{t.columns.createdBy}</th>
            <th>{t.columns.createdAt}</th>
            <th className="md-actions">{canManage ? t.columns.actions : ''}</th>
          </tr>
        </thead>
        <tbody>
          {connection.edges.map((edge) => (
            <CostCenterRow
              key={edge.node.id}
              costCenter={edge.node}
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
        <CostCenterDialog
          initial={{ code: editing.code, description: editing.description }}
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
          message={t.deleteDialog.message(deleting.code)}
          confirmText={t.deleteDialog.confirm}
          cancelText={t.deleteDialog.cancel}
          archiveText={t.deleteDialog.archive}
          onClose={() => setDeleting(null)}
          onDelete={async () => {
            const outcome = await remove(deleting.id, connections);
            // The spec only logs a failed delete; the refusal is shown in the dialog instead.
            if (outcome.ok) {
              showToast(t.deleted, 'success');
              onChanged();
            }
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
