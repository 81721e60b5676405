import { Classes, Icon, Tooltip, type IconName } from '@blueprintjs/core';
import { NavLink, useMatch } from 'react-router-dom';

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: IconName;
  /** Icon only, with the label in a tooltip and as the accessible name. */
  collapsed: boolean;
  onNavigate?: () => void;
}

/** A router link drawn as a Blueprint menu item; the active screen is highlighted. */
export function SidebarLink({ to, label, icon, collapsed, onNavigate }: SidebarLinkProps) {
  // The dashboard is the index route: matched loosely it would stay highlighted everywhere.
  const end = to === '/';
  const active = useMatch({ path: to, end }) !== null;
  // A plain class string, not NavLink's function form: the Tooltip clones its child and would drop it.
  const className = [Classes.MENU_ITEM, 'sidebar-link', active && `${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}`]
    .filter(Boolean)
    .join(' ');
  const link = (
    <NavLink to={to} end={end} aria-label={label} onClick={onNavigate} className={className}>
      <Icon icon={icon} className="sidebar-link__icon" />
      {!collapsed && <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{label}</span>}
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip content={label} placement="right" compact fill hoverOpenDelay={200}>
      {link}
    </Tooltip>
  );
}
