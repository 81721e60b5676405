import type { ReactNode } from 'react';
import type { TextOptions } from '../master-data/useEditForm.tsx';
import type { TenantValues } from './TenantDialog.tsx';
import { tenantTexts as t } from './texts.ts';

/** Each tenant field's input, for the tenant dialog and the approval of a registration request. */
export const TENANT_FIELDS: { [K in keyof TenantValues]: TextOptions } = {
  shortName: { required: true, hint: t.dialog.shortNameHint },
  fullName: { required: true },
  contactName: { required: true },
  contactSurname: { required: true },
  contactPhone: { required: true, type: 'tel' },
  contactEmail: { type: 'email' },
  address: {},
  vatNumber: {},
  adminEmail: { type: 'email', hint: t.dialog.adminEmailHint },
  adminPassword: { required: true, type: 'password', hint: t.dialog.adminPasswordHint },
};

/** The values as they are checked and sent: trimmed, but a password is taken as typed. */
export function trimmedTenant<V extends Partial<TenantValues>>(values: V): V {
  const trim = ([name, value]: [string, string]) => [name, name === 'adminPassword' ? value : value.trim()];
  return Object.fromEntries(Object.entries(values as Record<string, string>).map(trim)) as V;
}

/**
 * The spec's checks of trimmed values, in its order: every required field given, then (with a first
 * administrator) a password of at least 6 characters. Null when they pass.
 */
export function tenantProblem(values: Partial<TenantValues>, withAdmin: boolean): string | null {
  const names = Object.keys(TENANT_FIELDS) as (keyof TenantValues)[];
  const missing = (name: keyof TenantValues) => TENANT_FIELDS[name].required && values[name] === '';
  if (names.some((name) => name !== 'adminPassword' && missing(name))) return t.dialog.required;
  if (withAdmin && (values.adminPassword ?? '').length < 6) return t.dialog.passwordShort;
  return null;
}

/** Tenant fields two to a row, as both dialogs lay them out. */
export function tenantRows<K extends keyof TenantValues>(
  rows: readonly (readonly [K, K])[],
  field: (name: K) => ReactNode,
) {
  return rows.map(([left, right]) => (
    <div key={left} className="md-form__row">
      {field(left)}
      {field(right)}
    </div>
  ));
}
