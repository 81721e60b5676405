import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

interface IconLinkProps {
  to: string;
  icon: IconName;
  label: string;
}

/** A table action that navigates: a real link styled as a minimal icon button. */
export function IconLink({ to, icon, label }: IconLinkProps) {
  return (
    <Link to={to} className={`${Classes.BUTTON} ${Classes.MINIMAL}`} aria-label={label} title={label}>
      <Icon icon={icon} />
    </Link>
  );
}
