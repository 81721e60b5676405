import { useState } from 'react';

/** Messages by field: the id of the input they belong to -> the spec's message, in the form's order. */
export type FieldErrors = Partial<Record<string, string>>;

function focusField(id: string | undefined) {
  if (!id) return;
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}

/**
 * The form kit's state (issue 13 point 8). Nothing shows until the first submit; from then on the
 * messages follow the values, so each one disappears as soon as its field is fixed. `check` shows
 * every message at once and focuses the first invalid field. A typed server error that names a
 * field (`Error.field`) lands next to that field through `serverFields` (server name -> input id)
 * and stays until the values change; without a known field `showServer` returns false and the
 * caller toasts it.
 */
export function useFieldErrors<V>(
  values: V,
  validate: (values: V) => FieldErrors,
  serverFields: Partial<Record<string, string>> = {},
) {
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<{ values: V; errors: FieldErrors } | null>(null);
  const errors: FieldErrors = {
    ...(checked ? validate(values) : {}),
    ...(server && server.values === values ? server.errors : {}),
  };

  /** True when the values pass; otherwise shows every message and focuses the first field. */
  function check(): boolean {
    setChecked(true);
    setServer(null);
    const found = validate(values);
    focusField(Object.keys(found)[0]);
    return Object.keys(found).length === 0;
  }

  function showServer(failure: { field: string | null; message: string }): boolean {
    const id = failure.field ? serverFields[failure.field] : undefined;
    if (!id) return false;
    setServer({ values, errors: { [id]: failure.message } });
    focusField(id);
    return true;
  }

  /** Back to a clean form (after a sub-form added its item). */
  function reset() {
    setChecked(false);
    setServer(null);
  }

  return { errors, check, showServer, reset };
}
