import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { clearToken } from '../features/auth/authToken.ts';

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
  useEffect(() => {
    if (signedOut) clearToken();
  }, [signedOut]);
  if (signedOut) return <Navigate to="/login" replace />;
  return <>{children(viewer)}</>;
}
