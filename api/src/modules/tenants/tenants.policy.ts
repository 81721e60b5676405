import { assertAllowed, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { TENANT_MESSAGES } from './tenants.rules.ts';

export interface TenantPolicyInput {
  segregationOfDuties?: unknown;
}

export const POLICY_MESSAGES = {
  segregationOfDuties: 'Indica se la separazione dei compiti è attiva (true o false)',
} as const;

/**
 * A tenant admin switches their own tenant's policies (today: segregation of duties, see
 * api/src/workflows/segregation.ts), under row-level security of that tenant. The row is locked so
 * two admins switching at once each audit the value they really replaced; an unchanged value
 * writes nothing.
 */
export async function updateTenantPolicy(ctx: Context, input: TenantPolicyInput) {
  const viewer = assertAllowed(ctx, 'tenant.policy');
  const value = input.segregationOfDuties;
  if (typeof value !== 'boolean') throw new ValidationError(POLICY_MESSAGES.segregationOfDuties, 'segregationOfDuties');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const locked = await tx.$queryRaw<{ segregationOfDuties: boolean }[]>`
      SELECT "segregationOfDuties" FROM "Tenant" WHERE id = ${viewer.tenantId} AND "archivedAt" IS NULL FOR UPDATE`;
    const before = locked[0];
    if (!before) throw new NotFoundError(TENANT_MESSAGES.notFound);
    if (before.segregationOfDuties === value) return tx.tenant.findUniqueOrThrow({ where: { id: viewer.tenantId } });
    const tenant = await tx.tenant.update({ where: { id: viewer.tenantId }, data: { segregationOfDuties: value } });
    await recordAudit(tx, ctx, {
      entityType: 'Tenant',
      entityId: viewer.tenantId,
      action: 'policy',
      changes: { segregationOfDuties: [before.segregationOfDuties, value] },
    });
    return tenant;
  });
}
