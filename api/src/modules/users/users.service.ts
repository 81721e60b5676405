import { sinceWhere, type UpdatedSince } from '../../shared/reads.ts';
import { can } from '../../auth/permissions.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeSessions } from '../../auth/session.service.ts';
import { assertAllowed, tenantFilter, type Context, type Viewer } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { searchAny, withUniqueMessage } from '../common/master-data.ts';
import { USER_MESSAGES, isPrincipal, maySetPassword, parseUser, type UserInput } from './users.rules.ts';

export interface UserFilter {
  search?: string | null;
  /** A tenant short name ('all' or empty: every tenant), for the platform admin's selector. */
  tenant?: string | null;
}

type Query = { include?: Prisma.UserInclude; select?: Prisma.UserSelect } & Prisma.UserFindManyArgs;

/**
 * Admins see their own tenant's users under row-level security. A platform admin (tenant 'admin')
 * sees every tenant's users: that read deliberately uses the platform connection (app.scope = platform), and only after the
 * user.manageAllTenants check.
 */
export function scopedUsers(ctx: Context, filter: UserFilter) {
  const viewer = assertAllowed(ctx, 'user.manage');
  const base: Prisma.UserWhereInput = {
    archivedAt: null,
    ...searchAny(['email', 'firstName', 'lastName'], filter.search),
  };
  if (can(viewer, 'user.manageAllTenants')) {
    assertAllowed(ctx, 'user.manageAllTenants');
    const tenant = filter.tenant?.trim().toLowerCase();
    const byTenant: Prisma.UserWhereInput = tenant && tenant !== 'all' ? { tenant: { shortName: tenant } } : {};
    const where: Prisma.UserWhereInput = { AND: [base, byTenant] };
    return { owner: true, where };
  }
  const where: Prisma.UserWhereInput = { AND: [base, tenantFilter(viewer)] };
  return { owner: false, where };
}

export function listUsers(ctx: Context, filter: UserFilter & UpdatedSince, query: Query = {}) {
  const { owner, where: scoped } = scopedUsers(ctx, filter);
  const where = sinceWhere(scoped, filter);
  const args = {
    ...query,
    where,
    orderBy: query.orderBy ?? [{ lastName: 'asc' as const }, { firstName: 'asc' as const }, { id: 'asc' as const }],
  };
  return owner ? ctx.app.database.platform.user.findMany(args) : ctx.db.user.findMany(args);
}

export function countUsers(ctx: Context, filter: UserFilter & UpdatedSince): Promise<number> {
  const { owner, where: scoped } = scopedUsers(ctx, filter);
  const where = sinceWhere(scoped, filter);
  return owner ? ctx.app.database.platform.user.count({ where }) : ctx.db.user.count({ where });
}

/** A managed user re-read with the GraphQL selection (a platform admin's may live in another tenant). */
export function reloadUser(ctx: Context, id: number, query: Pick<Query, 'include' | 'select'> = {}) {
  const viewer = assertAllowed(ctx, 'user.manage');
  if (can(viewer, 'user.manageAllTenants')) {
    assertAllowed(ctx, 'user.manageAllTenants');
    return ctx.app.database.platform.user.findUniqueOrThrow({ ...query, where: { id } });
  }
  return ctx.db.user.findFirstOrThrow({ ...query, where: { id, ...tenantFilter(viewer) } });
}

/** The tenant a new user goes to: the admin's own, or (platform admins only) the named one. */
async function targetTenant(ctx: Context, viewer: Viewer, tenant: unknown): Promise<{ id: number; shortName: string }> {
  const shortName = typeof tenant === 'string' ? tenant.trim().toLowerCase() : '';
  if (!shortName || shortName === viewer.tenantShortName)
    return { id: viewer.tenantId, shortName: viewer.tenantShortName };
  assertAllowed(ctx, 'user.manageAllTenants');
  const row = await ctx.app.database.platform.tenant.findFirst({
    where: { shortName, archivedAt: null },
    select: { id: true, shortName: true },
  });
  if (!row) throw new NotFoundError(USER_MESSAGES.tenantNotFound);
  return row;
}

/** A live user the viewer may manage, with its tenant's short name; other tenants' users are not found. */
async function findManagedUser(ctx: Context, viewer: Viewer, id: number) {
  const include = { tenant: { select: { shortName: true } } } as const;
  if (can(viewer, 'user.manageAllTenants')) {
    assertAllowed(ctx, 'user.manageAllTenants');
    const user = await ctx.app.database.platform.user.findFirst({ where: { id, archivedAt: null }, include });
    if (user) return user;
  } else {
    const user = await ctx.db.user.findFirst({ where: { id, archivedAt: null, ...tenantFilter(viewer) }, include });
    if (user) return user;
  }
  throw new NotFoundError(USER_MESSAGES.notFound);
}

