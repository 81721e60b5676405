import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ForgotPasswordPageQuery } from '../../__generated__/ForgotPasswordPageQuery.graphql.ts';
import { texts } from '../../i18n/texts.ts';
import { SelectField, TextField } from '../../shared/FormField.tsx';
import { RecoveryCard } from './RecoveryCard.tsx';
import { recoveryTexts as t } from './texts.ts';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation.ts';

export const forgotPasswordPageQuery = graphql`
  query ForgotPasswordPageQuery {
    loginTenants {
      shortName
      fullName
    }
  }
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Password dimenticata?": tenant and e-mail in, the same answer out whether the account exists or not. */
export function ForgotPasswordPage({ queryRef }: { queryRef: PreloadedQuery<ForgotPasswordPageQuery> }) {
  const { loginTenants } = usePreloadedQuery<ForgotPasswordPageQuery>(forgotPasswordPageQuery, queryRef);
  const [tenant, setTenant] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ tenant?: string; email?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  const [request, busy] = useRequestPasswordResetMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found = {
      tenant: tenant ? undefined : t.tenantRequired,
      email: !email.trim() ? t.emailRequired : EMAIL.test(email.trim()) ? undefined : t.emailInvalid,
    };
    setErrors(found);
    if (found.tenant || found.email) return;
    const failure = await request({ tenant, email: email.trim() });
    if (failure) setErrors({ form: failure });
    else setSent(true);
  }

  return (
    <RecoveryCard
      title={t.forgotTitle}
      intro={t.forgotIntro}
      done={sent ? { icon: 'envelope', text: t.forgotSent } : undefined}
      formError={errors.form}
      onSubmit={onSubmit}
      submit={{ label: t.forgotSubmit, busyLabel: t.forgotSubmitting, busy }}
      footer={t.backToLogin}
    >
      <SelectField
        id="forgot-tenant"
        label={texts.login.tenant}
        required
        error={errors.tenant}
        value={tenant}
        onValueChange={setTenant}
        emptyText={texts.login.tenantPlaceholder}
        emptyDisabled
        options={loginTenants.map((option) => ({ value: option.shortName, label: option.fullName }))}
      />
      <TextField
        id="forgot-email"
        label={texts.login.email}
        required
        error={errors.email}
        type="email"
        leftIcon="envelope"
        autoComplete="username"
        placeholder={texts.login.emailPlaceholder}
        value={email}
        onValueChange={setEmail}
      />
    </RecoveryCard>
  );
}
