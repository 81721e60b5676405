import { Drawer, Position } from '@blueprintjs/core';
import { Suspense, useEffect, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Outlet, useLocation } from 'react-router-dom';
import type { ShellLayout_query$key } from '../__generated__/ShellLayout_query.graphql.ts';
import type { ShellLayout_viewer$key } from '../__generated__/ShellLayout_viewer.graphql.ts';
import { useLiveCounts } from '../features/notifications/useLiveCounts.ts';
import { texts } from '../i18n/texts.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Header } from './Header.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useSidebarState } from './useSidebarState.ts';
import { ViewerAccessContext } from './ViewerAccessContext.ts';

interface ShellLayoutProps {
  viewer: ShellLayout_viewer$key;
  /** The root fields the header shows (the bell's count). */
  query: ShellLayout_query$key;
}

export function ShellLayout({ viewer: viewerKey, query: queryKey }: ShellLayoutProps) {
  const query = useFragment(
    graphql`
      fragment ShellLayout_query on Query {
        ...Header_query
      }
    `,
    queryKey,
  );
  const viewer = useFragment(
    graphql`
      fragment ShellLayout_viewer on Viewer {
        role
        isSuperAdmin
        permissions
        ...Sidebar_viewer
        ...Header_viewer
      }
    `,
    viewerKey,
  );
  const sidebar = useSidebarState();
  useLiveCounts();
  const { pathname } = useLocation();
  const { setMobileOpen } = sidebar;
  const { role, isSuperAdmin, permissions } = viewer;
  const access = useMemo(() => ({ role, isSuperAdmin, permissions }), [role, isSuperAdmin, permissions]);

  // The mobile drawer covers the screen: close it once the user has picked where to go.
  useEffect(() => setMobileOpen(false), [pathname, setMobileOpen]);

  return (
    <ViewerAccessContext.Provider value={access}>
      <div className={`app-shell${sidebar.expanded ? '' : ' app-shell--collapsed'}`}>
        {sidebar.isMobile ? (
          <Drawer
            isOpen={sidebar.mobileOpen}
            onClose={() => setMobileOpen(false)}
            position={Position.LEFT}
            size="18rem"
            className="sidebar-drawer"
          >
            <Sidebar viewer={viewer} collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        ) : (
          <Sidebar viewer={viewer} collapsed={!sidebar.expanded} onToggle={sidebar.toggle} />
        )}
        <div className="app-shell__main">
          <Header viewer={viewer} notifications={query} onOpenSidebar={sidebar.isMobile ? sidebar.toggle : undefined} />
          <main className="app-shell__content">
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<LoadingScreen label={texts.app.loadingScreen} />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </ViewerAccessContext.Provider>
  );
}
