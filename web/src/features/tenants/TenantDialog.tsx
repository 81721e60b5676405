import { H5 } from '@blueprintjs/core';
import type { Outcome } from '../../shared/outcome.ts';
import { EditDialog } from '../master-data/EditDialog.tsx';
import { useEditForm, type TextOptions } from '../master-data/useEditForm.tsx';
import { TENANT_FIELDS, tenantProblem, tenantRows, trimmedTenant } from './tenantFields.tsx';
import { tenantTexts as t } from './texts.ts';

/** A tenant's own fields, as the list shows them and the edit dialog starts from. */
export interface TenantDetails {
  shortName: string;
  fullName: string;
  contactName: string;
  contactSurname: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  vatNumber: string;
}

/** The dialog's values: the details, and on create the first administrator. */
export type TenantValues = TenantDetails & { adminEmail: string; adminPassword: string };

const EMPTY: TenantValues = {
  shortName: '',
  fullName: '',
  contactName: '',
  contactSurname: '',
  contactPhone: '',
  contactEmail: '',
  address: '',
  vatNumber: '',
  adminEmail: '',
  adminPassword: '',
};

interface TenantDialogProps {
  /** The tenant to edit, or null to create one. */
  initial: TenantDetails | null;
  busy: boolean;
  onSave: (values: TenantValues) => Promise<Outcome>;
  onClose: () => void;
}

/** Create (with the first administrator) or edit a tenant; the short name is fixed after creation. */
export function TenantDialog({ initial, busy, onSave, onClose }: TenantDialogProps) {
  const creating = initial === null;
  const form = useEditForm<TenantValues>({
    id: 'tenant',
    initial: { ...EMPTY, ...initial },
    clean: trimmedTenant,
    check: (values) => tenantProblem(values, creating),
    onSave,
    onClose,
  });

  // The short name is fixed once the tenant exists.
  const fixed: TextOptions = creating ? {} : { hint: undefined, disabled: true };
  const field = (name: keyof TenantValues) =>
    form.text(name, t.dialog[name], { ...TENANT_FIELDS[name], ...(name === 'shortName' ? fixed : {}) });

  return (
    <EditDialog creating={creating} texts={t.dialog} icon="globe-network" form={form} busy={busy}>
      {tenantRows(
        [
          ['shortName', 'fullName'],
          ['contactName', 'contactSurname'],
          ['contactPhone', 'contactEmail'],
          ['address', 'vatNumber'],
        ],
        field,
      )}
      {creating && (
        <>
          <H5 className="md-section-title">{t.dialog.adminSection}</H5>
          {tenantRows([['adminEmail', 'adminPassword']], field)}
        </>
      )}
    </EditDialog>
  );
}
