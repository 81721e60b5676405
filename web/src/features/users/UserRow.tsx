import { graphql, useFragment } from 'react-relay';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { EditDeleteButtons } from '../../shared/EditDeleteButtons.tsx';
import { ROLES, roleBadgeClass, tenantBadgeClass } from '../master-data/format.ts';
import { userTexts as t } from './texts.ts';
import type { RoleValue, UserValues } from './UserDialog.tsx';

/** What the edit dialog and the delete action need of a row. */
export interface EditableUser {
  id: string;
  fullName: string;
  /** The edit dialog's values (the password left empty: unchanged). */
  values: UserValues;
  isPrincipalAdmin: boolean;
  /** The server's rule: false for another tenant's user unless the viewer is the principal admin. */
  canSetPassword: boolean;
}

interface UserRowProps {
  user: UserRow_user$key;
  showTenant: boolean;
  onEdit: (user: EditableUser) => void;
  onDelete: (user: EditableUser) => void;
}

export function UserRow({ user: key, showTenant, onEdit, onDelete }: UserRowProps) {
  const user = useFragment(
    graphql`
      fragment UserRow_user on User {
        id
        email
        firstName
        lastName
        fullName
        role
        createdAt
        isPrincipalAdmin
        canSetPassword
        tenant {
          shortName
        }
      }
    `,
    key,
  );
  const values: EditableUser = {
    id: user.id,
    fullName: user.fullName,
    values: {
      email: user.email,
      password: '',
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role as RoleValue,
      tenant: user.tenant.shortName,
    },
    isPrincipalAdmin: user.isPrincipalAdmin,
    canSetPassword: user.canSetPassword,
  };
  return (
    <DataRow
      cells={[
        <strong key="name">{user.fullName}</strong>,
        user.email,
        <span key="role" className={roleBadgeClass(user.role)}>
          {ROLES[user.role]?.label ?? user.role}
        </span>,
        ...(showTenant
          ? [
              <span key="tenant" className={tenantBadgeClass(user.tenant.shortName)}>
                {user.tenant.shortName}
              </span>,
            ]
          : []),
        formatDate(user.createdAt),
        <EditDeleteButtons
          name={user.fullName}
          texts={t}
          onEdit={() => onEdit(values)}
          onDelete={() => onDelete(values)}
          // The spec disables delete for the principal admin; the reason shows on hover.
          deleteDisabled={user.isPrincipalAdmin}
          deleteTitle={user.isPrincipalAdmin ? t.principal : t.remove}
        />,
      ]}
    />
  );
}
