import { graphql, useFragment } from 'react-relay';
import type { TenantRow_tenant$key } from '../../__generated__/TenantRow_tenant.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';

/** What the edit and delete dialogs need of a row. */
export interface EditableTenant {
  id: string;
  shortName: string;
  fullName: string;
  contactName: string;
  contactSurname: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  vatNumber: string;
}
import { tenantBadgeClass } from '../master-data/format.ts';
import { tenantTexts as t } from './texts.ts';
import { RowButton } from '../../shared/RowButton.tsx';

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
        <>
          <RowButton icon="edit" label={t.edit} name={tenant.shortName} onClick={() => onEdit(values)} />
          <RowButton
            icon="trash"
            intent="danger"
            label={t.remove}
            name={tenant.shortName}
            disabled={tenant.shortName === 'admin'}
            onClick={() => onDelete(values)}
          />
        </>,
      ]}
    />
  );
}
