import { H5 } from '@blueprintjs/core';
import type { Outcome } from '../../shared/outcome.ts';
import { EditDialog } from '../master-data/EditDialog.tsx';
import { useEditForm, type TextOptions } from '../master-data/useEditForm.tsx';
import { TENANT_FIELDS, tenantProblem, trimmedTenant } from './tenantFields.ts';
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
  const form = useEditForm<TenantValues>('tenant', { ...EMPTY, ...initial }, onSave, onClose);

  async function submit(): Promise<void> {
    const values = trimmedTenant(form.values);
    const problem = tenantProblem(values, creating);
    if (problem) form.setError(problem);
    else await form.save(values);
  }

  const field = (name: keyof TenantValues, options: TextOptions = {}) =>
    form.text(name, t.dialog[name], { ...TENANT_FIELDS[name], ...options });

  return (
    <EditDialog
      creating={creating}
      texts={t.dialog}
      icon="globe-network"
      error={form.error}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="md-form__row">
        {field('shortName', creating ? {} : { hint: undefined, disabled: true })}
        {field('fullName')}
      </div>
      <div className="md-form__row">
        {field('contactName')}
        {field('contactSurname')}
      </div>
      <div className="md-form__row">
        {field('contactPhone')}
        {field('contactEmail')}
      </div>
      <div className="md-form__row">
        {field('address')}
        {field('vatNumber')}
      </div>
      {creating && (
        <>
          <H5 className="md-section-title">{t.dialog.adminSection}</H5>
          <div className="md-form__row">
            {field('adminEmail')}
            {field('adminPassword')}
          </div>
        </>
      )}
    </EditDialog>
  );
}
