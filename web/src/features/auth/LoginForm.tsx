import { Button, Callout } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginForm_tenants$key } from '../../__generated__/LoginForm_tenants.graphql.ts';
import { SelectField, TextField } from '../../shared/FormField.tsx';
import { texts } from '../../i18n/texts.ts';
import { setToken } from './authToken.ts';
import { returnPath } from './returnTo.ts';
import { useLoginMutation } from './useLoginMutation.ts';

interface LoginFormProps {
  tenants: LoginForm_tenants$key;
}

export function LoginForm({ tenants }: LoginFormProps) {
  const options = useFragment(
    graphql`
      fragment LoginForm_tenants on LoginTenant @relay(plural: true) {
        shortName
        fullName
      }
    `,
    tenants,
  );
  const [tenant, setTenant] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, busy] = useLoginMutation();
  const navigate = useNavigate();
  const { search } = useLocation();

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setError(null);
    const outcome = await login({ tenant, email: email.trim(), password });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setToken(outcome.token);
    navigate(returnPath(search), { replace: true });
  }

  return (
    <form className="login-form" onSubmit={onSubmit} aria-label={texts.login.title}>
      {error && (
        <Callout intent="danger" icon="error" role="alert">
          {error}
        </Callout>
      )}
      <SelectField
        id="login-tenant"
        label={texts.login.tenant}
        required
        selectRequired
        value={tenant}
        onValueChange={setTenant}
        emptyText={texts.login.tenantPlaceholder}
        emptyDisabled
        options={options.map((option) => ({ value: option.shortName, label: option.fullName }))}
      />
      <TextField
        id="login-email"
        label={texts.login.email}
        required
        inputRequired
        type="email"
        leftIcon="envelope"
        autoComplete="username"
        placeholder={texts.login.emailPlaceholder}
        value={email}
        onValueChange={setEmail}
      />
      <TextField
        id="login-password"
        label={texts.login.password}
        required
        inputRequired
        type="password"
        leftIcon="lock"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <Button type="submit" intent="primary" size="large" fill disabled={busy}>
        {busy ? texts.login.submitting : texts.login.submit}
      </Button>
    </form>
  );
}
