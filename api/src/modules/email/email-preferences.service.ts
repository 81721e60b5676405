import { assertAllowed, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ValidationError } from '../../errors.ts';
import type { EmailNotificationMode } from '../../generated/prisma/enums.ts';
import { recordAudit } from '../audit/audit.service.ts';

export const EMAIL_MODES: readonly EmailNotificationMode[] = ['immediately', 'daily_digest', 'off'];

export async function getEmailNotifications(ctx: Context): Promise<EmailNotificationMode> {
  const viewer = assertAllowed(ctx, 'account.emailNotifications');
  const user = await ctx.db.user.findUniqueOrThrow({
    where: { id: viewer.userId },
    select: { emailNotifications: true },
  });
  return user.emailNotifications;
}

/** The viewer's own preference only; audited like any change to a user. */
export async function setEmailNotifications(ctx: Context, mode: string): Promise<EmailNotificationMode> {
  const viewer = assertAllowed(ctx, 'account.emailNotifications');
  if (!(EMAIL_MODES as readonly string[]).includes(mode)) {
    throw new ValidationError('Scegli una preferenza valida per le notifiche e-mail', 'mode');
  }
  const next = mode as EmailNotificationMode;
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const before = await tx.user.findUniqueOrThrow({
      where: { id: viewer.userId },
      select: { emailNotifications: true },
    });
    if (before.emailNotifications === next) return next;
    await tx.user.update({ where: { id: viewer.userId }, data: { emailNotifications: next } });
    await recordAudit(tx, ctx, {
      entityType: 'User',
      entityId: viewer.userId,
      action: 'update',
      changes: { emailNotifications: [before.emailNotifications, next] },
    });
    return next;
  });
}
