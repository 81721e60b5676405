import { LoaderRoute } from '../../components/LoaderRoute.tsx';
import { LoginPage } from './LoginPage.tsx';

/** The sign-in screen, once loginLoader's query (tenants, a still valid session) has arrived. */
export function LoginRoute() {
  return <LoaderRoute screen={LoginPage} />;
}
