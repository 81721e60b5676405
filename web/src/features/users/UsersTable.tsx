import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import type { UserSortField } from '../../__generated__/UsersPageQuery.graphql.ts';
import type { UsersTable_query$key } from '../../__generated__/UsersTable_query.graphql.ts';
import { showToast, toastOnSuccess } from '../../components/toaster.ts';
import { usePagedList } from '../../shared/usePagedList.ts';
import { DataTable, sortsOf, type Column } from '../../shared/DataTable.tsx';
import { userTexts as t } from './texts.ts';
import { useDeleteUserMutation } from './useDeleteUserMutation.ts';
import { useUpdateUserMutation } from './useUpdateUserMutation.ts';
import { UserDialog, type UserValues } from './UserDialog.tsx';
import { useRowEdit } from '../master-data/useRowEdit.ts';
import { UserRow, type EditableUser } from './UserRow.tsx';

const NAME: Column & { sort: UserSortField } = { label: t.columns.name, sort: 'NAME' };
const EMAIL: Column & { sort: UserSortField } = { label: t.columns.email, sort: 'EMAIL' };
const ROLE: Column & { sort: UserSortField } = { label: t.columns.role, sort: 'ROLE' };
const CREATED: Column & { sort: UserSortField } = { label: t.columns.createdAt, sort: 'CREATED_AT', kind: 'nowrap' };
/** The columns the users list sorts by (the route loader reads the URL against them). */
export const USER_SORTS = sortsOf([NAME, EMAIL, ROLE, CREATED]);

/* eslint-disable relay/unused-fields -- usePagedList reads the total (the count line), the edges and their ids */
const USERS_LIST = graphql`
  fragment UsersTable_query on Query
  @refetchable(queryName: "UsersTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
    users(search: $search, tenant: $tenant, orderBy: $orderBy, first: $count, after: $cursor)
      @connection(key: "UsersTable_users") {
      __id
      totalCount
      edges {
        node {
          id
          ...UserRow_user
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

interface UsersTableProps {
  query: UsersTable_query$key;
  showTenant: boolean;
  /** Refetches the list after a change, so order and total stay right. */
  onChanged: () => void;
  /** The create dialog, given this list's connection (the new user is appended to it). */
  children?: (connections: string[]) => ReactNode;
}

export function UsersTable({ query, onChanged, showTenant, children }: UsersTableProps) {
  const { connection, paging } = usePagedList({ fragment: USERS_LIST, connection: (data) => data.users }, query, t);
  const { editing, setEditing, dialogOf } = useRowEdit<EditableUser, UserValues>(
    useUpdateUserMutation(),
    t.updated,
    onChanged,
  );
  const remove = useDeleteUserMutation();

  async function onDelete(user: EditableUser): Promise<void> {
    if (user.isPrincipalAdmin) {
      showToast(t.principal, 'danger');
      return;
    }
    // The spec asks with the browser's own confirmation.
    if (!window.confirm(t.confirmDelete(user.fullName))) return;
    const outcome = toastOnSuccess(await remove({ id: user.id }, [connection.__id]), t.deleted, onChanged);
    if (!outcome.ok) showToast(`${t.deleteFailed}: ${outcome.message}`, 'danger');
  }

  return (
    <DataTable
      sortLabel="Ordina per"
      columns={[
        NAME,
        EMAIL,
        ROLE,
        ...(showTenant ? [{ label: t.columns.tenant }] : []),
        CREATED,
        { label: t.columns.actions, kind: 'actions' },
      ]}
      rows={connection.edges.map((edge) => (
        <UserRow key={edge.node.id} user={edge.node} showTenant={showTenant} onEdit={setEditing} onDelete={onDelete} />
      ))}
      empty={t.empty}
      paging={paging}
    >
      {children?.([connection.__id])}
      {editing && (
        <UserDialog
          initial={editing.values}
          tenants={null}
          passwordLocked={!editing.canSetPassword}
          defaultTenant={editing.values.tenant}
          {...dialogOf(editing)}
        />
      )}
    </DataTable>
  );
}
