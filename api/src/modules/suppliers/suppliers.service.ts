import { assertCan, requireViewer, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { describeUses, isLookupText, requiredText, searchAny, withUniqueMessage } from '../common/master-data.ts';
import { normaliseVatNumber } from './vat-number.ts';

/** The spec's messages (second document, headings 5 and 8); the suppliers screen is English. */
export const SUPPLIER_MESSAGES = {
  allRequired: 'All fields are required',
  vatTaken: 'A supplier with this VAT number already exists',
  notFound: 'Supplier not found',
} as const;

export interface SupplierFilter {
  search?: string | null;
  includeArchived?: boolean | null;
}

export interface SupplierInput {
  name?: unknown;
  businessName?: unknown;
  address?: unknown;
  vatNumber?: unknown;
}

type Query = { include?: Prisma.SupplierInclude; select?: Prisma.SupplierSelect } & Prisma.SupplierFindManyArgs;

export function supplierWhere(ctx: Context, filter: SupplierFilter): Prisma.SupplierWhereInput {
  const viewer = assertCan(ctx, 'supplier.view');
  const search = filter.search?.trim() ?? '';
  // A VAT number is often typed with spaces or the IT prefix: search its compact form too.
  const compact = search.replace(/[\s.\-/]/g, '').replace(/^IT/i, '');
  const terms = searchAny(['name', 'businessName', 'vatNumber'], search);
  return {
    ...tenantFilter(viewer),
    ...(filter.includeArchived ? {} : { archivedAt: null }),
    ...(search
      ? { OR: [...(terms.OR ?? []), ...(compact && compact !== search ? [{ vatNumber: { contains: compact } }] : [])] }
      : {}),
  };
}

/** Every signed-in role reads suppliers: offers, orders, invoices and contracts pick from them. */
export function listSuppliers(ctx: Context, filter: SupplierFilter, query: Query = {}) {
  return ctx.db.supplier.findMany({
    ...query,
    where: supplierWhere(ctx, filter),
    orderBy: query.orderBy ?? [{ name: 'asc' }, { id: 'asc' }],
  });
}

export async function getSupplier(ctx: Context, id: number) {
  const viewer = assertCan(ctx, 'supplier.view');
  const supplier = await ctx.db.supplier.findFirst({ where: { id, ...tenantFilter(viewer) } });
  if (!supplier) throw new NotFoundError(SUPPLIER_MESSAGES.notFound);
  return supplier;
}

export function countSuppliers(ctx: Context, filter: SupplierFilter): Promise<number> {
  return ctx.db.supplier.count({ where: supplierWhere(ctx, filter) });
}

function parseSupplier(input: SupplierInput) {
  const msg = SUPPLIER_MESSAGES.allRequired;
  const data = {
    name: requiredText(input.name, msg, 'name'),
    businessName: requiredText(input.businessName, msg, 'businessName'),
    address: requiredText(input.address, msg, 'address', 500),
    vatNumber: requiredText(input.vatNumber, msg, 'vatNumber', 40),
  };
  return { ...data, vatNumber: normaliseVatNumber(data.vatNumber) };
}

export async function createSupplier(ctx: Context, input: SupplierInput) {
  const viewer = assertCan(ctx, 'supplier.manage');
  const data = parseSupplier(input);
  return withUniqueMessage(
    () =>
      inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
        const supplier = await tx.supplier.create({ data: { ...data, tenantId: viewer.tenantId } });
        await recordAudit(tx, ctx, { entityType: 'Supplier', entityId: supplier.id, action: 'create', changes: data });
        return supplier;
      }),
    SUPPLIER_MESSAGES.vatTaken,
    'vatNumber',
  );
}

export async function updateSupplier(ctx: Context, id: number, input: SupplierInput) {
  const viewer = assertCan(ctx, 'supplier.manage');
  const data = parseSupplier(input);
  return withUniqueMessage(
    () =>
      inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
        const locked = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "Supplier" WHERE id = ${id} AND "tenantId" = ${viewer.tenantId} AND "archivedAt" IS NULL FOR UPDATE`;
        if (locked.length === 0) throw new NotFoundError(SUPPLIER_MESSAGES.notFound);
        const before = await tx.supplier.findUniqueOrThrow({ where: { id } });
        const supplier = await tx.supplier.update({ where: { id }, data });
        await recordAudit(tx, ctx, {
          entityType: 'Supplier',
          entityId: id,
          action: 'update',
          changes: diffFields(before, data) as never,
        });
        return supplier;
      }),
    SUPPLIER_MESSAGES.vatTaken,
    'vatNumber',
  );
}

/** Offers, orders, invoices and contracts keep their supplier: such a supplier can only be archived. */
export async function deleteSupplier(ctx: Context, id: number): Promise<void> {
  const viewer = assertCan(ctx, 'supplier.manage');
  await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const supplier = await tx.supplier.findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!supplier) throw new NotFoundError(SUPPLIER_MESSAGES.notFound);
    const where = { tenantId: viewer.tenantId, supplierId: id };
    const uses = describeUses([
      [await tx.offer.count({ where }), 'offer', 'offers'],
      [await tx.order.count({ where }), 'order', 'orders'],
      [await tx.invoice.count({ where }), 'invoice', 'invoices'],
      [await tx.contract.count({ where }), 'contract', 'contracts'],
    ]);
    if (uses) {
      throw new ConflictError(
        `This supplier is used by ${uses} and cannot be deleted: archive it to hide it from lists instead.`,
      );
    }
    await tx.supplier.delete({ where: { id } });
    await recordAudit(tx, ctx, {
      entityType: 'Supplier',
      entityId: id,
      action: 'delete',
      changes: { name: supplier.name },
    });
  });
}

export async function archiveSupplier(ctx: Context, id: number, archived: boolean) {
  const viewer = assertCan(ctx, 'supplier.manage');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const changed = await tx.supplier.updateMany({
      where: { id, tenantId: viewer.tenantId, archivedAt: archived ? null : { not: null } },
      data: { archivedAt: archived ? new Date() : null },
    });
    const supplier = await tx.supplier.findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!supplier) throw new NotFoundError(SUPPLIER_MESSAGES.notFound);
    if (changed.count > 0) {
      await recordAudit(tx, ctx, {
        entityType: 'Supplier',
        entityId: id,
        action: archived ? 'archive' : 'restore',
        changes: {},
      });
    }
    return supplier;
  });
}

/**
 * The active supplier of the viewer's tenant with this name (any case): the legacy offer form sends a
 * supplier by name. Null when there is none or the text is not worth looking up. The caller checks
 * its own permission (creating an offer) first, so a role that may not learns nothing from it.
 */
export async function findSupplierIdByName(ctx: Context, name: string): Promise<number | null> {
  if (!isLookupText(name)) return null;
  const supplier = await ctx.db.supplier.findFirst({
    where: {
      name: { equals: name.trim(), mode: 'insensitive' },
      archivedAt: null,
      ...tenantFilter(requireViewer(ctx)),
    },
    select: { id: true },
  });
  return supplier?.id ?? null;
}
