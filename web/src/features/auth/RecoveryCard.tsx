import { Button, Callout, Card, H3, type IconName } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface RecoveryCardProps {
  title: string;
  intro: string;
  /** Once the request is through, the card shows `done` instead of the form. */
  done?: { icon: IconName; text: string } | undefined;
  /** A message about the whole form (the server's answer), above the fields. */
  formError?: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submit: { label: string; busyLabel: string; busy: boolean; disabled?: boolean };
  footer: string;
  children: ReactNode;
}

/** The signed-out card of the password-recovery pages ("Password dimenticata?" and the reset link). */
export function RecoveryCard({ title, intro, done, formError, onSubmit, submit, footer, children }: RecoveryCardProps) {
  return (
    <main className="standalone-page login-page">
      <Card className="login-card" elevation={2}>
        <header className="login-card__header">
          <H3 className="login-card__title">{title}</H3>
          {!done && <p className="login-card__subtitle">{intro}</p>}
        </header>
        {done ? (
          <Callout intent="success" icon={done.icon} role="status">
            {done.text}
          </Callout>
        ) : (
          <form className="login-form" onSubmit={onSubmit} noValidate aria-label={title}>
            {formError && (
              <Callout intent="danger" icon="error" role="alert">
                {formError}
              </Callout>
            )}
            {children}
            <Button type="submit" intent="primary" size="large" fill disabled={submit.busy || submit.disabled}>
              {submit.busy ? submit.busyLabel : submit.label}
            </Button>
          </form>
        )}
        <footer className="login-card__footer">
          <Link to="/login">{footer}</Link>
        </footer>
      </Card>
    </main>
  );
}
