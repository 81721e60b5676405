import { Button, Icon } from '@blueprintjs/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { NotificationListQuery } from '../../__generated__/NotificationListQuery.graphql.ts';
import { formatDateTime } from '../../shared/dates.ts';
import { showOutcome } from './showOutcome.ts';
import { notificationTexts as texts } from './texts.ts';
import { useMarkNotificationsReadMutation } from './useMarkNotificationsReadMutation.ts';

interface NotificationListProps {
  /** Called when a notification has been opened (the popover closes). */
  onNavigate: () => void;
}

/** The newest notifications, read fresh each time the bell opens; a click marks one read and opens its document. */
export function NotificationList({ onNavigate }: NotificationListProps) {
  const data = useLazyLoadQuery<NotificationListQuery>(
    graphql`
      query NotificationListQuery {
        unreadNotificationCount
        notifications(first: 20) {
          edges {
            node {
              id
              title
              body
              link
              read
              createdAt
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const [markRead, busy] = useMarkNotificationsReadMutation();
  const navigate = useNavigate();
  const rows = data.notifications.edges.map((edge) => edge.node);

  const open = (row: (typeof rows)[number]) => {
    if (!row.read) void markRead({ ids: [row.id] }).then(showOutcome);
    onNavigate();
    navigate(row.link);
  };

  return (
    <section className="notification-list" aria-label={texts.title}>
      <header className="notification-list__header">
        <strong>{texts.title}</strong>
        {(data.unreadNotificationCount ?? 0) > 0 && (
          <Button
            variant="minimal"
            size="small"
            text={texts.markAllRead}
            loading={busy}
            onClick={() => void markRead({ all: true }).then(showOutcome)}
          />
        )}
      </header>
      {rows.length === 0 ? (
        <p className="notification-list__empty">{texts.empty}</p>
      ) : (
        <ul className="notification-list__items">
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className={`notification-item${row.read ? '' : ' notification-item--unread'}`}
                onClick={() => open(row)}
              >
                {!row.read && (
                  <Icon icon="dot" intent="primary" title={texts.unread} className="notification-item__dot" />
                )}
                <span className="notification-item__text">
                  <span className="notification-item__title">{row.title}</span>
                  {row.body && <span className="notification-item__body">{row.body}</span>}
                  <time className="notification-item__time" dateTime={String(row.createdAt)}>
                    {formatDateTime(String(row.createdAt))}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
