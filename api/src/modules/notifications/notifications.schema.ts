// In-app notifications on GraphQL (issue 17 point 4): the list, the unread count, mark read, and the
// live counts (a subscription over SSE).
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { parseId } from '../../shared/ids.ts';
import { listQuery } from '../../shared/list-connection.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { liveCounts, type LiveCounts } from './live-counts.ts';
import { markNotificationsRead, notificationRows, unreadNotificationCount } from './notifications.service.ts';

const NotificationNode = builder.prismaNode('Notification', {
  description: 'A notification of the signed-in user (the bell). Titles and bodies are Italian.',
  id: { field: 'id' },
  // One's own only: another user's id finds nothing, in the same tenant too.
  findUnique: (id: string, ctx: Context) => ({
    id: Number(id),
    tenantId: ctx.viewer?.tenantId ?? -1,
    userId: ctx.viewer?.userId ?? -1,
  }),
  nullable: true,
  authScopes: { can: 'notification.view' },
  fields: (t) => ({
    kind: t.exposeString('kind', {
      description:
        'approval_needed, approved, rejected, order_received, payment_run_confirmed, einvoice_import_finished.',
    }),
    documentType: t.exposeString('documentType', {
      description: 'offer, invoice, contract, order, payment_run, einvoice_import.',
    }),
    documentId: t.exposeInt('documentId', { description: 'The row id of the document (0 for an import batch).' }),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'May be empty; a rejection carries its reason here.' }),
    link: t.exposeString('link', { description: "The document's path in the web app, without the base path." }),
    read: t.boolean({ resolve: (row) => row.readAt !== null }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

listQuery('notifications', {
  type: 'Notification',
  description: 'Your own notifications, newest first.',
  can: 'notification.view',
  args: (arg) => ({ unreadOnly: arg.boolean({ description: 'Only the unread ones.' }) }),
  ...notificationRows,
});

builder.queryFields((t) => ({
  unreadNotificationCount: t.int({
    description: 'How many of your notifications are unread (the bell). Null, with an error, when signed out.',
    authScopes: { can: 'notification.view' },
    // Nullable: the app shell asks for it beside `viewer`; signed out (an expired session, an old
    // e-mailed link) the refusal must null this field only, so the shell still gets `viewer: null` and
    // sends the visitor to sign in, instead of the whole answer failing into the error screen.
    nullable: true,
    resolve: (_root, _args, ctx) => unreadNotificationCount(ctx),
  }),
}));

const MarkReadInput = builder.inputType('MarkNotificationsReadInput', {
  fields: (t) => ({
    ids: t.idList({ description: 'Notifications to mark read (global or row ids); ignored with all.' }),
    all: t.boolean({ description: 'Mark every unread notification of yours read.' }),
  }),
});

const MarkReadPayload = builder
  .objectRef<{ notifications: { id: number }[]; unreadCount: number }>('MarkNotificationsReadPayload')
  .implement({
    fields: (t) => ({
      notifications: t.field({
        type: [NotificationNode],
        description: 'The notifications this call marked read.',
        resolve: (payload) => payload.notifications as never,
      }),
      unreadCount: t.exposeInt('unreadCount', { description: 'Your unread notifications after the call.' }),
    }),
  });

builder.mutationFields((t) => ({
  markNotificationsRead: inputMutation(t, {
    can: 'notification.view',
    payload: MarkReadPayload,
    description: 'Marks your notifications read: the given ids, or all. Other users’ ids are ignored.',
    input: MarkReadInput,
    resolve: (ctx, input) =>
      markNotificationsRead(ctx, {
        ids: input.ids?.map((id) => parseId(id, 'Notification', 'ids')),
        all: input.all,
      }),
  }),
}));

const LiveCountsRef = builder.objectRef<LiveCounts>('LiveCounts').implement({
  description: 'The counts the top bar and the sidebar show.',
  fields: (t) => ({
    unreadNotifications: t.exposeInt('unreadNotifications'),
    approvalInbox: t.exposeInt('approvalInbox', {
      nullable: true,
      description: '"Da approvare": null for whoever takes no approval step.',
    }),
  }),
});

builder.subscriptionFields((t) => ({
  liveCounts: t.field({
    type: LiveCountsRef,
    description:
      'Your unread notifications and approvals inbox counts: now, then whenever they change (any server process), over SSE.',
    authScopes: { can: 'notification.view' },
    subscribe: (_root, _args, ctx) => liveCounts(ctx),
    resolve: (counts) => counts,
  }),
}));
