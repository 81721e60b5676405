import { H2 } from '@blueprintjs/core';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { showToast } from '../components/toaster.ts';
import { texts } from '../i18n/texts.ts';

/** The browser tab shows the screen's title and the app's. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${texts.app.headerTitle}`;
  }, [title]);
}

interface ScreenPageProps {
  title: string;
  lang: 'en' | 'it';
  /** With a label, the content loads behind a loading screen with it. */
  loading?: string;
  /** Beside the heading (back link, refresh...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen: the tab's title, the page heading, then its content. */
export function ScreenPage({ title, lang, loading, actions, children }: ScreenPageProps) {
  useDocumentTitle(title);
  return (
    <div className="page" lang={lang}>
      <div className="page__header">
        <H2 className="page__title">{title}</H2>
        {actions}
      </div>
      {loading === undefined ? children : <Suspense fallback={<LoadingScreen label={loading} />}>{children}</Suspense>}
    </div>
  );
}

/**
 * A refresh button's handler that toasts `message` once the fresh data is on screen: `refreshing`
 * (the refetch's transition) has ended after a press, not when the button is pressed.
 */
export function useRefreshToast(refresh: () => void, refreshing: boolean, message: string): () => void {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    if (presses > 0 && !refreshing) showToast(message, 'success', `refreshed:${message}`);
  }, [presses, refreshing, message]);
  return useCallback(() => {
    setPresses((k) => k + 1);
    refresh();
  }, [refresh]);
}
