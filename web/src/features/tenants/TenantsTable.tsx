import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TenantsTablePaginationQuery } from '../../__generated__/TenantsTablePaginationQuery.graphql.ts';
import type { TenantsTable_query$key } from '../../__generated__/TenantsTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { DeleteTenantDialog } from './DeleteTenantDialog.tsx';
import { TenantDialog } from './TenantDialog.tsx';
import { TenantRow, type EditableTenant } from './TenantRow.tsx';
import { tenantTexts as t } from './texts.ts';
import { useDeleteTenantMutation } from './useDeleteTenantMutation.ts';
import { useUpdateTenantMutation } from './useUpdateTenantMutation.ts';

interface TenantsTableProps {
  query: TenantsTable_query$key;
  /** Refetches the list after a change, so order and total stay right. */
  onChanged: () => void;
}

export function TenantsTable({ query, onChanged }: TenantsTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    TenantsTablePaginationQuery,
    TenantsTable_query$key
  >(
    graphql`
      fragment TenantsTable_query on Query
      @refetchable(queryName: "TenantsTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        tenants(search: $search, first: $count, after: $cursor) @connection(key: "TenantsTable_tenants") {
          __id
          totalCount
          edges {
            node {
              id
              ...TenantRow_tenant
            }
          }
        }
      }
    `,
    query,
  );
  const [editing, setEditing] = useState<EditableTenant | null>(null);
  const [deleting, setDeleting] = useState<EditableTenant | null>(null);
  const [update, updating] = useUpdateTenantMutation();
  const remove = useDeleteTenantMutation();
  const [, startTransition] = useTransition();
  const connection = data.tenants;

  if (connection.edges.length === 0) {
    return (
      <Card className="md-card">
        <NonIdealState className="md-empty" icon="globe-network" description={t.empty} />
      </Card>
    );
  }

  return (
    <Card className="md-card">
      <HTMLTable className="md-table" striped interactive>
        <thead>
          <tr>
            <th>{t.columns.shortName}</th>
            <th>{t.columns.fullName}</th>
            <th>{t.columns.contact}</th>
            <th>{t.columns.phone}</th>
            <th>{t.columns.email}</th>
            <th>{t.columns.createdAt}</th>
            <th className="md-actions">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {connection.edges.map((edge) => (
            <TenantRow key={edge.node.id} tenant={edge.node} onEdit={setEditing} onDelete={setDeleting} />
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
        <TenantDialog
          initial={{
            shortName: editing.shortName,
            fullName: editing.fullName,
            contactName: editing.contactName,
            contactSurname: editing.contactSurname,
            contactPhone: editing.contactPhone,
            contactEmail: editing.contactEmail,
            address: editing.address,
            vatNumber: editing.vatNumber,
            adminEmail: '',
            adminPassword: '',
          }}
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
        <DeleteTenantDialog
          tenant={deleting}
          onClose={() => setDeleting(null)}
          onDelete={async (confirmShortName) => {
            const outcome = await remove(deleting.id, confirmShortName, [connection.__id]);
            if (outcome.ok) {
              showToast(t.deleted, 'success');
              onChanged();
            }
            return outcome;
          }}
        />
      )}
    </Card>
  );
}
