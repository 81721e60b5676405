import { hashPassword } from '../../auth/password.ts';
import { MIN_PASSWORD_LENGTH } from '../../auth/session.service.ts';
import { assertAllowed, type App, type Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma, Tenant } from '../../generated/prisma/client.ts';
import { countedRows } from '../../shared/reads.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { optionalText, searchAny, withUniqueMessage } from '../common/master-data.ts';
import { TENANT_MESSAGES, parseEmail, parseShortName, parseTenantFields, type TenantInput } from './tenants.rules.ts';

/** The sign-in selector list (public): short and full name of every active tenant. */
export async function listLoginTenants(app: App): Promise<{ shortName: string; fullName: string }[]> {
  return app.database.platform.tenant.findMany({
    where: { archivedAt: null },
    select: { shortName: true, fullName: true },
    orderBy: { fullName: 'asc' },
  });
}

export interface TenantFilter {
  search?: string | null;
}

type Query = { include?: Prisma.TenantInclude; select?: Prisma.TenantSelect };

/*
 * Tenant administration is the principal admin's platform work across tenants, so it uses the
 * platform connection (app.scope = platform; row-level security would otherwise show only the admin tenant) — always after the
 * tenant.manage check.
 */
export function tenantWhere(ctx: Context, filter: TenantFilter): Prisma.TenantWhereInput {
  assertAllowed(ctx, 'tenant.manage');
  return { archivedAt: null, ...searchAny(['shortName', 'fullName', 'contactEmail'], filter.search) };
}

/** By short name. */
export const tenantRows = countedRows<TenantFilter, Tenant>((ctx) => ctx.app.database.platform.tenant, tenantWhere, [
  { shortName: 'asc' },
  { id: 'asc' },
]);

/** One live tenant, or null (principal admin only, platform connection like the list). */
export function getTenant(ctx: Context, id: number, query: Pick<Query, 'include' | 'select'> = {}) {
  assertAllowed(ctx, 'tenant.manage');
  return ctx.app.database.platform.tenant.findFirst({ ...query, where: { id, archivedAt: null } });
}

export interface NewTenantInput extends TenantInput {
  shortName?: unknown;
  /** The tenant's first administrator; e-mail and names default to the contact's. */
  adminEmail?: unknown;
  adminPassword?: unknown;
  adminFirstName?: unknown;
  adminLastName?: unknown;
}

export interface ParsedNewTenant {
  tenant: ReturnType<typeof parseTenantFields> & { shortName: string };
  admin: { email: string; firstName: string; lastName: string; passwordHash: string };
}

export async function parseNewTenant(input: NewTenantInput): Promise<ParsedNewTenant> {
  const shortName = parseShortName(input.shortName);
  const fields = parseTenantFields(input);
  const adminEmail = parseEmail(input.adminEmail ?? fields.contactEmail, TENANT_MESSAGES.adminEmail, 'adminEmail');
  const password = typeof input.adminPassword === 'string' ? input.adminPassword : '';
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 1024) {
    throw new ValidationError(TENANT_MESSAGES.adminPassword, 'adminPassword');
  }
  return {
    tenant: { ...fields, shortName },
    admin: {
      email: adminEmail,
      firstName: optionalText(input.adminFirstName ?? null, 'adminFirstName', 100) ?? fields.contactName,
      lastName: optionalText(input.adminLastName ?? null, 'adminLastName', 100) ?? fields.contactSurname,
      passwordHash: await hashPassword(password),
    },
  };
}

/** A new tenant is an empty data space plus its first admin, who then creates the other users. */
export async function insertTenant(tx: TxClient, ctx: Context, parsed: ParsedNewTenant) {
  const tenant = await tx.tenant.create({ data: parsed.tenant });
  const admin = await tx.user.create({ data: { ...parsed.admin, role: 'admin', tenantId: tenant.id } });
  const { passwordHash: _hash, ...adminFields } = parsed.admin;
  await recordAudit(tx, ctx, {
    tenantId: null,
    entityType: 'Tenant',
    entityId: tenant.id,
    action: 'create',
    changes: { ...parsed.tenant, firstAdmin: { id: admin.id, ...adminFields } },
  });
  return tenant;
}

export async function createTenant(ctx: Context, input: NewTenantInput) {
  assertAllowed(ctx, 'tenant.manage');
  const parsed = await parseNewTenant(input);
  return withUniqueMessage(
    () => ctx.app.database.platform.$transaction((tx) => insertTenant(tx, ctx, parsed)),
    TENANT_MESSAGES.shortNameTaken,
    'shortName',
  );
}

export async function updateTenant(ctx: Context, id: number, input: TenantInput & { shortName?: unknown }) {
  assertAllowed(ctx, 'tenant.manage');
  const fields = parseTenantFields(input);
  return ctx.app.database.platform.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Tenant" WHERE id = ${id} AND "archivedAt" IS NULL FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError(TENANT_MESSAGES.notFound);
    const before = await tx.tenant.findUniqueOrThrow({ where: { id } });
    const shortName = typeof input.shortName === 'string' ? input.shortName.trim() : '';
    if (shortName && shortName !== before.shortName) {
      throw new ValidationError(TENANT_MESSAGES.shortNameImmutable, 'shortName');
    }
    const tenant = await tx.tenant.update({ where: { id }, data: fields });
    await recordAudit(tx, ctx, {
      tenantId: null,
      entityType: 'Tenant',
      entityId: id,
      action: 'update',
      changes: diffFields(before, fields) as never,
    });
    return tenant;
  });
}
