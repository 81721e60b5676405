import { Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

interface ButtonLinkProps {
  to: string;
  text: string;
  icon?: IconName;
  intent?: Intent;
}

/**
 * A link styled as a Blueprint button. Blueprint's AnchorButton announces itself as a button;
 * this stays a link for assistive technology and opens in a new tab like any link.
 */
export function ButtonLink({ to, text, icon, intent = 'none' }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${Classes.BUTTON} ${Classes.intentClass(intent) ?? ''}`.trim()}>
      {icon && <Icon icon={icon} />}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
