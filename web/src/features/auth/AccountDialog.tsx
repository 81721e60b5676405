import type { IconName } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { showToast } from '../../components/toaster.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { TextField } from '../../shared/FormField.tsx';

/** One text input of an account dialog. */
export interface AccountField<V> {
  key: keyof V & string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
}

/** What a registration request or a password change declares; the dialog is shared. */
export interface AccountForm<V extends { [K in keyof V]: string }> {
  /** Prefix of the inputs' ids. */
  id: string;
  title: string;
  icon: IconName;
  intro?: string;
  texts: { cancel: string; submit: string; submitting: string; success: string };
  empty: V;
  fields: readonly AccountField<V>[];
  /** Every field required, checked by the browser; otherwise `check` gives the spec's own message. */
  required?: boolean;
  /** Two columns from the tablet width up (first and last name side by side). */
  grid?: boolean;
  check?: (values: V) => string | null;
  /** What is sent (trimmed values ...). */
  clean?: (values: V) => V;
}

interface AccountDialogProps<V extends { [K in keyof V]: string }> {
  form: AccountForm<V>;
  isOpen: boolean;
  onClose: () => void;
  /** The mutation's call (null on success, or the message to show) and whether it is in flight. */
  send: readonly [(values: V) => Promise<string | null>, boolean];
}

/**
 * A dialog of the signed-out or own-account screens (registration request, password change): the
 * message above the fields, a toast on success; closing forgets what was typed, so passwords do not
 * linger in memory or reappear when the dialog is opened again.
 */
export function AccountDialog<V extends { [K in keyof V]: string }>({ form, ...props }: AccountDialogProps<V>) {
  const { texts, required = false } = form;
  const [values, setValues] = useState<V>(form.empty);
  const [error, setError] = useState<string | null>(null);
  const [send, busy] = props.send;

  function close(): void {
    setValues(form.empty);
    setError(null);
    props.onClose();
  }

  async function submit(): Promise<void> {
    const problem = form.check?.(values) ?? null;
    setError(problem);
    if (problem) return;
    const failure = await send(form.clean ? form.clean(values) : values);
    if (failure) {
      setError(failure);
      return;
    }
    showToast(texts.success, 'success');
    close();
  }

  const fields = form.fields.map((field) => (
    <TextField
      key={field.key}
      id={`${form.id}-${field.key}`}
      label={field.label}
      required={required}
      inputRequired={required}
      hint={field.hint}
      type={field.type}
      autoComplete={field.autoComplete}
      value={values[field.key]}
      onValueChange={(value) => setValues((prev) => ({ ...prev, [field.key]: value }))}
    />
  ));
  return (
    <FormDialog
      isOpen={props.isOpen}
      title={form.title}
      icon={form.icon}
      onClose={close}
      closable={!busy}
      onSubmit={() => void submit()}
      // Without required fields the spec's own checks and messages apply, in its order, not the browser's.
      noValidate={!required}
      bodyClassName="form-stack"
      intro={form.intro && <p className="dialog-intro">{form.intro}</p>}
      error={error}
      cancelText={texts.cancel}
      submitText={texts.submit}
      busyText={texts.submitting}
      busy={busy}
      lockWhileBusy
    >
      {form.grid ? <div className="form-grid">{fields}</div> : (fields as ReactNode)}
    </FormDialog>
  );
}
