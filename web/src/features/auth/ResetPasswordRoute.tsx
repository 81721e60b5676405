import { RelayEnvironmentProvider } from 'react-relay';
import { getEnvironment } from '../../relay/currentEnvironment.ts';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

/** The page a reset e-mail links to: no query to load, only the mutation's environment. */
export function ResetPasswordRoute() {
  return (
    <RelayEnvironmentProvider environment={getEnvironment()}>
      <ResetPasswordPage />
    </RelayEnvironmentProvider>
  );
}
