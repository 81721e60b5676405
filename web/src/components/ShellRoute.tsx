import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { texts } from '../i18n/texts.ts';
import { AppShell } from './AppShell.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import type { shellLoader } from './shellLoader.ts';

/**
 * The environment comes from the loader, so the shell reads the same store its query went into.
 * (useLoaderData's generic would type it as serialised JSON, which a client loader never is.)
 */
export function ShellRoute() {
  const { environment, queryRef } = useLoaderData() as ReturnType<typeof shellLoader>;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<LoadingScreen fullscreen label={texts.app.checkingAuth} />}>
        <AppShell queryRef={queryRef} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}
