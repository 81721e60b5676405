import { Suspense, type ComponentType } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { texts } from '../i18n/texts.ts';
import { LoadingScreen } from './LoadingScreen.tsx';

/** What the shell's and the sign-in screen's loaders return: R is the query's PreloadedQuery. */
interface LoadedQuery<R> {
  environment: IEnvironment;
  queryRef: R;
}

/**
 * A route whose loader started its query: the environment comes from the loader, so the screen reads
 * the same store its query went into. (useLoaderData's generic would type it as serialised JSON,
 * which a client loader never is.)
 */
export function LoaderRoute<R>({ screen: Screen }: { screen: ComponentType<{ queryRef: R }> }) {
  const { environment, queryRef } = useLoaderData() as LoadedQuery<R>;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<LoadingScreen fullscreen label={texts.app.checkingAuth} />}>
        <Screen queryRef={queryRef} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}
