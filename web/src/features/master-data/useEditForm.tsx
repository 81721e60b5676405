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

interface EditFormOptions<V> {
  /** Prefix of the inputs' ids (`${id}-${name}`). */
  id: string;
  initial: V;
  /** What is checked and sent (trimmed values ...). */
  clean: (values: V) => V;
  /** The spec's checks, in its order: the one message to show, or null. */
  check: (values: V) => string | null;
  onSave: (values: V) => Promise<Outcome>;
  onClose: () => void;
}

/**
 * The state of a create/edit dialog whose checks give one message above the fields (tenants, users,
 * registration approval): the values, that message, the submit that checks, saves and closes on
 * success (or shows the server's refusal), and the inputs bound to the values.
 */
export function useEditForm<V extends { [K in keyof V]: string }>(options: EditFormOptions<V>) {
  const { id, clean, check, onSave, onClose } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof V) => (value: string) => setValues((prev) => ({ ...prev, [name]: value }));

  async function save(): Promise<void> {
    const cleaned = clean(values);
    const problem = check(cleaned);
    const outcome = problem ? null : await onSave(cleaned);
    if (outcome?.ok) onClose();
    else setError(problem ?? outcome?.message ?? null);
  }
  const submit = () => void save();

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

  return { values, error, submit, close: onClose, text, select };
}
