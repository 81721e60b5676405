import type { Outcome } from '../../shared/outcome.ts';
import { EditDialog } from '../master-data/EditDialog.tsx';
import { ROLES } from '../master-data/format.ts';
import { useEditForm } from '../master-data/useEditForm.tsx';
import { userTexts as t } from './texts.ts';
import { EMAIL_PATTERN } from '../../shared/email.ts';

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

const ROLE_OPTIONS = Object.entries(ROLES).map(([value, role]) => ({ value, label: role.label }));

/** The spec's checks of the trimmed values, in its order. */
function validate(v: UserValues, creating: boolean): string | null {
  if (!v.email || !v.firstName || !v.lastName) return t.validation.required;
  if (!EMAIL_PATTERN.test(v.email)) return t.validation.email;
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
  const form = useEditForm<UserValues>({
    id: 'user',
    initial: initial ?? {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      role: 'procurement',
      tenant: defaultTenant,
    },
    // The password is taken as typed.
    clean: (v) => ({ ...v, email: v.email.trim(), firstName: v.firstName.trim(), lastName: v.lastName.trim() }),
    check: (values) => validate(values, creating),
    onSave,
    onClose,
  });

  return (
    <EditDialog creating={creating} texts={t.dialog} icon="person" form={form} errorTitle={t.failed} busy={busy}>
      <div className="md-form__row">
        {form.text('firstName', t.dialog.firstName, { required: true, autoFocus: true })}
        {form.text('lastName', t.dialog.lastName, { required: true })}
      </div>
      {form.text('email', t.dialog.email, { required: true, type: 'email' })}
      {form.text('password', t.dialog.password, {
        required: creating,
        type: 'password',
        hint: creating ? undefined : passwordLocked ? t.dialog.passwordLockedHint : t.dialog.passwordEditHint,
        disabled: passwordLocked,
      })}
      <div className="md-form__row">
        {form.select('role', t.dialog.role, ROLE_OPTIONS)}
        {creating &&
          tenants &&
          form.select(
            'tenant',
            t.dialog.tenant,
            tenants.map((o) => ({ value: o.shortName, label: `${o.fullName} (${o.shortName})` })),
          )}
      </div>
    </EditDialog>
  );
}
