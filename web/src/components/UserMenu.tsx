import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql.ts';
import { clearToken } from '../features/auth/authToken.ts';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog.tsx';
import { EmailNotificationsDialog } from '../features/auth/EmailNotificationsDialog.tsx';
import { emailNotificationTexts } from '../features/auth/texts.ts';
import { useLogoutMutation } from '../features/auth/useLogoutMutation.ts';
import { texts } from '../i18n/texts.ts';
import { UserBadge } from './UserBadge.tsx';

interface UserMenuProps {
  viewer: UserMenu_viewer$key;
}

/** The signed-in user's name and role, opening a menu with Change Password, Notifiche e-mail and Logout. */
export function UserMenu({ viewer }: UserMenuProps) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        roleLabel
        user {
          firstName
          lastName
        }
      }
    `,
    viewer,
  );
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [logout, loggingOut] = useLogoutMutation();
  const navigate = useNavigate();

  async function onLogout(): Promise<void> {
    // Signing out locally must not depend on the server answering: the token goes either way.
    await logout().catch(() => undefined);
    clearToken();
    navigate('/login', { replace: true });
  }

  const name = `${data.user.firstName} ${data.user.lastName}`.trim();
  const menu = (
    <Menu aria-label={texts.header.userMenu}>
      <MenuItem icon="key" text={texts.header.changePassword} onClick={() => setPasswordOpen(true)} />
      <MenuItem icon="envelope" text={emailNotificationTexts.menuItem} onClick={() => setEmailOpen(true)} />
      <MenuDivider />
      <MenuItem icon="log-out" intent="danger" text={texts.header.logout} disabled={loggingOut} onClick={onLogout} />
    </Menu>
  );

  return (
    <>
      <Popover content={menu} placement="bottom-end" minimal>
        <Button variant="minimal" endIcon="caret-down" aria-label={`${texts.header.userMenu}: ${name}`}>
          <UserBadge name={name} roleLabel={data.roleLabel} />
        </Button>
      </Popover>
      <ChangePasswordDialog isOpen={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <EmailNotificationsDialog isOpen={emailOpen} onClose={() => setEmailOpen(false)} />
    </>
  );
}
