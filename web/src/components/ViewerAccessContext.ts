import { createContext, useContext } from 'react';
import type { ViewerAccess } from '../routes.ts';

/**
 * The signed-in viewer as the shell read it once: role and super-admin flag for the route guards, and
 * the permissions (docs/permissions.md) that show or hide a screen's actions. Screens ask `useCan`
 * instead of each reading the viewer's permissions in its own query; the server checks every action
 * again whatever the screen shows.
 */
export interface SignedInViewer extends ViewerAccess {
  permissions: readonly string[];
}

export const ViewerAccessContext = createContext<SignedInViewer | null>(null);

export function useViewerAccess(): SignedInViewer {
  const access = useContext(ViewerAccessContext);
  if (!access) throw new Error('useViewerAccess must be used inside the application shell');
  return access;
}

/** Whether the signed-in viewer holds the permission (shows the create, edit, delete ... buttons). */
export function useCan(permission: string): boolean {
  return useViewerAccess().permissions.includes(permission);
}
