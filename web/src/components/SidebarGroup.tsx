import { Classes, type IconName } from '@blueprintjs/core';
import { SidebarLink } from './SidebarLink.tsx';

interface SidebarGroupProps {
  title: string;
  entries: ReadonlyArray<{ id: string; to: string; label: string; icon: IconName; badge?: number }>;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SidebarGroup({ title, entries, collapsed, onNavigate }: SidebarGroupProps) {
  return (
    <section className="sidebar-group" aria-label={title}>
      {collapsed ? <hr className="sidebar-group__rule" /> : <h2 className="sidebar-group__title">{title}</h2>}
      <ul className={`${Classes.MENU} sidebar-group__list`}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <SidebarLink
              to={entry.to}
              label={entry.label}
              icon={entry.icon}
              badge={entry.badge}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
