import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { App, Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import { appUrl, emailEnabled, enqueueEmail } from '../modules/email/email-channel.ts';
import { passwordResetMail, RESET_VALID_MINUTES } from '../modules/email/templates.ts';
import { hashPassword } from './password.ts';
import { CHOSEN_PASSWORD_MESSAGES, checkChosenPassword, hashToken } from './session.service.ts';
import { LIMITS, countAttempt } from './throttle.ts';

/** The one answer to every reset request, whether the address exists or not. */
export const RESET_REQUESTED =
  "Se l'indirizzo appartiene a un account, riceverai a breve un'e-mail con il link per reimpostare la password.";
export const RESET_THROTTLED = 'Troppe richieste di reimpostazione della password. Riprova più tardi.';
export const RESET_LINK_INVALID = 'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.';

/**
 * Every request answers after at least this long: an address that exists costs a token, an outbox row
 * and an audit entry more than one that does not, and the answer must not tell them apart by time.
 */
const RESET_ANSWER_FLOOR_MS = 250;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ResetRequestInput {
  tenant: string;
  email: string;
}

function requiredText(value: unknown, message: string, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ValidationError(message, field);
  return value.trim().toLowerCase();
}

/**
 * "Password dimenticata?": e-mails a single-use link valid 30 minutes to the account's address, if
 * there is such an account, and says the same either way. Throttled per account and per address
 * like sign-in (the same database counters). Only the token's SHA-256 is stored.
 */
export async function requestPasswordReset(ctx: Context, input: ResetRequestInput): Promise<string> {
  const tenant = requiredText(input.tenant, "Seleziona l'azienda", 'tenant');
  const email = requiredText(input.email, "Inserisci l'email", 'email');
  if (!EMAIL.test(email) || email.length > 254)
    throw new ValidationError('Inserisci un indirizzo email valido', 'email');
  if (tenant.length > 100) throw new ValidationError("Seleziona l'azienda", 'tenant');
  const app = ctx.app;
  const prisma = app.database.platform;
  await countAttempt(
    prisma,
    [
      [`reset:account:${tenant}:${email}`, LIMITS.passwordResetPerAccount],
      [`reset:address:${ctx.ip}`, LIMITS.passwordResetPerAddress],
    ],
    RESET_THROTTLED,
  );
  const started = Date.now();
  // Made whether or not the account exists: the same work either way, up to the database.
  const token = randomBytes(32).toString('base64url');
  const user = await prisma.user.findFirst({
    where: { email, archivedAt: null, tenant: { shortName: tenant, archivedAt: null } },
    select: { id: true, tenantId: true, email: true, firstName: true },
  });
  if (user && emailEnabled(app)) {
    await prisma.$transaction(async (tx) => {
      const row = await tx.passwordResetToken.create({
        data: {
          tenantId: user.tenantId,
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_VALID_MINUTES * 60_000),
          ip: ctx.ip,
        },
      });
      await enqueueEmail(tx, {
        tenantId: user.tenantId,
        dedupeKey: `password-reset:${row.id}`,
        to: user.email,
        mail: passwordResetMail(user.firstName, appUrl(app, `/reset-password?token=${encodeURIComponent(token)}`)),
      });
      await recordAudit(tx, ctx, {
        tenantId: user.tenantId,
        entityType: 'User',
        entityId: user.id,
        action: 'password_reset_requested',
        changes: {},
      });
    });
  }
  const left = RESET_ANSWER_FLOOR_MS - (Date.now() - started);
  if (left > 0) await sleep(left);
  return RESET_REQUESTED;
}

export interface ResetPasswordInput {
  token?: string | null;
  newPassword?: string | null;
  confirmPassword?: string | null;
}

/**
 * Sets the password from a reset link: the change-password rules (in Italian, like the page), the token used up in
 * the same transaction (two tabs racing: one wins), every session of the user revoked, other open
 * links cancelled, audited.
 */
export async function resetPassword(ctx: Context, input: ResetPasswordInput): Promise<void> {
  const newPassword = checkChosenPassword(input, CHOSEN_PASSWORD_MESSAGES.italian);
  const token = input.token ?? '';
  if (token === '' || token.length > 200) throw new ValidationError(RESET_LINK_INVALID, 'token');
  const prisma = ctx.app.database.platform;
  await countAttempt(
    prisma,
    [[`reset-confirm:address:${ctx.ip}`, LIMITS.passwordResetConfirmPerAddress]],
    RESET_THROTTLED,
  );
  const found = await prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { archivedAt: true } } },
  });
  if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now() || found.user.archivedAt) {
    throw new ValidationError(RESET_LINK_INVALID, 'token');
  }
  const passwordHash = await hashPassword(newPassword);
  await prisma.$transaction(async (tx) => {
    const now = new Date();
    // Compare-and-set: of two uses racing, one finds the token already used.
    const used = await tx.passwordResetToken.updateMany({
      where: { id: found.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (used.count !== 1) throw new ValidationError(RESET_LINK_INVALID, 'token');
    await tx.user.update({ where: { id: found.userId }, data: { passwordHash } });
    await tx.session.updateMany({ where: { userId: found.userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.passwordResetToken.updateMany({
      where: { userId: found.userId, usedAt: null },
      data: { usedAt: now },
    });
    await recordAudit(tx, ctx, {
      tenantId: found.tenantId,
      entityType: 'User',
      entityId: found.userId,
      action: 'password_reset',
      changes: {},
    });
  });
}

/** Whether the server can send e-mail at all (the sign-in screen offers "Password dimenticata?" only then). */
export function passwordResetAvailable(app: App): boolean {
  return emailEnabled(app);
}
