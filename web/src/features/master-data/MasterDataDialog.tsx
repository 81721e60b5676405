import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import { EditDialog, type EditDialogTexts } from './EditDialog.tsx';
import type { Outcome } from '../../shared/outcome.ts';

/** One input of a master-data dialog. */
export interface FieldSpec<V> {
  name: keyof V & string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** A decimal amount: number input with two decimals. */
  money?: boolean;
  hint?: string;
  /** Suggestions offered while typing (a datalist). */
  options?: readonly string[];
  /** Two short fields side by side from the tablet width up. */
  half?: boolean;
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

interface MasterDataDialogProps<V extends Record<string, string>> {
  id: string;
  icon: IconName;
  /** A new row (null) or the row being edited: the title and the submit button follow. */
  creating: boolean;
  texts: EditDialogTexts;
  fields: readonly FieldSpec<V>[];
  initial: V;
  busy: boolean;
  /** The spec's checks before sending; each message is shown under its field. */
  validate: (values: V) => FieldErrors<V>;
  onSave: (values: V) => Promise<Outcome>;
  onClose: () => void;
  /** Shown under the fields (a supplier's history). */
  extra?: ReactNode;
}

/**
 * The create/edit dialog of products, suppliers and cost centers: every validation message next to
 * its field (intent danger, all at once, focus on the first); the server's refusal above the fields.
 */
export function MasterDataDialog<V extends Record<string, string>>(props: MasterDataDialogProps<V>) {
  const { id, fields, initial, validate, onSave, onClose, extra, ...frame } = props;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(): Promise<void> {
    const found = validate(values);
    setErrors(found);
    setRefusal(null);
    const first = fields.find((f) => found[f.name]);
    if (first) {
      document.getElementById(`${id}-${first.name}`)?.focus();
      return;
    }
    const outcome = await onSave(values);
    if (outcome.ok) onClose();
    else setRefusal(outcome.message);
  }

  const set = (name: keyof V, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  const field = (f: FieldSpec<V>) => {
    const inputId = `${id}-${f.name}`;
    const error = errors[f.name];
    const helpId = error || f.hint ? `${inputId}-help` : undefined;
    const common = {
      id: inputId,
      value: values[f.name],
      intent: error ? ('danger' as const) : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': helpId,
    };
    return (
      <FormGroup
        key={f.name}
        label={f.label}
        labelFor={inputId}
        labelInfo={f.required ? <RequiredMark /> : undefined}
        intent={error ? 'danger' : undefined}
        helperText={helpId ? <span id={helpId}>{error ?? f.hint}</span> : undefined}
      >
        {f.multiline ? (
          <TextArea {...common} onChange={(e) => set(f.name, e.target.value)} fill rows={3} />
        ) : (
          <InputGroup
            {...common}
            onValueChange={(v) => set(f.name, v)}
            autoFocus={f === fields[0]}
            list={f.options ? `${inputId}-options` : undefined}
            {...(f.money ? { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' as const } : {})}
          />
        )}
        {f.options && (
          <datalist id={`${inputId}-options`}>
            {f.options.map((o) => (
              <option key={o} value={o} />
            ))}
          </datalist>
        )}
      </FormGroup>
    );
  };

  const halves = fields.filter((f) => f.half);
  return (
    <EditDialog {...frame} form={{ error: refusal, submit: () => void submit(), close: onClose }}>
      {fields.filter((f) => !f.half).map(field)}
      {halves.length > 0 && <div className="md-form__row">{halves.map(field)}</div>}
      {extra}
    </EditDialog>
  );
}
