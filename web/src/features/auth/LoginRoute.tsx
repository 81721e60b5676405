import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { texts } from '../../i18n/texts.ts';
import type { loginLoader } from './loginLoader.ts';
import { LoginPage } from './LoginPage.tsx';

export function LoginRoute() {
  const { environment, queryRef } = useLoaderData() as ReturnType<typeof loginLoader>;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<LoadingScreen fullscreen label={texts.app.checkingAuth} />}>
        <LoginPage queryRef={queryRef} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}
