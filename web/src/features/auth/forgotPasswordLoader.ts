import { loadQuery } from 'react-relay';
import type { ForgotPasswordPageQuery } from '../../__generated__/ForgotPasswordPageQuery.graphql.ts';
import { getEnvironment } from '../../relay/currentEnvironment.ts';
import { forgotPasswordPageQuery } from './ForgotPasswordPage.tsx';

/** The tenant list of the "Password dimenticata?" page. */
export function forgotPasswordLoader() {
  const environment = getEnvironment();
  const queryRef = loadQuery<ForgotPasswordPageQuery>(environment, forgotPasswordPageQuery, {});
  return { environment, queryRef };
}
