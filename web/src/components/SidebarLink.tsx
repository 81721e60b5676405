import { Classes, Icon, Tooltip, type IconName } from '@blueprintjs/core';
import { useId } from 'react';
import { NavLink, useMatch } from 'react-router-dom';

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: IconName;
  /** Icon only, with the label in a tooltip and as the accessible name. */
  collapsed: boolean;
  onNavigate?: () => void;
  /** A count beside the label (the inbox's items); part of the accessible name. */
  badge?: number;
}

/** A router link drawn as a Blueprint menu item; the active screen is highlighted. */
export function SidebarLink({ to, label, icon, collapsed, onNavigate, badge }: SidebarLinkProps) {
  // The dashboard is the index route: matched loosely it would stay highlighted everywhere.
  const end = to === '/';
  const active = useMatch({ path: to, end }) !== null;
  // A plain class string, not NavLink's function form: the Tooltip clones its child and would drop it.
  const className = [Classes.MENU_ITEM, 'sidebar-link', active && `${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}`]
    .filter(Boolean)
    .join(' ');
  const badgeId = useId();
  const shown = badge !== undefined && badge > 0;
  // The name stays the label (tests and assistive tech find the entry by it); the count describes it.
  const name = shown ? `${label} (${badge})` : label;
  const link = (
    <NavLink
      to={to}
      end={end}
      aria-label={label}
      aria-describedby={shown ? badgeId : undefined}
      onClick={onNavigate}
      className={className}
    >
      <Icon icon={icon} className="sidebar-link__icon" />
      {!collapsed && <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{label}</span>}
      {shown && (
        <span id={badgeId} className={`sidebar-link__badge${collapsed ? ' sidebar-link__badge--dot' : ''}`}>
          {badge}
        </span>
      )}
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip content={name} placement="right" compact fill hoverOpenDelay={200}>
      {link}
    </Tooltip>
  );
}
