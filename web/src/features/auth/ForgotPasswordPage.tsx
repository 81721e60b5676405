import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ForgotPasswordPageQuery } from '../../__generated__/ForgotPasswordPageQuery.graphql.ts';
import { texts } from '../../i18n/texts.ts';
import { SelectField, TextField } from '../../shared/FormField.tsx';
import { useFieldErrors, type FieldErrors } from '../../shared/useFieldErrors.ts';
import { RecoveryCard } from './RecoveryCard.tsx';
import { recoveryTexts as t } from './texts.ts';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation.ts';
import { EMAIL_PATTERN } from '../../shared/email.ts';

export const forgotPasswordPageQuery = graphql`
  query ForgotPasswordPageQuery {
    loginTenants {
      shortName
      fullName
    }
  }
`;

const TENANT = 'forgot-tenant';
const ADDRESS = 'forgot-email';

function requestErrors({ tenant, email }: { tenant: string; email: string }) {
  const errors: FieldErrors = {};
  if (!tenant) errors[TENANT] = t.tenantRequired;
  if (!email.trim()) errors[ADDRESS] = t.emailRequired;
  else if (!EMAIL_PATTERN.test(email.trim())) errors[ADDRESS] = t.emailInvalid;
  return errors;
}

/** "Password dimenticata?": tenant and e-mail in, the same answer out whether the account exists or not. */
export function ForgotPasswordPage({ queryRef }: { queryRef: PreloadedQuery<ForgotPasswordPageQuery> }) {
  const { loginTenants } = usePreloadedQuery<ForgotPasswordPageQuery>(forgotPasswordPageQuery, queryRef);
  const [values, setValues] = useState({ tenant: '', email: '' });
  const form = useFieldErrors(values, requestErrors);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const [request, busy] = useRequestPasswordResetMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!form.check()) return;
    const message = await request({ tenant: values.tenant, email: values.email.trim() });
    setFailure(message ?? undefined);
    if (!message) setSent(true);
  }

  return (
    <RecoveryCard
      title={t.forgotTitle}
      intro={t.forgotIntro}
      done={sent ? { icon: 'envelope', text: t.forgotSent } : undefined}
      formError={failure}
      onSubmit={onSubmit}
      submit={{ label: t.forgotSubmit, busyLabel: t.forgotSubmitting, busy }}
      footer={t.backToLogin}
    >
      <SelectField
        id={TENANT}
        label={texts.login.tenant}
        required
        error={form.errors[TENANT]}
        value={values.tenant}
        onValueChange={(tenant) => setValues((v) => ({ ...v, tenant }))}
        emptyText={texts.login.tenantPlaceholder}
        emptyDisabled
        options={loginTenants.map((option) => ({ value: option.shortName, label: option.fullName }))}
      />
      <TextField
        id={ADDRESS}
        label={texts.login.email}
        required
        error={form.errors[ADDRESS]}
        type="email"
        leftIcon="envelope"
        autoComplete="username"
        placeholder={texts.login.emailPlaceholder}
        value={values.email}
        onValueChange={(email) => setValues((v) => ({ ...v, email }))}
      />
    </RecoveryCard>
  );
}
