import { useState } from 'react';
import { SelectField, TextField } from '../../shared/FormField.tsx';
import type { Outcome } from '../../shared/outcome.ts';

/** How one text input of the dialog differs from a plain optional text. */
export interface TextOptions {
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The state of a create/edit dialog whose checks give one message above the fields (tenants, users,
 * registration approval): the values, that message, the save that closes on success or shows the
 * server's refusal, and the inputs bound to the values (ids `${id}-${name}`).
 */
export function useEditForm<V extends { [K in keyof V]: string }>(
  id: string,
  initial: V,
  onSave: (values: V) => Promise<Outcome>,
  onClose: () => void,
) {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof V) => (value: string) => setValues((prev) => ({ ...prev, [name]: value }));

  async function save(checked: V): Promise<void> {
    const outcome = await onSave(checked);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  const text = (name: keyof V & string, label: string, options: TextOptions = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      {...options}
      value={values[name]}
      onValueChange={set(name)}
      // Other people's data: the browser must not offer the administrator's own.
      autoComplete={options.type === 'password' ? 'new-password' : 'off'}
    />
  );

  const select = (name: keyof V & string, label: string, options: readonly { value: string; label: string }[]) => (
    <SelectField id={`${id}-${name}`} label={label} value={values[name]} onValueChange={set(name)} options={options} />
  );

  return { values, error, setError, save, text, select };
}
