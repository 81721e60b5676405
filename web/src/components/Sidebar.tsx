import { Button, Classes, Icon } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { Sidebar_viewer$key } from '../__generated__/Sidebar_viewer.graphql.ts';
import { texts } from '../i18n/texts.ts';
import { navEntries } from '../routes.ts';
import { SidebarGroup } from './SidebarGroup.tsx';

interface SidebarProps {
  viewer: Sidebar_viewer$key;
  collapsed: boolean;
  /** Absent in the mobile drawer, which closes instead of collapsing. */
  onToggle?: () => void;
  onNavigate?: () => void;
}

export function Sidebar({ viewer, collapsed, onToggle, onNavigate }: SidebarProps) {
  const data = useFragment(
    graphql`
      fragment Sidebar_viewer on Viewer {
        role
        isSuperAdmin
        approvalInboxCount
        tenant {
          fullName
        }
      }
    `,
    viewer,
  );
  const access = { role: data.role, isSuperAdmin: data.isSuperAdmin };
  // The inbox entry carries the count of what awaits the viewer (issue 17).
  const menu = navEntries('menu', access).map((entry) =>
    entry.id === 'inbox' ? { ...entry, badge: data.approvalInboxCount ?? undefined } : entry,
  );
  const admin = navEntries('admin', access);
  const tenantName = (data.tenant.fullName.trim() || texts.app.defaultTenantName).toUpperCase();

  return (
    <nav aria-label={texts.nav.label} className={`${Classes.DARK} sidebar${collapsed ? ' sidebar--collapsed' : ''}`}>
      <div className="sidebar__brand" title={collapsed ? `${texts.app.sidebarTitle} · ${tenantName}` : undefined}>
        <span className="sidebar__logo" aria-hidden>
          <Icon icon="euro" />
        </span>
        {!collapsed && (
          <div className="sidebar__brand-text">
            <div className="sidebar__title">{texts.app.sidebarTitle}</div>
            <div className="sidebar__tenant">{tenantName}</div>
          </div>
        )}
      </div>
      <div className="sidebar__groups">
        <SidebarGroup title={texts.nav.menu} entries={menu} collapsed={collapsed} onNavigate={onNavigate} />
        {admin.length > 0 && (
          <SidebarGroup
            title={texts.nav.administration}
            entries={admin}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        )}
      </div>
      {onToggle && (
        <div className="sidebar__footer">
          <Button
            variant="minimal"
            fill={!collapsed}
            alignText="start"
            icon={collapsed ? 'double-chevron-right' : 'double-chevron-left'}
            text={collapsed ? undefined : texts.nav.collapse}
            endIcon={collapsed ? undefined : <span className="sidebar__shortcut">{texts.nav.shortcut}</span>}
            aria-label={collapsed ? texts.nav.expand : texts.nav.collapse}
            title={`${collapsed ? texts.nav.expand : texts.nav.collapse} (${texts.nav.shortcut})`}
            onClick={onToggle}
          />
        </div>
      )}
    </nav>
  );
}
