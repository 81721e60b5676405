import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveCountsSubscription } from '../../__generated__/useLiveCountsSubscription.graphql.ts';

const subscription = graphql`
  subscription useLiveCountsSubscription {
    liveCounts {
      unreadNotifications
      approvalInbox
    }
  }
`;

/**
 * The live counts (issue 17 point 4): the server pushes the bell's unread count and the "Da approvare"
 * count whenever they change, whichever server process made the change. They are written onto the
 * store's fields the screens read (root `unreadNotificationCount` for the bell, the viewer's
 * `approvalInboxCount` for the sidebar badge), so the bell and the badge re-render without a refresh. Mounted once, by the shell.
 */
export function useLiveCounts(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useLiveCountsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const counts = data?.liveCounts;
        if (!counts) return;
        const root = store.getRoot();
        root.setValue(counts.unreadNotifications, 'unreadNotificationCount');
        if (counts.approvalInbox === null) return;
        // The sidebar's badge reads the viewer's own field (Sidebar_viewer); nothing reads a root one.
        root.getLinkedRecord('viewer')?.setValue(counts.approvalInbox, 'approvalInboxCount');
      },
    }),
    [],
  );
  useSubscription(config);
}
