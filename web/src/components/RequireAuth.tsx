import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { clearToken } from '../features/auth/authToken.ts';
import { loginPathFor } from '../features/auth/returnTo.ts';

interface RequireAuthProps<V> {
  /** The viewer as the server sees the stored token; null when the token is missing or no longer valid. */
  viewer: V | null | undefined;
  children: (viewer: V) => ReactNode;
}

/**
 * Shows the protected content only for a signed-in viewer. A stored token the server no longer
 * accepts is cleared here, so a stale session does not linger after start-up.
 */
export function RequireAuth<V>({ viewer, children }: RequireAuthProps<V>) {
  const signedOut = viewer === null || viewer === undefined;
  const location = useLocation();
  useEffect(() => {
    if (signedOut) clearToken();
  }, [signedOut]);
  // An expired session on a document's link: back to that document after signing in again.
  if (signedOut) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <>{children(viewer)}</>;
}
