import { useState } from 'react';
import type { Outcome } from './outcome.ts';

/**
 * A create/edit dialog's values and its save: `set` changes one value, `submit` saves them and
 * closes the dialog on success, or keeps the server's message in it (`error`, which the dialog may
 * also set itself, e.g. for a file it refuses).
 */
export function useDialogForm<V>(
  initial: V | (() => V),
  onSave: (values: V) => Promise<Outcome<unknown>>,
  onClose: () => void,
) {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  const save = async () => {
    setError(null);
    const outcome = await onSave(values);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  };
  return { values, set, error, setError, submit: () => void save(), close: onClose };
}

export type DialogForm<V> = ReturnType<typeof useDialogForm<V>>;
