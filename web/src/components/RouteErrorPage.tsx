import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback.tsx';

/** The router's own error element: a loader or lazy route that failed before anything rendered. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div className="standalone-page">
      <ErrorFallback error={error} />
    </div>
  );
}
