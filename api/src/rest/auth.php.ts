import type { Viewer } from '../context.ts';
import { requestPasswordReset, resetPassword } from '../auth/password-reset.service.ts';
import { changePassword, login, logout } from '../auth/session.service.ts';
import { UnauthenticatedError, ValidationError } from '../errors.ts';
import { json, optionalString, type RestEndpoint } from './adapter.ts';

/** The session user with the server-side Italian names the legacy client reads. */
export function legacyUser(viewer: Viewer) {
  return {
    id: viewer.userId,
    email: viewer.email,
    nome: viewer.firstName,
    cognome: viewer.lastName,
    ruolo: viewer.role,
    tenant: viewer.tenantShortName,
    tenant_name: viewer.tenantFullName,
    is_super_admin: viewer.isSuperAdmin,
  };
}

export const authEndpoint: RestEndpoint = {
  async GET(_req, ctx) {
    if (!ctx.viewer) throw new UnauthenticatedError('Sessione non valida o scaduta');
    return json({ success: true, user: legacyUser(ctx.viewer) });
  },

  async POST(req, ctx) {
    const action = optionalString(req.body, 'action');
    if (action === 'logout') {
      await logout(ctx);
      return json({ success: true });
    }
    if (action === 'change_password') {
      await changePassword(ctx, {
        currentPassword: optionalString(req.body, 'currentPassword') ?? null,
        newPassword: optionalString(req.body, 'newPassword') ?? null,
        confirmPassword: optionalString(req.body, 'confirmPassword') ?? null,
      });
      return json({ success: true });
    }
    // Issue 17: "Password dimenticata?" — the same answer whether the account exists or not.
    if (action === 'request_password_reset') {
      const message = await requestPasswordReset(ctx, {
        tenant: optionalString(req.body, 'tenant') ?? '',
        email: optionalString(req.body, 'email') ?? '',
      });
      return json({ success: true, message });
    }
    if (action === 'reset_password') {
      await resetPassword(ctx, {
        token: optionalString(req.body, 'token') ?? null,
        newPassword: optionalString(req.body, 'newPassword') ?? null,
        confirmPassword: optionalString(req.body, 'confirmPassword') ?? null,
      });
      return json({ success: true });
    }
    if (action !== undefined) throw new ValidationError(`Unknown action: ${action.slice(0, 40)}`, 'action');
    const result = await login(ctx.app, ctx.ip, {
      tenant: optionalString(req.body, 'tenant') ?? '',
      email: optionalString(req.body, 'email') ?? '',
      password: optionalString(req.body, 'password') ?? '',
    });
    return json({ success: true, user: legacyUser(result.viewer), token: result.token });
  },
};
