import { graphql, useFragment } from 'react-relay';
import type { TenantRow_tenant$key } from '../../__generated__/TenantRow_tenant.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { EditDeleteButtons } from '../../shared/EditDeleteButtons.tsx';
import { tenantBadgeClass } from '../master-data/format.ts';
import type { TenantDetails } from './TenantDialog.tsx';
import { tenantTexts as t } from './texts.ts';

/** What the edit and delete dialogs need of a row. */
export type EditableTenant = TenantDetails & { id: string };

interface TenantRowProps {
  tenant: TenantRow_tenant$key;
  onEdit: (tenant: EditableTenant) => void;
  onDelete: (tenant: EditableTenant) => void;
}

export function TenantRow({ tenant: key, onEdit, onDelete }: TenantRowProps) {
  const tenant = useFragment(
    graphql`
      fragment TenantRow_tenant on Tenant {
        id
        shortName
        fullName
        contactName
        contactSurname
        contactPhone
        contactEmail
        address
        vatNumber
        createdAt
      }
    `,
    key,
  );
  const values: EditableTenant = {
    id: tenant.id,
    shortName: tenant.shortName,
    fullName: tenant.fullName,
    contactName: tenant.contactName,
    contactSurname: tenant.contactSurname,
    contactPhone: tenant.contactPhone,
    contactEmail: tenant.contactEmail ?? '',
    address: tenant.address ?? '',
    vatNumber: tenant.vatNumber ?? '',
  };
  return (
    <DataRow
      cells={[
        <span key="short" className={tenantBadgeClass(tenant.shortName)}>
          {tenant.shortName}
        </span>,
        <strong key="full">{tenant.fullName}</strong>,
        `${tenant.contactName} ${tenant.contactSurname}`.trim(),
        tenant.contactPhone,
        tenant.contactEmail ?? '',
        formatDate(tenant.createdAt),
        <EditDeleteButtons
          name={tenant.shortName}
          texts={t}
          onEdit={() => onEdit(values)}
          onDelete={() => onDelete(values)}
          deleteDisabled={tenant.shortName === 'admin'}
        />,
      ]}
    />
  );
}
