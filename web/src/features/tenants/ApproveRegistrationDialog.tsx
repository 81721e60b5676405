import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import { tenantTexts as t } from './texts.ts';
import type { ApproveValues } from './useApproveRegistrationMutation.ts';

interface ApproveRegistrationDialogProps {
  request: { firstName: string; lastName: string; email: string; company: string };
  busy: boolean;
  onApprove: (values: ApproveValues) => Promise<Outcome>;
  onClose: () => void;
}

/** A slug proposal from the company name: 'Nuova Impresa S.r.l.' -> 'nuova-impresa'. */
export function suggestShortName(company: string): string {
  const slug = company
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(s\.?r\.?l|s\.?p\.?a|s\.?n\.?c|s\.?a\.?s|srls|spa|srl)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^[0-9-]+/, '');
  return slug.slice(0, 30).replace(/-+$/, '');
}

export function ApproveRegistrationDialog({ request, busy, onApprove, onClose }: ApproveRegistrationDialogProps) {
  const [values, setValues] = useState<ApproveValues>({
    shortName: suggestShortName(request.company),
    fullName: request.company,
    contactPhone: '',
    adminPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof ApproveValues) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!values.shortName.trim() || !values.fullName.trim() || !values.contactPhone.trim()) {
      setError(t.dialog.required);
      return;
    }
    if (values.adminPassword.length < 6) {
      setError(t.dialog.passwordShort);
      return;
    }
    const outcome = await onApprove({
      ...values,
      shortName: values.shortName.trim(),
      fullName: values.fullName.trim(),
    });
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  return (
    <Dialog isOpen title={t.registrations.approveTitle} icon="endorsed" onClose={onClose} className="md-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody className="md-form">
          <p>
            {t.registrations.approveIntro(
              `${request.firstName} ${request.lastName} (${request.email})`,
              request.company,
            )}
          </p>
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
          <div className="md-form__row">
            <FormGroup
              label={t.dialog.shortName}
              labelFor="approve-short-name"
              labelInfo={<RequiredMark />}
              helperText={t.dialog.shortNameHint}
            >
              <InputGroup id="approve-short-name" value={values.shortName} onValueChange={set('shortName')} />
            </FormGroup>
            <FormGroup label={t.dialog.fullName} labelFor="approve-full-name" labelInfo={<RequiredMark />}>
              <InputGroup id="approve-full-name" value={values.fullName} onValueChange={set('fullName')} />
            </FormGroup>
          </div>
          <div className="md-form__row">
            <FormGroup label={t.dialog.contactPhone} labelFor="approve-phone" labelInfo={<RequiredMark />}>
              <InputGroup
                id="approve-phone"
                type="tel"
                value={values.contactPhone}
                onValueChange={set('contactPhone')}
              />
            </FormGroup>
            <FormGroup
              label={t.dialog.adminPassword}
              labelFor="approve-password"
              labelInfo={<RequiredMark />}
              helperText={t.dialog.adminPasswordHint}
            >
              <InputGroup
                id="approve-password"
                type="password"
                autoComplete="new-password"
                value={values.adminPassword}
                onValueChange={set('adminPassword')}
              />
            </FormGroup>
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.dialog.cancel} onClick={onClose} disabled={busy} />
              <Button type="submit" intent="success" icon="endorsed" text={t.registrations.approve} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
