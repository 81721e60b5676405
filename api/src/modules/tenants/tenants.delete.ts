import { PLATFORM_TENANT, assertAllowed, type Context } from '../../context.ts';
import type { Prisma } from '../../db/client.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { logError } from '../../shared/logger.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { describeUses } from '../common/master-data.ts';
import { TENANT_MESSAGES } from './tenants.rules.ts';

export interface TenantDataSummary {
  users: number;
  products: number;
  suppliers: number;
  costCenters: number;
  offers: number;
  orders: number;
  invoices: number;
  payments: number;
  contracts: number;
}

type Reader = Pick<
  TxClient,
  'user' | 'product' | 'supplier' | 'costCenter' | 'offer' | 'order' | 'invoice' | 'payment' | 'contract'
>;

export async function tenantDataSummary(db: Reader, tenantId: number): Promise<TenantDataSummary> {
  const where = { tenantId };
  return {
    users: await db.user.count({ where: { tenantId, archivedAt: null } }),
    products: await db.product.count({ where }),
    suppliers: await db.supplier.count({ where }),
    costCenters: await db.costCenter.count({ where }),
    offers: await db.offer.count({ where }),
    orders: await db.order.count({ where }),
    invoices: await db.invoice.count({ where }),
    payments: await db.payment.count({ where }),
    contracts: await db.contract.count({ where }),
  };
}

/** The summaries of several tenants in one statement (the tenants list shows many). */
export async function tenantDataSummaries(
  prisma: Prisma,
  tenantIds: readonly number[],
): Promise<Map<number, TenantDataSummary>> {
  const rows = await prisma.$queryRaw<({ id: number } & TenantDataSummary)[]>`
    SELECT t.id,
      (SELECT count(*) FROM "User" x WHERE x."tenantId" = t.id AND x."archivedAt" IS NULL)::int AS users,
      (SELECT count(*) FROM "Product" x WHERE x."tenantId" = t.id)::int AS products,
      (SELECT count(*) FROM "Supplier" x WHERE x."tenantId" = t.id)::int AS suppliers,
      (SELECT count(*) FROM "CostCenter" x WHERE x."tenantId" = t.id)::int AS "costCenters",
      (SELECT count(*) FROM "Offer" x WHERE x."tenantId" = t.id)::int AS offers,
      (SELECT count(*) FROM "Order" x WHERE x."tenantId" = t.id)::int AS orders,
      (SELECT count(*) FROM "Invoice" x WHERE x."tenantId" = t.id)::int AS invoices,
      (SELECT count(*) FROM "Payment" x WHERE x."tenantId" = t.id)::int AS payments,
      (SELECT count(*) FROM "Contract" x WHERE x."tenantId" = t.id)::int AS contracts
    FROM "Tenant" t WHERE t.id = ANY(${[...tenantIds]}::int[])`;
  return new Map(rows.map(({ id, ...summary }) => [id, summary]));
}

/** Anything beyond the first admin that creation made counts as data worth a typed confirmation. */
export function hasData(summary: TenantDataSummary): boolean {
  return Object.entries(summary).some(([key, count]) => (key === 'users' ? count > 1 : count > 0));
}

export function describeData(s: TenantDataSummary): string {
  return describeUses([
    [s.users, 'user', 'users'],
    [s.products, 'product', 'products'],
    [s.suppliers, 'supplier', 'suppliers'],
    [s.costCenters, 'cost center', 'cost centers'],
    [s.offers, 'offer', 'offers'],
    [s.orders, 'order', 'orders'],
    [s.invoices, 'invoice', 'invoices'],
    [s.payments, 'payment', 'payments'],
    [s.contracts, 'contract', 'contracts'],
  ]);
}

/**
 * Removes a tenant and every row it owns in one transaction (the foreign keys cascade from Tenant),
 * so nothing is left half-deleted. With data, the caller must type the short name to confirm.
 * A platform audit entry (tenant null) survives and records what was removed; the stored PDFs are
 * removed after the commit.
 */
export async function deleteTenant(ctx: Context, id: number, confirmShortName?: string | null): Promise<void> {
  assertAllowed(ctx, 'tenant.manage');
  const prisma = ctx.app.database.platform;
  const keys = await prisma.$transaction(
    async (tx) => {
      const locked = await tx.$queryRaw<{ id: number; shortName: string }[]>`
      SELECT id, "shortName" FROM "Tenant" WHERE id = ${id} FOR UPDATE`;
      const tenant = locked[0];
      if (!tenant) throw new NotFoundError(TENANT_MESSAGES.notFound);
      if (tenant.shortName === PLATFORM_TENANT) throw new ConflictError(TENANT_MESSAGES.platform);
      const summary = await tenantDataSummary(tx, id);
      if (hasData(summary) && confirmShortName?.trim() !== tenant.shortName) {
        throw new ValidationError(TENANT_MESSAGES.confirm.replace('{uses}', describeData(summary)), 'confirmShortName');
      }
      const documents = await tx.offerDocument.findMany({ where: { tenantId: id }, select: { storageKey: true } });
      const contracts = await tx.contract.findMany({
        where: { tenantId: id, attachmentKey: { not: null } },
        select: { attachmentKey: true },
      });
      await tx.tenant.delete({ where: { id } });
      await recordAudit(tx, ctx, {
        tenantId: null,
        entityType: 'Tenant',
        entityId: id,
        action: 'delete',
        changes: { shortName: tenant.shortName, removed: { ...summary } },
      });
      return [...documents.map((d) => d.storageKey), ...contracts.map((c) => c.attachmentKey!)];
    },
    { timeout: 60_000 },
  );
  for (const key of keys) {
    // The rows are gone; a file that cannot be removed now is only an orphan, never a dangling link.
    await ctx.app.storage
      .remove(ctx.app.database.platform, key)
      .catch((error: unknown) => logError('tenant file removal failed', { key, error }));
  }
}