/** Locks the tenant's admins and refuses when none would remain (nobody could manage its users). */
async function assertAnotherAdmin(tx: TxClient, tenantId: number, userId: number): Promise<void> {
  const admins = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "User" WHERE "tenantId" = ${tenantId} AND role = 'admin' AND "archivedAt" IS NULL FOR UPDATE`;
  if (!admins.some((a) => a.id !== userId)) throw new ConflictError(USER_MESSAGES.lastAdmin);
}

export async function createUser(ctx: Context, input: UserInput) {
  const viewer = assertAllowed(ctx, 'user.manage');
  const data = parseUser(input, true);
  const tenant = await targetTenant(ctx, viewer, input.tenant);
  // A new account comes with its initial password, and whoever knows it holds the account: across
  // tenants that is the principal admin's alone, like setting a password (maySetPassword).
  if (!maySetPassword(viewer, { tenantId: tenant.id })) throw new ForbiddenError(USER_MESSAGES.createOtherTenant);
  const passwordHash = await hashPassword(data.password!);
  const fields = { email: data.email, firstName: data.firstName, lastName: data.lastName, role: data.role };
  return withUniqueMessage(
    () =>
      inTenantTx(ctx.app.database.prisma, tenant.id, async (tx) => {
        // A deleted (archived) account with this e-mail comes back: its history stays attached to it.
        const archived = await tx.user.findFirst({
          where: { tenantId: tenant.id, email: data.email, archivedAt: { not: null } },
        });
        const user = archived
          ? await tx.user.update({ where: { id: archived.id }, data: { ...fields, passwordHash, archivedAt: null } })
          : await tx.user.create({ data: { ...fields, passwordHash, tenantId: tenant.id } });
        await recordAudit(tx, ctx, {
          tenantId: tenant.id,
          entityType: 'User',
          entityId: user.id,
          action: archived ? 'restore' : 'create',
          changes: fields,
        });
        return user;
      }),
    USER_MESSAGES.emailTaken,
    'email',
  );
}

export async function updateUser(ctx: Context, id: number, input: UserInput) {
  const viewer = assertAllowed(ctx, 'user.manage');
  const data = parseUser(input, false);
  const current = await findManagedUser(ctx, viewer, id);
  const tenantName = typeof input.tenant === 'string' ? input.tenant.trim().toLowerCase() : '';
  if (tenantName && tenantName !== current.tenant.shortName)
    throw new ValidationError(USER_MESSAGES.tenantImmutable, 'tenant');
  // Before anything is written or audited: across tenants only the principal admin sets passwords.
  if (data.password && !maySetPassword(viewer, current)) throw new ForbiddenError(USER_MESSAGES.passwordOtherTenant);
  if (isPrincipal(ctx, current, current.tenant.shortName)) {
    // Nobody else may take over the account that manages tenants, and it must stay what it is.
    if (viewer.userId !== current.id) throw new ConflictError(USER_MESSAGES.editPrincipal);
    if (data.role !== 'admin' || data.email !== current.email)
      throw new ConflictError(USER_MESSAGES.demotePrincipal, 'role');
  }
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  const fields = { email: data.email, firstName: data.firstName, lastName: data.lastName, role: data.role };
  const updated = await withUniqueMessage(
    () =>
      inTenantTx(ctx.app.database.prisma, current.tenantId, async (tx) => {
        const locked = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "User" WHERE id = ${id} AND "tenantId" = ${current.tenantId} AND "archivedAt" IS NULL FOR UPDATE`;
        if (locked.length === 0) throw new NotFoundError(USER_MESSAGES.notFound);
        const before = await tx.user.findUniqueOrThrow({ where: { id } });
        if (before.role === 'admin' && data.role !== 'admin') await assertAnotherAdmin(tx, current.tenantId, id);
        const user = await tx.user.update({
          where: { id },
          data: { ...fields, ...(passwordHash ? { passwordHash } : {}) },
        });
        const changes = { ...diffFields(before, fields), ...(passwordHash ? { password: ['***', '***'] } : {}) };
        await recordAudit(tx, ctx, {
          tenantId: current.tenantId,
          entityType: 'User',
          entityId: id,
          action: 'update',
          changes: changes as never,
        });
        return { user, roleChanged: before.role !== data.role };
      }),
    USER_MESSAGES.emailTaken,
    'email',
  );
  // A new role or password takes effect at once: the user signs in again (their own current session survives).
  if (updated.roleChanged || passwordHash) {
    await revokeSessions(ctx.app, id, id === viewer.userId ? viewer.sessionId : undefined);
  }
  return updated.user;
}

/**
 * Users are archived, never removed: offers, approvals, cost centers and the audit log keep showing
 * who did what. Creating the same e-mail again brings the account back.
 */
export async function deleteUser(ctx: Context, id: number): Promise<void> {
  const viewer = assertAllowed(ctx, 'user.manage');
  const current = await findManagedUser(ctx, viewer, id);
  if (isPrincipal(ctx, current, current.tenant.shortName)) throw new ConflictError(USER_MESSAGES.deletePrincipal);
  if (current.id === viewer.userId) throw new ConflictError(USER_MESSAGES.deleteSelf);
  await inTenantTx(ctx.app.database.prisma, current.tenantId, async (tx) => {
    if (current.role === 'admin') await assertAnotherAdmin(tx, current.tenantId, id);
    const archived = await tx.user.updateMany({
      where: { id, tenantId: current.tenantId, archivedAt: null },
      data: { archivedAt: new Date() },
    });
    if (archived.count === 0) throw new NotFoundError(USER_MESSAGES.notFound);
    await recordAudit(tx, ctx, {
      tenantId: current.tenantId,
      entityType: 'User',
      entityId: id,
      action: 'delete',
      changes: { email: current.email },
    });
  });
  await revokeSessions(ctx.app, id);
}
