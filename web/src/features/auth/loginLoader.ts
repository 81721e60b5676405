import { loadQuery } from 'react-relay';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql.ts';
import { getEnvironment } from '../../relay/currentEnvironment.ts';
import { loginPageQuery } from './LoginPage.tsx';

/** Loads the tenant list and, with a stored token, whether it is still valid (then the user skips sign-in). */
export function loginLoader() {
  const environment = getEnvironment();
  // Always ask the server: a session may have ended since this environment last looked.
  const queryRef = loadQuery<LoginPageQuery>(environment, loginPageQuery, {}, { fetchPolicy: 'network-only' });
  return { environment, queryRef };
}
