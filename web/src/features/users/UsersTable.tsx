import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { UsersTablePaginationQuery } from '../../__generated__/UsersTablePaginationQuery.graphql.ts';
import type { UsersTable_query$key } from '../../__generated__/UsersTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { userTexts as t } from './texts.ts';
import { useDeleteUserMutation } from './useDeleteUserMutation.ts';
import { useUpdateUserMutation } from './useUpdateUserMutation.ts';
import { UserDialog, type RoleValue } from './UserDialog.tsx';
import { UserRow, type EditableUser } from './UserRow.tsx';

interface UsersTableProps {
  query: UsersTable_query$key;
  showTenant: boolean;
  /** Refetches the list after a change, so order and total stay right. */
  onChanged: () => void;
}

export function UsersTable({ query, onChanged, showTenant }: UsersTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    UsersTablePaginationQuery,
    UsersTable_query$key
  >(
    graphql`
      fragment UsersTable_query on Query
      @refetchable(queryName: "UsersTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        tenant: { type: "String" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        users(search: $search, tenant: $tenant, first: $count, after: $cursor) @connection(key: "UsersTable_users") {
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
    `,
    query,
  );
  const [editing, setEditing] = useState<EditableUser | null>(null);
  const [update, updating] = useUpdateUserMutation();
  const remove = useDeleteUserMutation();
  const [, startTransition] = useTransition();
  const connection = data.users;

  async function onDelete(user: EditableUser): Promise<void> {
    if (user.isPrincipalAdmin) {
      showToast(t.principal, 'danger');
      return;
    }
    // The spec asks with the browser's own confirmation.
    if (!window.confirm(t.confirmDelete(user.fullName))) return;
    const outcome = await remove(user.id, [connection.__id]);
    if (outcome.ok) {
      showToast(t.deleted, 'success');
      onChanged();
    } else showToast(`${t.deleteFailed}: ${outcome.message}`, 'danger');
  }

  if (connection.edges.length === 0) {
    return (
      <Card className="md-card">
        <NonIdealState className="md-empty" icon="people" description={t.empty} />
      </Card>
    );
  }

  return (
    <Card className="md-card">
      <HTMLTable className="md-table" striped interactive>
        <thead>
          <tr>
            <th>{t.columns.name}</th>
            <th>{t.columns.email}</th>
            <th>{t.columns.role}</th>
            {showTenant && <th>{t.columns.tenant}</th>}
            <th>{t.columns.createdAt}</th>
            <th className="md-actions">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {connection.edges.map((edge) => (
            <UserRow
              key={edge.node.id}
              user={edge.node}
              showTenant={showTenant}
              onEdit={setEditing}
              onDelete={onDelete}
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
        <UserDialog
          initial={{
            email: editing.email,
            password: '',
            firstName: editing.firstName,
            lastName: editing.lastName,
            role: editing.role as RoleValue,
            tenant: editing.tenant,
          }}
          tenants={null}
          passwordLocked={!editing.canSetPassword}
          defaultTenant={editing.tenant}
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
    </Card>
  );
}
