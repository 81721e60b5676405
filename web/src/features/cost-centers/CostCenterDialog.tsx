import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import { costCenterTexts as t } from './texts.ts';

export interface CostCenterValues {
  code: string;
  description: string;
}

interface CostCenterDialogProps {
  initial: CostCenterValues | null;
  busy: boolean;
  onSave: (values: CostCenterValues) => Promise<Outcome>;
  onClose: () => void;
}

export function CostCenterDialog({ initial, busy, onSave, onClose }: CostCenterDialogProps) {
  const [code, setCode] = useState(initial?.code ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!code.trim() || !description.trim()) {
      setError(t.allRequired);
      return;
    }
    const outcome = await onSave({ code: code.trim(), description: description.trim() });
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  return (
    <Dialog
      isOpen
      title={initial ? t.dialog.editTitle : t.dialog.createTitle}
      icon="pie-chart"
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
          <FormGroup label={t.dialog.code} labelFor="cost-center-code" labelInfo={<RequiredMark />}>
            <InputGroup id="cost-center-code" value={code} onValueChange={setCode} autoFocus />
          </FormGroup>
          <FormGroup label={t.dialog.description} labelFor="cost-center-description" labelInfo={<RequiredMark />}>
            <InputGroup id="cost-center-description" value={description} onValueChange={setDescription} />
          </FormGroup>
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
