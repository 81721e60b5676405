import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TextField } from '../../shared/FormField.tsx';
import { useFieldErrors, type FieldErrors } from '../../shared/useFieldErrors.ts';
import { RecoveryCard } from './RecoveryCard.tsx';
import { recoveryTexts as t } from './texts.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { MIN_PASSWORD_LENGTH } from './validatePasswordChange.ts';

const NEW = 'reset-new-password';
const CONFIRM = 'reset-confirm-password';

/** The change-password rules for the new password, in their order, with the server's Italian messages. */
function passwordErrors({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }) {
  const errors: FieldErrors = {};
  if (!newPassword) errors[NEW] = t.newRequired;
  else if (newPassword !== confirmPassword) errors[CONFIRM] = t.mismatch;
  else if (newPassword.length < MIN_PASSWORD_LENGTH) errors[NEW] = t.tooShort;
  return errors;
}

/** The page a reset e-mail links to (/reset-password?token=...): a new password, then sign in again. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const form = useFieldErrors(values, passwordErrors);
  const [failure, setFailure] = useState<string | undefined>(token ? undefined : t.resetMissingToken);
  const [done, setDone] = useState(false);
  const [reset, busy] = useResetPasswordMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!form.check()) return;
    const message = await reset({ token, ...values });
    setFailure(message ?? undefined);
    if (message) return;
    setValues({ newPassword: '', confirmPassword: '' });
    form.reset();
    setDone(true);
  }

  return (
    <RecoveryCard
      title={t.resetTitle}
      intro={t.resetIntro}
      done={done ? { icon: 'tick-circle', text: t.resetDone } : undefined}
      formError={failure}
      onSubmit={onSubmit}
      submit={{ label: t.resetSubmit, busyLabel: t.resetSubmitting, busy, disabled: !token }}
      footer={done ? t.goToLogin : t.backToLogin}
    >
      <TextField
        id={NEW}
        label={t.newPassword}
        required
        error={form.errors[NEW]}
        hint={t.passwordHint}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onValueChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))}
      />
      <TextField
        id={CONFIRM}
        label={t.confirmPassword}
        required
        error={form.errors[CONFIRM]}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={(confirmPassword) => setValues((v) => ({ ...v, confirmPassword }))}
      />
    </RecoveryCard>
  );
}
