import { useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import type { TenantSortField } from '../../__generated__/TenantsPageQuery.graphql.ts';
import type { TenantsTable_query$key } from '../../__generated__/TenantsTable_query.graphql.ts';
import { toastOnSuccess } from '../../components/toaster.ts';
import { usePagedList } from '../../shared/usePagedList.ts';
import { DataTable, sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { DeleteTenantDialog } from './DeleteTenantDialog.tsx';
import { TenantDialog, type TenantValues } from './TenantDialog.tsx';
import { TenantRow, type EditableTenant } from './TenantRow.tsx';
import { tenantTexts as t } from './texts.ts';
import { useDeleteTenantMutation } from './useDeleteTenantMutation.ts';
import { useUpdateTenantMutation } from './useUpdateTenantMutation.ts';
import { useRowEdit } from '../master-data/useRowEdit.ts';

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

/* eslint-disable relay/unused-fields -- usePagedList reads the total (the count line), the edges and their ids */
const TENANTS_LIST = graphql`
  fragment TenantsTable_query on Query
  @refetchable(queryName: "TenantsTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
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
`;
/* eslint-enable relay/unused-fields */

interface TenantsTableProps {
  query: TenantsTable_query$key;
  /** Refetches the list after a change, so order and total stay right. */
  onChanged: () => void;
  /** What adds tenants to this list (create dialog, registration requests), given its connection. */
  children?: (connections: string[]) => ReactNode;
}

export function TenantsTable({ query, onChanged, children }: TenantsTableProps) {
  const { connection, paging } = usePagedList({ fragment: TENANTS_LIST, connection: (data) => data.tenants }, query, t);
  const { editing, setEditing, dialogOf } = useRowEdit<EditableTenant, TenantValues>(
    useUpdateTenantMutation(),
    t.updated,
    onChanged,
  );
  const [deleting, setDeleting] = useState<EditableTenant | null>(null);
  const remove = useDeleteTenantMutation();

  return (
    <>
      <DataTable
        sortLabel="Ordina per"
        columns={COLUMNS}
        rows={connection.edges.map((edge) => (
          <TenantRow key={edge.node.id} tenant={edge.node} onEdit={setEditing} onDelete={setDeleting} />
        ))}
        empty={t.empty}
        paging={paging}
      />
      {editing && <TenantDialog initial={editing} {...dialogOf(editing)} />}
      {deleting && (
        <DeleteTenantDialog
          tenant={deleting}
          onClose={() => setDeleting(null)}
          onDelete={async (confirmShortName) =>
            toastOnSuccess(await remove({ id: deleting.id, confirmShortName }, [connection.__id]), t.deleted, onChanged)
          }
        />
      )}
      {children?.([connection.__id])}
    </>
  );
}
