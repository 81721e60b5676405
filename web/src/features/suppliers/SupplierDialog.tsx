import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import { supplierTexts as t } from './texts.ts';

export interface SupplierValues {
  name: string;
  businessName: string;
  address: string;
  vatNumber: string;
}

interface SupplierDialogProps {
  initial: SupplierValues | null;
  busy: boolean;
  onSave: (values: SupplierValues) => Promise<Outcome>;
  onClose: () => void;
}

const FIELDS = ['name', 'businessName', 'address', 'vatNumber'] as const;

export function SupplierDialog({ initial, busy, onSave, onClose }: SupplierDialogProps) {
  const [values, setValues] = useState<SupplierValues>(
    initial ?? { name: '', businessName: '', address: '', vatNumber: '' },
  );
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const trimmed = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()])) as unknown as SupplierValues;
    // The spec: all four fields required after trimming, one message.
    if (FIELDS.some((f) => !trimmed[f])) {
      setError(t.allRequired);
      return;
    }
    const outcome = await onSave(trimmed);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  const input = (field: (typeof FIELDS)[number], helper?: string) => (
    <FormGroup label={t.dialog[field]} labelFor={`supplier-${field}`} labelInfo={<RequiredMark />} helperText={helper}>
      <InputGroup
        id={`supplier-${field}`}
        value={values[field]}
        onValueChange={(v) => setValues((prev) => ({ ...prev, [field]: v }))}
        autoFocus={field === 'name'}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen
      title={initial ? t.dialog.editTitle : t.dialog.createTitle}
      icon="office"
      onClose={onClose}
      className="md-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody className="md-form">
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
          {input('name')}
          {input('businessName')}
          {input('address')}
          {input('vatNumber', t.dialog.vatHint)}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.dialog.cancel} onClick={onClose} disabled={busy} />
              <Button type="submit" intent="primary" text={initial ? t.dialog.save : t.dialog.create} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
