// Issue 17: "Password dimenticata?" on GraphQL (the legacy client: POST /api/auth.php with the
// actions request_password_reset and reset_password).
import { builder } from '../../builder.ts';
import { requestPasswordReset, resetPassword } from '../../auth/password-reset.service.ts';
import { TooManyRequestsError, ValidationError } from '../../errors.ts';

builder.mutationFields((t) => ({
  requestPasswordReset: t.string({
    description:
      'E-mails a single-use link, valid 30 minutes, to the account with this e-mail in this tenant; the answer ' +
      '(the message to show) is the same whether such an account exists or not. Throttled.',
    errors: { types: [ValidationError, TooManyRequestsError] },
    args: {
      tenant: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx, args),
  }),
  resetPassword: t.boolean({
    description:
      "Sets a new password from a reset link's token (the change-password rules); every session of the user " +
      'is signed out. The token works once.',
    errors: { types: [ValidationError, TooManyRequestsError] },
    args: {
      token: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
      confirmPassword: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      await resetPassword(ctx, args);
      return true;
    },
  }),
}));
