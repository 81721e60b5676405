import { FormGroup, H5, InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { useState } from 'react';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import { tenantTexts as t } from './texts.ts';

export interface TenantValues {
  shortName: string;
  fullName: string;
  contactName: string;
  contactSurname: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  vatNumber: string;
  adminEmail: string;
  adminPassword: string;
}

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

const REQUIRED = ['shortName', 'fullName', 'contactName', 'contactSurname', 'contactPhone'] as const;

interface TenantDialogProps {
  initial: TenantValues | null;
  busy: boolean;
  onSave: (values: TenantValues) => Promise<Outcome>;
  onClose: () => void;
}

/** Create (with the first administrator) or edit a tenant; the short name is fixed after creation. */
export function TenantDialog({ initial, busy, onSave, onClose }: TenantDialogProps) {
  const creating = initial === null;
  const [values, setValues] = useState<TenantValues>(initial ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof TenantValues) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  async function submit(): Promise<void> {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, k === 'adminPassword' ? v : v.trim()]),
    ) as unknown as TenantValues;
    if (REQUIRED.some((f) => !trimmed[f])) {
      setError(t.dialog.required);
      return;
    }
    if (creating && trimmed.adminPassword.length < 6) {
      setError(t.dialog.passwordShort);
      return;
    }
    const outcome = await onSave(trimmed);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  const field = (
    name: keyof TenantValues,
    options: { required?: boolean; type?: string; helper?: string; disabled?: boolean } = {},
  ) => (
    <FormGroup
      label={t.dialog[name]}
      labelFor={`tenant-${name}`}
      labelInfo={options.required ? <RequiredMark /> : undefined}
      helperText={options.helper}
    >
      <InputGroup
        id={`tenant-${name}`}
        type={options.type ?? 'text'}
        value={values[name]}
        onValueChange={set(name)}
        disabled={options.disabled}
        autoComplete={options.type === 'password' ? 'new-password' : 'off'}
      />
    </FormGroup>
  );

  return (
    <FormDialog
      title={creating ? t.dialog.createTitle : t.dialog.editTitle}
      icon="globe-network"
      className="md-dialog"
      bodyClassName="md-form"
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      error={error}
      cancelText={t.dialog.cancel}
      submitText={creating ? t.dialog.create : t.dialog.save}
      busy={busy}
      lockWhileBusy
    >
      <div className="md-form__row">
        {field('shortName', {
          required: true,
          helper: creating ? t.dialog.shortNameHint : undefined,
          disabled: !creating,
        })}
        {field('fullName', { required: true })}
      </div>
      <div className="md-form__row">
        {field('contactName', { required: true })}
        {field('contactSurname', { required: true })}
      </div>
      <div className="md-form__row">
        {field('contactPhone', { required: true, type: 'tel' })}
        {field('contactEmail', { type: 'email' })}
      </div>
      <div className="md-form__row">
        {field('address')}
        {field('vatNumber')}
      </div>
      {creating && (
        <>
          <H5 className="md-section-title">{t.dialog.adminSection}</H5>
          <div className="md-form__row">
            {field('adminEmail', { type: 'email', helper: t.dialog.adminEmailHint })}
            {field('adminPassword', { required: true, type: 'password', helper: t.dialog.adminPasswordHint })}
          </div>
        </>
      )}
    </FormDialog>
  );
}
