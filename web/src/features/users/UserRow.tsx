import { graphql, useFragment } from 'react-relay';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { EditDeleteButtons } from '../../shared/EditDeleteButtons.tsx';
import { ROLE_CLASS, ROLE_LABELS, tenantBadgeClass } from '../master-data/format.ts';
import { userTexts as t } from './texts.ts';

/** What the edit dialog and the delete action need of a row. */
export interface EditableUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: string;
  tenant: string;
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
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    role: user.role,
    tenant: user.tenant.shortName,
    isPrincipalAdmin: user.isPrincipalAdmin,
    canSetPassword: user.canSetPassword,
  };
  return (
    <DataRow
      cells={[
        <strong key="name">{user.fullName}</strong>,
        user.email,
        <span key="role" className={ROLE_CLASS[user.role]}>
          {ROLE_LABELS[user.role] ?? user.role}
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
