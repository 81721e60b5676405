import { createHash, randomBytes } from 'node:crypto';
import { PLATFORM_TENANT, requireViewer, type App, type Context, type Viewer } from '../context.ts';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../errors.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import { authenticateApiKey, isApiKey } from './api-keys.service.ts';
import { readRows } from '../db/pool-reads.ts';
import { IN_FLIGHT, InFlight, LIMITS, clear, countAttempt, enterGates, refund } from './throttle.ts';

/** One message for every failed sign-in: it must not tell which of tenant, e-mail or password was wrong. */
export const LOGIN_FAILED = 'Credenziali non valide';
export const LOGIN_THROTTLED = 'Troppi tentativi di accesso. Riprova più tardi.';
export const PASSWORD_THROTTLED = 'Troppi tentativi di cambio password. Riprova più tardi.';

/** Sign-ins and password changes being checked in this process (see IN_FLIGHT). */
const signInsInFlight = new InFlight();

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface LoginInput {
  tenant: string;
  email: string;
  password: string;
}

function required(value: unknown, message: string, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ValidationError(message, field);
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function login(app: App, ip: string, input: LoginInput): Promise<{ token: string; viewer: Viewer }> {
  const tenant = required(input.tenant, "Seleziona l'azienda", 'tenant').trim().toLowerCase();
  const email = required(input.email, "Inserisci l'email", 'email').trim().toLowerCase();
  const password = required(input.password, 'Inserisci la password', 'password');
  if (!EMAIL.test(email)) throw new ValidationError('Inserisci un indirizzo email valido', 'email');
  if (tenant.length > 100 || email.length > 254 || password.length > 1024) throw new UnauthenticatedError(LOGIN_FAILED);

  const prisma = app.database.platform;
  const account = `${tenant}:${email}`;
  const keys = [
    [`login:pair:${account}:${ip}`, LIMITS.loginPerPair],
    [`login:address:${ip}`, LIMITS.loginPerAddress],
    [`login:account:${account}`, LIMITS.loginPerAccount],
  ] as const;
  // Counted before the password is checked: of any number of parallel guesses at most the limit's
  // worth is ever checked, and once over the limit the right password is refused too.
  await countAttempt(prisma, keys, LOGIN_THROTTLED);
  // Within the limit, a burst is checked one attempt at a time per account, or refused (see IN_FLIGHT).
  const release = await enterGates(
    signInsInFlight,
    [
      [`account:${account}`, IN_FLIGHT.perAccount],
      [`address:${ip}`, IN_FLIGHT.perAddress],
    ],
    LOGIN_THROTTLED,
  );
  try {
    const user = await prisma.user.findFirst({
      where: { email, archivedAt: null, tenant: { shortName: tenant, archivedAt: null } },
      include: { tenant: true },
    });
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) throw new UnauthenticatedError(LOGIN_FAILED);
    // A success is not a failure: the pair starts afresh, and the shared counters take it back.
    await Promise.all([clear(prisma, keys[0][0]), refund(prisma, keys[1][0]), refund(prisma, keys[2][0])]);
    return await openSession(app, ip, user);
  } finally {
    release();
  }
}

async function openSession(
  app: App,
  ip: string,
  user: UserRow & { tenant: { shortName: string; fullName: string } },
): Promise<{ token: string; viewer: Viewer }> {
  const prisma = app.database.platform;
  const token = randomBytes(32).toString('base64url');
  const session = await prisma.session.create({
    data: {
      tenantId: user.tenantId,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + app.config.sessionTtlHours * 3600_000),
      ip,
    },
  });
  return { token, viewer: toViewer(app, session.id, user, user.tenant) };
}

interface UserRow {
  id: number;
  tenantId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Viewer['role'];
}

function toViewer(app: App, sessionId: number, user: UserRow, tenant: { shortName: string; fullName: string }): Viewer {
  const platform = tenant.shortName === PLATFORM_TENANT;
  return {
    sessionId,
    userId: user.id,
    tenantId: user.tenantId,
    tenantShortName: tenant.shortName,
    tenantFullName: tenant.fullName,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isSuperAdmin: platform && user.role === 'admin' && user.email === app.config.superAdminEmail,
    isPlatformAdmin: platform && user.role === 'admin',
  };
}

/** The viewer for a bearer token, or null when it is unknown, revoked, expired or its user is gone. */
export async function authenticate(app: App, token: string | null): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  if (isApiKey(token)) return authenticateApiKey(app, token);
  const [row] = await readRows<SessionRow>(app.database.platform, SESSION_LOOKUP, [hashToken(token)]);
  if (!row || row.revoked || row.expiresAtMs <= Date.now() || row.archived) return null;
  return toViewer(app, row.sessionId, row, row);
}

/**
 * One statement for session, user and tenant (a findUnique with include is three): this runs on every
 * authenticated request, straight on the platform pool (db/pool-reads.ts). Nothing is written per
 * request. The expiry comes as epoch milliseconds and the rest as flags, which pg and Prisma read
 * alike; the clock that decides is the server's (Date.now), as everywhere else.
 */
