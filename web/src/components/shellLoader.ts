import { loadQuery } from 'react-relay';
import { redirect } from 'react-router-dom';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { getToken } from '../features/auth/authToken.ts';
import { getEnvironment } from '../relay/currentEnvironment.ts';
import { appShellQuery } from './AppShell.tsx';

/** Without a stored token there is nothing to check: straight to the sign-in screen. */
export function shellLoader() {
  if (!getToken()) throw redirect('/login');
  const environment = getEnvironment();
  const queryRef = loadQuery<AppShellQuery>(environment, appShellQuery, {}, { fetchPolicy: 'store-or-network' });
  return { environment, queryRef };
}
