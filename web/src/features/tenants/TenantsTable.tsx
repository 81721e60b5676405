import { useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TenantSortField } from '../../__generated__/TenantsPageQuery.graphql.ts';
import type { TenantsTablePaginationQuery } from '../../__generated__/TenantsTablePaginationQuery.graphql.ts';
import type { TenantsTable_query$key } from '../../__generated__/TenantsTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { DataTable, pagingOf, sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { DeleteTenantDialog } from './DeleteTenantDialog.tsx';
import { TenantDialog } from './TenantDialog.tsx';
import { TenantRow, type EditableTenant } from './TenantRow.tsx';
import { tenantTexts as t } from './texts.ts';
import { useDeleteTenantMutation } from './useDeleteTenantMutation.ts';
import { useUpdateTenantMutation } from './useUpdateTenantMutation.ts';

const COLUMNS: readonly SortableColumn<TenantSortField>[] = [
  { label: t.columns.shortName, sort: 'SHORT_NAME' },
  { label: t.columns.fullName, sort: 'FULL_NAME' },
  { label: t.columns.contact },
  { label: t.columns.phone, kind: 'nowrap' },
  { label: t.columns.email },
  { label: t.columns.createdAt, sort: 'CREATED_AT', kind: 'nowrap' },
  { label: t.columns.actions, kind: 'actions' },
];
/** The columns the tenants list sorts by (the route loader reads the URL against them). */
export const TENANT_SORTS = sortsOf(COLUMNS);

interface TenantsTableProps {
  query: TenantsTable_query$key;
  /** Refetches the list after a change, so order and total stay right. */
  onChanged: () => void;
  /** What adds tenants to this list (create dialog, registration requests), given its connection. */
  children?: (connections: string[]) => ReactNode;
}

export function TenantsTable({ query, onChanged, children }: TenantsTableProps) {
  const pagination = usePaginationFragment<TenantsTablePaginationQuery, TenantsTable_query$key>(
    graphql`
      fragment TenantsTable_query on Query
      @refetchable(queryName: "TenantsTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        orderBy: { type: "TenantSort" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        tenants(search: $search, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "TenantsTable_tenants") {
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
  const { data } = pagination;
  const [editing, setEditing] = useState<EditableTenant | null>(null);
  const [deleting, setDeleting] = useState<EditableTenant | null>(null);
  const [update, updating] = useUpdateTenantMutation();
  const remove = useDeleteTenantMutation();
  const connection = data.tenants;

  return (
    <>
      <DataTable
        sortLabel="Ordina per"
        columns={COLUMNS}
        rows={connection.edges.map((edge) => (
          <TenantRow key={edge.node.id} tenant={edge.node} onEdit={setEditing} onDelete={setDeleting} />
        ))}
        empty={t.empty}
        paging={pagingOf(pagination, t.count(connection.edges.length, connection.totalCount), t.loadMore, 50)}
      />
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
      {children?.([connection.__id])}
    </>
  );
}
