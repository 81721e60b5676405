import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { FormField } from '../../shared/FormField.tsx';
import { useState } from 'react';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import { ROLE_LABELS } from '../master-data/format.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { userTexts as t } from './texts.ts';

export type RoleValue = 'procurement' | 'finance' | 'it_director' | 'admin';

export interface UserValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: RoleValue;
  tenant: string;
}

interface UserDialogProps {
  initial: UserValues | null;
  /** Shown on create for platform admins: short and full names of the tenants. */
  tenants: readonly { shortName: string; fullName: string }[] | null;
  defaultTenant: string;
  /** Editing another tenant's user without the right to set their password (User.canSetPassword). */
  passwordLocked?: boolean;
  busy: boolean;
  onSave: (values: UserValues) => Promise<Outcome>;
  onClose: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ROLES: RoleValue[] = ['procurement', 'finance', 'it_director', 'admin'];

function validate(v: UserValues, creating: boolean): string | null {
  if (!v.email.trim() || !v.firstName.trim() || !v.lastName.trim()) return t.validation.required;
  if (!EMAIL.test(v.email.trim())) return t.validation.email;
  if (creating && !v.password) return t.validation.password;
  if (v.password && v.password.length < 6) return t.validation.passwordShort;
  return null;
}

export function UserDialog({
  initial,
  tenants,
  defaultTenant,
  passwordLocked = false,
  busy,
  onSave,
  onClose,
}: UserDialogProps) {
  const creating = initial === null;
  const [values, setValues] = useState<UserValues>(
    initial ?? { email: '', password: '', firstName: '', lastName: '', role: 'procurement', tenant: defaultTenant },
  );
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof UserValues) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  async function submit(): Promise<void> {
    const problem = validate(values, creating);
    if (problem) {
      setError(problem);
      return;
    }
    const outcome = await onSave({
      ...values,
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    });
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  return (
    <FormDialog
      title={creating ? t.dialog.createTitle : t.dialog.editTitle}
      icon="person"
      className="md-dialog"
      bodyClassName="md-form"
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      error={error}
      errorTitle={t.failed}
      cancelText={t.dialog.cancel}
      submitText={creating ? t.dialog.create : t.dialog.save}
      busy={busy}
      lockWhileBusy
    >
      <div className="md-form__row">
        <FormGroup label={t.dialog.firstName} labelFor="user-first-name" labelInfo={<RequiredMark />}>
          <InputGroup id="user-first-name" value={values.firstName} onValueChange={set('firstName')} autoFocus />
        </FormGroup>
        <FormGroup label={t.dialog.lastName} labelFor="user-last-name" labelInfo={<RequiredMark />}>
          <InputGroup id="user-last-name" value={values.lastName} onValueChange={set('lastName')} />
        </FormGroup>
      </div>
      <FormGroup label={t.dialog.email} labelFor="user-email" labelInfo={<RequiredMark />}>
        <InputGroup id="user-email" type="email" value={values.email} onValueChange={set('email')} autoComplete="off" />
      </FormGroup>
      <FormGroup
        label={t.dialog.password}
        labelFor="user-password"
        labelInfo={creating ? <RequiredMark /> : undefined}
        helperText={creating ? undefined : passwordLocked ? t.dialog.passwordLockedHint : t.dialog.passwordEditHint}
      >
        <InputGroup
          id="user-password"
          type="password"
          disabled={passwordLocked}
          value={values.password}
          onValueChange={set('password')}
          autoComplete="new-password"
        />
      </FormGroup>
      <div className="md-form__row">
        <FormField id="user-role" label={t.dialog.role}>
          <HTMLSelect id="user-role" fill value={values.role} onChange={(e) => set('role')(e.target.value)}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </HTMLSelect>
        </FormField>
        {creating && tenants && (
          <FormField id="user-tenant" label={t.dialog.tenant}>
            <HTMLSelect id="user-tenant" fill value={values.tenant} onChange={(e) => set('tenant')(e.target.value)}>
              {tenants.map((tenant) => (
                <option key={tenant.shortName} value={tenant.shortName}>
                  {tenant.fullName} ({tenant.shortName})
                </option>
              ))}
            </HTMLSelect>
          </FormField>
        )}
      </div>
    </FormDialog>
  );
}
