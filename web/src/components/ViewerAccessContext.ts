import { createContext, useContext } from 'react';
import type { ViewerAccess } from '../routes.ts';

/** Role and super-admin flag of the signed-in viewer, provided by the shell for the route guards. */
export const ViewerAccessContext = createContext<ViewerAccess | null>(null);

export function useViewerAccess(): ViewerAccess {
  const access = useContext(ViewerAccessContext);
  if (!access) throw new Error('useViewerAccess must be used inside the application shell');
  return access;
}
