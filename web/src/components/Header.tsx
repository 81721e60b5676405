import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Header_viewer$key } from '../__generated__/Header_viewer.graphql.ts';
import type { Header_query$key } from '../__generated__/Header_query.graphql.ts';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { UserGuideDialog } from '../features/auth/UserGuideDialog.tsx';
import { texts } from '../i18n/texts.ts';
import { UserMenu } from './UserMenu.tsx';

interface HeaderProps {
  viewer: Header_viewer$key;
  notifications: Header_query$key;
  /** Set on small screens, where the sidebar is a drawer opened from the header. */
  onOpenSidebar?: () => void;
}

export function Header({ viewer, notifications, onOpenSidebar }: HeaderProps) {
  const data = useFragment(
    graphql`
      fragment Header_viewer on Viewer {
        tenant {
          fullName
        }
        ...UserMenu_viewer
      }
    `,
    viewer,
  );
  const rootFields = useFragment(
    graphql`
      fragment Header_query on Query {
        ...NotificationBell_query
      }
    `,
    notifications,
  );
  const [guideOpen, setGuideOpen] = useState(false);

  return (
    <Navbar className="app-header" role="banner">
      <NavbarGroup align={Alignment.START} className="app-header__start">
        {onOpenSidebar && (
          <Button variant="minimal" icon="menu" aria-label={texts.nav.openMenu} onClick={onOpenSidebar} />
        )}
        <NavbarHeading className="app-header__title">{texts.app.headerTitle}</NavbarHeading>
        <span className="app-header__tenant">{data.tenant.fullName.trim() || texts.app.defaultTenantName}</span>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="app-header__end">
        <NotificationBell query={rootFields} />
        <Button
          variant="minimal"
          icon="manual"
          text={<span className="app-header__guide-label">{texts.header.userGuide}</span>}
          aria-label={texts.header.userGuide}
          onClick={() => setGuideOpen(true)}
        />
        <NavbarDivider />
        <UserMenu viewer={data} />
      </NavbarGroup>
      <UserGuideDialog isOpen={guideOpen} onClose={() => setGuideOpen(false)} />
    </Navbar>
  );
}
