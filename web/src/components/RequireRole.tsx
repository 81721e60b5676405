import type { ReactNode } from 'react';
import { isInAudience, type ScreenRoute } from '../routes.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { RedirectWithToast } from './RedirectWithToast.tsx';
import { useViewerAccess } from './ViewerAccessContext.ts';

interface RequireRoleProps {
  route: ScreenRoute;
  children: ReactNode;
}

/** Renders the screen for its audience; anyone else gets the route's denial (page or redirect). */
export function RequireRole({ route, children }: RequireRoleProps) {
  const viewer = useViewerAccess();
  if (isInAudience(viewer, route.access)) return <>{children}</>;
  if (route.denial.kind === 'redirect') return <RedirectWithToast to={route.denial.to} message={route.denial.toast} />;
  return <AccessDenied message={route.denial.message} />;
}
