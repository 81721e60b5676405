import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/toaster.ts';
import { texts } from '../../i18n/texts.ts';
import { useChangePasswordMutation, type ChangePasswordInput } from './useChangePasswordMutation.ts';
import { validatePasswordChange } from './validatePasswordChange.ts';

interface ChangePasswordDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { key: 'currentPassword', label: texts.changePassword.current, autoComplete: 'current-password' },
  { key: 'newPassword', label: texts.changePassword.next, autoComplete: 'new-password' },
  { key: 'confirmPassword', label: texts.changePassword.confirm, autoComplete: 'new-password' },
] as const;

export function ChangePasswordDialog({ isOpen, onClose }: ChangePasswordDialogProps) {
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [changePassword, busy] = useChangePasswordMutation();

  function close(): void {
    // Passwords must not linger in memory or reappear when the dialog is opened again.
    setValues(EMPTY);
    setError(null);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const invalid = validatePasswordChange(values);
    setError(invalid);
    if (invalid) return;
    const failure = await changePassword(values);
    if (failure) {
      setError(failure);
      return;
    }
    showToast(texts.changePassword.success, 'success');
    close();
  }

  return (
    <Dialog isOpen={isOpen} onClose={busy ? undefined : close} title={texts.changePassword.title} icon="key">
      {/* noValidate: the spec's own checks and messages apply, in its order, not the browser's. */}
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <div className="form-stack">
            {error && (
              <Callout intent="danger" icon="error" role="alert">
                {error}
              </Callout>
            )}
            {FIELDS.map((field) => (
              <FormGroup
                key={field.key}
                label={field.label}
                labelFor={`password-${field.key}`}
                helperText={field.key === 'newPassword' ? texts.changePassword.hint : undefined}
              >
                <InputGroup
                  id={`password-${field.key}`}
                  type="password"
                  autoComplete={field.autoComplete}
                  value={values[field.key]}
                  onValueChange={(value) => setValues((prev) => ({ ...prev, [field.key]: value }))}
                />
              </FormGroup>
            ))}
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={texts.changePassword.cancel} onClick={close} disabled={busy} />
              <Button type="submit" intent="primary" disabled={busy}>
                {busy ? texts.changePassword.submitting : texts.changePassword.submit}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
