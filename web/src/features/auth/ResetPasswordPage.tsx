import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { texts } from '../../i18n/texts.ts';
import { TextField } from '../../shared/FormField.tsx';
import { RecoveryCard } from './RecoveryCard.tsx';
import { recoveryTexts as t } from './texts.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { MIN_PASSWORD_LENGTH } from './validatePasswordChange.ts';

type Errors = { newPassword?: string; confirmPassword?: string; form?: string };

/** The change-password rules for the new password, in their order, with their messages. */
function check(newPassword: string, confirmPassword: string): Errors {
  const rules = texts.changePassword;
  if (!newPassword) return { newPassword: rules.newRequired };
  if (newPassword !== confirmPassword) return { confirmPassword: rules.mismatch };
  if (newPassword.length < MIN_PASSWORD_LENGTH) return { newPassword: rules.tooShort };
  return {};
}

/** The page a reset e-mail links to (/reset-password?token=...): a new password, then sign in again. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>(token ? {} : { form: t.resetMissingToken });
  const [done, setDone] = useState(false);
  const [reset, busy] = useResetPasswordMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found = check(newPassword, confirmPassword);
    setErrors(found);
    if (found.newPassword || found.confirmPassword) return;
    const failure = await reset({ token, newPassword, confirmPassword });
    if (failure) {
      setErrors({ form: failure });
      return;
    }
    setNewPassword('');
    setConfirmPassword('');
    setDone(true);
  }

  return (
    <RecoveryCard
      title={t.resetTitle}
      intro={t.resetIntro}
      done={done ? { icon: 'tick-circle', text: t.resetDone } : undefined}
      formError={errors.form}
      onSubmit={onSubmit}
      submit={{ label: t.resetSubmit, busyLabel: t.resetSubmitting, busy, disabled: !token }}
      footer={done ? t.goToLogin : t.backToLogin}
    >
      <TextField
        id="reset-new-password"
        label={texts.changePassword.next}
        required
        error={errors.newPassword}
        hint={texts.changePassword.hint}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNewPassword}
      />
      <TextField
        id="reset-confirm-password"
        label={texts.changePassword.confirm}
        required
        error={errors.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
    </RecoveryCard>
  );
}
