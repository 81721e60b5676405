// Issue 17: e-mail on GraphQL — the viewer's notification preference, and whether this server sends
// e-mail at all (SMTP_URL set).
import { builder } from '../../builder.ts';
import { ViewerRef } from '../auth/auth.schema.ts';
import { commonErrors } from '../common/errors.schema.ts';
import { emailEnabled } from './email-channel.ts';
import { EMAIL_MODES, getEmailNotifications, setEmailNotifications } from './email-preferences.service.ts';

export const EmailNotificationModeEnum = builder.enumType('EmailNotificationMode', {
  values: {
    immediately: { description: 'One e-mail per notification, as it happens (the default).' },
    daily_digest: { description: "One e-mail a day (from 07:00, Europe/Rome) with the day's notifications." },
    off: { description: 'No e-mail; notifications stay in the app.' },
  } satisfies Record<(typeof EMAIL_MODES)[number], unknown>,
});

builder.objectField(ViewerRef, 'emailNotifications', (t) =>
  t.field({
    type: EmailNotificationModeEnum,
    // Nullable: a caller refused it (an API key, which has no person to mail) keeps the rest of its viewer.
    nullable: true,
    description: 'How the viewer hears of notifications by e-mail; null for an API key.',
    authScopes: { can: 'account.emailNotifications' },
    resolve: (_viewer, _args, ctx) => getEmailNotifications(ctx),
  }),
);

builder.queryField('emailEnabled', (t) =>
  t.boolean({
    description: 'This server sends e-mail (SMTP configured): notifications by e-mail and password reset.',
    resolve: (_root, _args, ctx) => emailEnabled(ctx.app),
  }),
);

builder.mutationField('setEmailNotifications', (t) =>
  t.field({
    type: EmailNotificationModeEnum,
    description: "Sets the viewer's own e-mail notification preference; audited.",
    errors: { types: commonErrors },
    authScopes: { can: 'account.emailNotifications' },
    args: { mode: t.arg({ type: EmailNotificationModeEnum, required: true }) },
    resolve: (_root, args, ctx) => setEmailNotifications(ctx, args.mode),
  }),
);
