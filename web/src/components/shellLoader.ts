import { loadQuery } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { getToken } from '../features/auth/authToken.ts';
import { appPathOf, loginPathFor } from '../features/auth/returnTo.ts';
import { getEnvironment } from '../relay/currentEnvironment.ts';
import { earlyAnswerArrived } from '../relay/earlyQueries.ts';
import { appShellQuery } from './AppShell.tsx';

/**
 * Without a stored token there is nothing to check: straight to the sign-in screen, and back after it.
 * The shell's query answered early (relay/earlyQueries.ts) is waited for, so the shell renders with it.
 */
export async function shellLoader({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw redirect(loginPathFor(appPathOf(request.url)));
  await earlyAnswerArrived('AppShellQuery');
  const environment = getEnvironment();
  const queryRef = loadQuery<AppShellQuery>(environment, appShellQuery, {}, { fetchPolicy: 'store-or-network' });
  return { environment, queryRef };
}
