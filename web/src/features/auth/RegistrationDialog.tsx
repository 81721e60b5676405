import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/toaster.ts';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import { texts } from '../../i18n/texts.ts';
import { useRequestRegistrationMutation, type RegistrationInput } from './useRequestRegistrationMutation.ts';

interface RegistrationDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const EMPTY: RegistrationInput = { firstName: '', lastName: '', email: '', company: '' };

const FIELDS = [
  { key: 'firstName', label: texts.registration.firstName, type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: texts.registration.lastName, type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: texts.registration.email, type: 'email', autoComplete: 'email' },
  { key: 'company', label: texts.registration.company, type: 'text', autoComplete: 'organization' },
] as const;

/** 'Registrati gratuitamente': a request that an administrator follows up; no account is created here. */
export function RegistrationDialog({ isOpen, onClose }: RegistrationDialogProps) {
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [request, busy] = useRequestRegistrationMutation();

  function close(): void {
    setValues(EMPTY);
    setError(null);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setError(null);
    const trimmed = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
    };
    const failure = await request(trimmed);
    if (failure) {
      setError(failure);
      return;
    }
    showToast(texts.registration.success, 'success');
    close();
  }

  return (
    <Dialog isOpen={isOpen} onClose={busy ? undefined : close} title={texts.registration.title} icon="new-person">
      <form onSubmit={onSubmit}>
        <DialogBody>
          <div className="form-stack">
            <p className="dialog-intro">{texts.registration.intro}</p>
            {error && (
              <Callout intent="danger" icon="error" role="alert">
                {error}
              </Callout>
            )}
            <div className="form-grid">
              {FIELDS.map((field) => (
                <FormGroup
                  key={field.key}
                  label={field.label}
                  labelFor={`registration-${field.key}`}
                  labelInfo={<RequiredMark />}
                >
                  <InputGroup
                    id={`registration-${field.key}`}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    required
                    value={values[field.key]}
                    onValueChange={(value) => setValues((prev) => ({ ...prev, [field.key]: value }))}
                  />
                </FormGroup>
              ))}
            </div>
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={texts.registration.cancel} onClick={close} disabled={busy} />
              <Button type="submit" intent="primary" disabled={busy}>
                {busy ? texts.registration.submitting : texts.registration.submit}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
