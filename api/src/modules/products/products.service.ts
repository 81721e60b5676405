import { assertCan, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { Decimal, parseDecimal } from '../../shared/scalars.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { describeUses, optionalText, requiredText, searchAny } from '../common/master-data.ts';

/** The spec's messages (heading 5 of the second document). */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Il nome del prodotto è obbligatorio',
  pricePositive: 'Il prezzo deve essere un numero positivo',
  notFound: 'Prodotto non trovato',
} as const;

export interface ProductFilter {
  search?: string | null;
  category?: string | null;
  includeArchived?: boolean | null;
}

export interface ProductInput {
  name?: unknown;
  description?: unknown;
  price?: unknown;
  category?: unknown;
}

type Query = { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect };

export function productWhere(ctx: Context, filter: ProductFilter): Prisma.ProductWhereInput {
  const viewer = assertCan(ctx, 'product.view');
  const category = filter.category?.trim();
  return {
    ...tenantFilter(viewer),
    ...(filter.includeArchived ? {} : { archivedAt: null }),
    ...(category && category !== 'all' ? { category } : {}),
    ...searchAny(['name', 'description'], filter.search),
  };
}

/** Everyone signed in reads the catalogue: offers and invoices pick products from it. */
export function listProducts(ctx: Context, filter: ProductFilter, query: Query & Prisma.ProductFindManyArgs = {}) {
  return ctx.db.product.findMany({
    ...query,
    where: productWhere(ctx, filter),
    orderBy: query.orderBy ?? [{ name: 'asc' }, { id: 'asc' }],
  });
}

/** One product, archived or not (old offers still show archived ones). */
export async function getProduct(ctx: Context, id: number) {
  const viewer = assertCan(ctx, 'product.view');
  const product = await ctx.db.product.findFirst({ where: { id, ...tenantFilter(viewer) } });
  if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  return product;
}

export function countProducts(ctx: Context, filter: ProductFilter): Promise<number> {
  return ctx.db.product.count({ where: productWhere(ctx, filter) });
}

/** The category filter's options: the distinct categories present among active products. */
export async function listProductCategories(ctx: Context): Promise<string[]> {
  const viewer = assertCan(ctx, 'product.view');
  const rows = await ctx.db.product.findMany({
    where: { ...tenantFilter(viewer), archivedAt: null, category: { not: null } },
    distinct: ['category'],
    select: { category: true },
    orderBy: { category: 'asc' },
  });
  return rows.map((r) => r.category).filter((c): c is string => !!c);
}

function parseProduct(input: ProductInput) {
  const name = requiredText(input.name, PRODUCT_MESSAGES.nameRequired, 'name');
  let price: Decimal;
  try {
    // GraphQL hands over a parsed Decimal, REST a JSON number or string.
    price = Decimal.isDecimal(input.price)
      ? (input.price as Decimal)
      : parseDecimal(typeof input.price === 'string' ? input.price.trim() : input.price, 'price');
  } catch {
    throw new ValidationError(PRODUCT_MESSAGES.pricePositive, 'price');
  }
  if (price.lte(0)) throw new ValidationError(PRODUCT_MESSAGES.pricePositive, 'price');
  return {
    name,
    price,
    description: optionalText(input.description ?? null, 'description') ?? null,
    category: optionalText(input.category ?? null, 'category', 100) ?? null,
  };
}

export async function createProduct(ctx: Context, input: ProductInput) {
  const viewer = assertCan(ctx, 'product.manage');
  const data = parseProduct(input);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const product = await tx.product.create({ data: { ...data, tenantId: viewer.tenantId } });
    await recordAudit(tx, ctx, {
      entityType: 'Product',
      entityId: product.id,
      action: 'create',
      changes: { ...data, price: data.price.toFixed(2) },
    });
    return product;
  });
}

export async function updateProduct(ctx: Context, id: number, input: ProductInput) {
  const viewer = assertCan(ctx, 'product.manage');
  const data = parseProduct(input);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    // FOR UPDATE: two editors of one product serialise, so the audit's "before" is the real one.
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Product" WHERE id = ${id} AND "tenantId" = ${viewer.tenantId} AND "archivedAt" IS NULL FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const before = await tx.product.findUniqueOrThrow({ where: { id } });
    const product = await tx.product.update({ where: { id }, data });
    const changes = diffFields(
      { ...before, price: before.price.toFixed(2) },
      { ...data, price: data.price.toFixed(2) },
    );
    await recordAudit(tx, ctx, { entityType: 'Product', entityId: id, action: 'update', changes: changes as never });
    return product;
  });
}

/** Offer and invoice lines keep pointing at a product: such a product can only be archived. */
export async function deleteProduct(ctx: Context, id: number): Promise<void> {
  const viewer = assertCan(ctx, 'product.manage');
  await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const product = await tx.product.findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const offerLines = await tx.offerLine.count({ where: { tenantId: viewer.tenantId, productId: id } });
    const invoiceLines = await tx.invoiceLine.count({ where: { tenantId: viewer.tenantId, productId: id } });
    if (offerLines + invoiceLines > 0) {
      const uses = describeUses([
        [offerLines, "riga d'offerta", "righe d'offerta"],
        [invoiceLines, 'riga di fattura', 'righe di fattura'],
      ]);
      throw new ConflictError(
        `Il prodotto è usato in ${uses} e non può essere eliminato: archivialo per toglierlo dal catalogo.`,
      );
    }
    await tx.product.delete({ where: { id } });
    await recordAudit(tx, ctx, {
      entityType: 'Product',
      entityId: id,
      action: 'delete',
      changes: { name: product.name },
    });
  });
}

/** Hides a product from the catalogue and the pickers (or shows it again); old offers still show it. */
export async function archiveProduct(ctx: Context, id: number, archived: boolean) {
  const viewer = assertCan(ctx, 'product.manage');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const changed = await tx.product.updateMany({
      where: { id, tenantId: viewer.tenantId, archivedAt: archived ? null : { not: null } },
      data: { archivedAt: archived ? new Date() : null },
    });
    const product = await tx.product.findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    if (changed.count > 0) {
      await recordAudit(tx, ctx, {
        entityType: 'Product',
        entityId: id,
        action: archived ? 'archive' : 'restore',
        changes: {},
      });
    }
    return product;
  });
}