const SESSION_LOOKUP = {
  name: 'app_session_lookup',
  text: `SELECT s."id" AS "sessionId", s."revokedAt" IS NOT NULL AS "revoked",
           (extract(epoch FROM s."expiresAt") * 1000)::float8 AS "expiresAtMs",
           u."id", u."tenantId", u."email", u."firstName", u."lastName", u."role"::text AS "role",
           (u."archivedAt" IS NOT NULL OR t."archivedAt" IS NOT NULL) AS "archived",
           t."shortName", t."fullName"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId" AND u."tenantId" = s."tenantId"
    JOIN "Tenant" t ON t."id" = s."tenantId"
    WHERE s."tokenHash" = $1`,
};

interface SessionRow extends UserRow {
  sessionId: number;
  revoked: boolean;
  expiresAtMs: number;
  archived: boolean;
  shortName: string;
  fullName: string;
}

export async function logout(ctx: Context): Promise<void> {
  const viewer = requireViewer(ctx);
  await ctx.app.database.platform.session.updateMany({
    where: { id: viewer.sessionId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Revokes every live session of a user (role change, deletion, password change). */
export async function revokeSessions(app: App, userId: number, exceptSessionId?: number): Promise<number> {
  const result = await app.database.platform.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return result.count;
}

export interface ChangePasswordInput {
  currentPassword?: string | null;
  newPassword?: string | null;
  /** Optional for API callers; when sent it must match. */
  confirmPassword?: string | null;
}

export const MIN_PASSWORD_LENGTH = 6;

/** The spec's rules, checked in the spec's order, with its messages. */
export function checkNewPassword(input: ChangePasswordInput): string {
  if (!input.currentPassword) throw new ValidationError('Please enter your current password', 'currentPassword');
  return checkChosenPassword(input);
}

/**
 * The new password's messages: the spec's (change password, English) and the Italian of the reset
 * page, which the sign-in screen links to and which the spec does not have.
 */
export const CHOSEN_PASSWORD_MESSAGES = {
  spec: {
    required: 'Please enter a new password',
    mismatch: 'New passwords do not match',
    tooShort: 'Password must be at least 6 characters long',
    tooLong: 'Password is too long',
  },
  italian: {
    required: 'Inserisci la nuova password',
    mismatch: 'Le due password non coincidono',
    tooShort: 'La password deve avere almeno 6 caratteri',
    tooLong: 'La password è troppo lunga',
  },
} as const;

/** The rules for the new password itself (change password, and a reset by e-mail), in the spec's order. */
export function checkChosenPassword(
  input: Pick<ChangePasswordInput, 'newPassword' | 'confirmPassword'>,
  messages: (typeof CHOSEN_PASSWORD_MESSAGES)[keyof typeof CHOSEN_PASSWORD_MESSAGES] = CHOSEN_PASSWORD_MESSAGES.spec,
): string {
  if (!input.newPassword) throw new ValidationError(messages.required, 'newPassword');
  if (
    input.confirmPassword !== undefined &&
    input.confirmPassword !== null &&
    input.confirmPassword !== input.newPassword
  ) {
    throw new ValidationError(messages.mismatch, 'confirmPassword');
  }
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) throw new ValidationError(messages.tooShort, 'newPassword');
  if (input.newPassword.length > 1024) throw new ValidationError(messages.tooLong, 'newPassword');
  return input.newPassword;
}

export async function changePassword(ctx: Context, input: ChangePasswordInput): Promise<void> {
  const viewer = requireViewer(ctx);
  // An API key acts as its creator but never holds their password.
  if (viewer.apiKeyId) throw new ForbiddenError();
  const newPassword = checkNewPassword(input);
  const prisma = ctx.app.database.platform;
  // The same limits as sign-in, per user: a stolen session must not become a password oracle.
  const key = `password:user:${viewer.userId}`;
  await countAttempt(prisma, [[key, LIMITS.passwordChangePerUser]], PASSWORD_THROTTLED);
  const release = await enterGates(
    signInsInFlight,
    [[`password:${viewer.userId}`, IN_FLIGHT.perPasswordChange]],
    PASSWORD_THROTTLED,
  );
  let passwordHash: string;
  try {
    const user = await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
    if (!(await verifyPassword(input.currentPassword ?? '', user.passwordHash))) {
      throw new ValidationError('Current password is incorrect', 'currentPassword');
    }
    await clear(prisma, key);
    passwordHash = await hashPassword(newPassword);
  } finally {
    release();
  }
  const user = { id: viewer.userId };
  // One transaction: the new hash, the other sessions revoked and the audit entry stand or fall together.
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.session.updateMany({
      where: { userId: user.id, revokedAt: null, id: { not: viewer.sessionId } },
      data: { revokedAt: new Date() },
    });
    await recordAudit(tx, ctx, { entityType: 'User', entityId: user.id, action: 'change_password', changes: {} });
  });
}
