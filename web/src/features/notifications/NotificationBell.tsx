import { Button, Popover } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NotificationBell_query$key } from '../../__generated__/NotificationBell_query.graphql.ts';
import { NotificationList } from './NotificationList.tsx';
import { notificationTexts as texts } from './texts.ts';
import './notifications.css';

interface NotificationBellProps {
  query: NotificationBell_query$key;
}

/** The top bar's bell: the unread count (kept live by useLiveCounts) and, on click, the list. */
export function NotificationBell({ query }: NotificationBellProps) {
  const { unreadNotificationCount } = useFragment(
    graphql`
      fragment NotificationBell_query on Query {
        unreadNotificationCount
      }
    `,
    query,
  );
  const unread = unreadNotificationCount ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <Popover
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-end"
      popoverClassName="notification-popover"
      content={
        open ? (
          <Suspense fallback={<div className="notification-list__empty">{texts.loading}</div>}>
            <NotificationList onNavigate={() => setOpen(false)} />
          </Suspense>
        ) : (
          <span />
        )
      }
    >
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={unread > 0 ? texts.bellWithCount(unread) : texts.bell}
        data-testid="notification-bell"
      >
        {unread > 0 && (
          <span className="notification-bell__count" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
    </Popover>
  );
}
