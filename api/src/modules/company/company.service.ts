import { assertAllowed, type Context, type Viewer } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { NotFoundError } from '../../errors.ts';
import type { Tenant } from '../../generated/prisma/client.ts';
import { optionalId } from '../../shared/ids.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { TENANT_MESSAGES } from '../tenants/tenants.rules.ts';
import { parseCompanyInput, type CompanyInput } from './company.rules.ts';

/**
 * The company settings (issue 14, point 4) are the tenant's own record: legal name is its full name,
 * the VAT number the one the tenant screens show. Every user of a tenant reads them; its admins write
 * them. The principal admin, who manages every tenant, may read and write another tenant's by id
 * (the platform connection, as tenant administration does).
 */
function otherTenant(viewer: Viewer, raw: unknown): number | null {
  // Parsed after the permission check: a caller who may not read gets Forbidden, whatever the id.
  const tenantId = optionalId(raw, 'Tenant', 'tenantId');
  return tenantId === null || tenantId === viewer.tenantId ? null : tenantId;
}

export async function getCompany(ctx: Context, tenantId?: unknown): Promise<Tenant> {
  const viewer = assertAllowed(ctx, 'company.view');
  const other = otherTenant(viewer, tenantId);
  if (other !== null) assertAllowed(ctx, 'tenant.manage');
  const tenant =
    other === null
      ? await ctx.db.tenant.findFirst({ where: { id: viewer.tenantId } })
      : await ctx.app.database.platform.tenant.findFirst({ where: { id: other, archivedAt: null } });
  if (!tenant) throw new NotFoundError(TENANT_MESSAGES.notFound);
  return tenant;
}

async function writeCompany(tx: TxClient, ctx: Context, id: number, input: CompanyInput): Promise<Tenant> {
  // Locked: two admins saving at once each audit the values they really replaced.
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Tenant" WHERE id = ${id} AND "archivedAt" IS NULL FOR UPDATE`;
  if (locked.length === 0) throw new NotFoundError(TENANT_MESSAGES.notFound);
  const before = await tx.tenant.findUniqueOrThrow({ where: { id } });
  const fields = parseCompanyInput(input, before.country);
  const changes = diffFields(before as unknown as Record<string, unknown>, fields as Record<string, unknown>);
  if (Object.keys(changes).length === 0) return before;
  const tenant = await tx.tenant.update({ where: { id }, data: fields });
  await recordAudit(tx, ctx, {
    tenantId: id,
    entityType: 'Tenant',
    entityId: id,
    action: 'company',
    changes: JSON.parse(JSON.stringify(changes)),
  });
  return tenant;
}

/** Saves the fields sent (the others stay); validated, audited with before and after. */
export async function updateCompany(ctx: Context, input: CompanyInput, tenantId?: unknown): Promise<Tenant> {
  const viewer = assertAllowed(ctx, 'company.update');
  const other = otherTenant(viewer, tenantId);
  if (other === null) {
    return inTenantTx(ctx.app.database.prisma, viewer.tenantId, (tx) => writeCompany(tx, ctx, viewer.tenantId, input));
  }
  assertAllowed(ctx, 'tenant.manage');
  return ctx.app.database.platform.$transaction((tx) => writeCompany(tx, ctx, other, input));
}
