import { Button, Card, Divider, H3, Icon } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql.ts';
import { texts } from '../../i18n/texts.ts';
import { clearToken, getToken } from './authToken.ts';
import { LoginForm } from './LoginForm.tsx';
import { returnPath } from './returnTo.ts';
import { RegistrationDialog } from './RegistrationDialog.tsx';
import { recoveryTexts } from './texts.ts';
import { UserGuideDialog } from './UserGuideDialog.tsx';

export const loginPageQuery = graphql`
  query LoginPageQuery {
    viewer {
      __typename
    }
    loginTenants {
      ...LoginForm_tenants
    }
    emailEnabled
  }
`;

interface LoginPageProps {
  queryRef: PreloadedQuery<LoginPageQuery>;
}

export function LoginPage({ queryRef }: LoginPageProps) {
  const { viewer, loginTenants, emailEnabled } = usePreloadedQuery<LoginPageQuery>(loginPageQuery, queryRef);
  const [dialog, setDialog] = useState<'registration' | 'guide' | null>(null);
  const { search } = useLocation();

  // A stored token the server rejected is stale: drop it now rather than send it with every request.
  useEffect(() => {
    if (!viewer && getToken()) clearToken();
  }, [viewer]);

  if (viewer) return <Navigate to={returnPath(search)} replace />;

  return (
    <main className="standalone-page login-page">
      <Card className="login-card" elevation={2}>
        <header className="login-card__header">
          <span className="login-card__logo" aria-hidden>
            <Icon icon="euro" size={24} />
          </span>
          <H3 className="login-card__title">{texts.login.title}</H3>
          <p className="login-card__subtitle">{texts.login.subtitle}</p>
        </header>
        <LoginForm tenants={loginTenants} />
        {/* Issue 17: only a server that sends e-mail can send a reset link. */}
        {emailEnabled && (
          <Link className="login-card__forgot" to="/forgot-password">
            {recoveryTexts.forgotLink}
          </Link>
        )}
        <Divider className="login-card__divider" />
        <footer className="login-card__footer">
          <span className="login-card__muted">
            {texts.login.noAccount}{' '}
            <Button variant="minimal" intent="primary" size="small" onClick={() => setDialog('registration')}>
              {texts.login.register}
            </Button>
          </span>
          <Button variant="minimal" icon="manual" size="small" onClick={() => setDialog('guide')}>
            {texts.login.userGuide}
          </Button>
        </footer>
      </Card>
      <RegistrationDialog isOpen={dialog === 'registration'} onClose={() => setDialog(null)} />
      <UserGuideDialog isOpen={dialog === 'guide'} onClose={() => setDialog(null)} />
    </main>
  );
}
