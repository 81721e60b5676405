import { LoaderRoute } from '../../components/LoaderRoute.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

/** "Password dimenticata?", once its tenant list has arrived. */
export function ForgotPasswordRoute() {
  return <LoaderRoute screen={ForgotPasswordPage} />;
}
