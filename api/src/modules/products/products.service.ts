import { masterWrites, type MasterTable } from '../common/master-rows.ts';
import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { tenantRows, rowById } from '../../shared/reads.ts';
import type { Prisma, Product } from '../../generated/prisma/client.ts';
import { positiveDecimal } from '../../shared/scalars.ts';
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

export function productWhere(ctx: Context, filter: ProductFilter): Prisma.ProductWhereInput {
  const viewer = assertAllowed(ctx, 'product.view');
  const category = filter.category?.trim();
  return {
    ...tenantFilter(viewer),
    ...(filter.includeArchived ? {} : { archivedAt: null }),
    ...(category && category !== 'all' ? { category } : {}),
    ...searchAny(['name', 'description'], filter.search),
  };
}

/** Everyone signed in reads the catalogue (offers and invoices pick products from it), by name. */
export const productRows = tenantRows<ProductFilter, Product>('product', productWhere, [
  { name: 'asc' },
  { id: 'asc' },
]);

/** One product, archived or not (old offers still show archived ones). */
export const getProduct = rowById('product.view', PRODUCT_MESSAGES.notFound, (ctx, where) =>
  ctx.db.product.findFirst({ where }),
);

/** The category filter's options: the distinct categories present among active products. */
export async function listProductCategories(ctx: Context): Promise<string[]> {
  const viewer = assertAllowed(ctx, 'product.view');
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
  const price = positiveDecimal(input.price, PRODUCT_MESSAGES.pricePositive, 'price');
  return {
    name,
    price,
    description: optionalText(input.description ?? null, 'description') ?? null,
    category: optionalText(input.category ?? null, 'category', 100) ?? null,
  };
}

const products: MasterTable<Product, ReturnType<typeof parseProduct>> = {
  entity: 'Product',
  manage: 'product.manage',
  notFound: PRODUCT_MESSAGES.notFound,
  rows: (tx) => tx.product,
  audited: (values) => ({ ...values, price: (values.price as Prisma.Decimal).toFixed(2) }),
};

/**
 * Offer and invoice lines keep pointing at a product: such a product can only be archived (hidden from
 * the catalogue and the pickers; old offers still show it).
 */
export const productWrites = masterWrites(products, parseProduct, {
  inUse: async (tx, tenantId, id) => {
    const offerLines = await tx.offerLine.count({ where: { tenantId, productId: id } });
    const invoiceLines = await tx.invoiceLine.count({ where: { tenantId, productId: id } });
    if (offerLines + invoiceLines === 0) return null;
    const uses = describeUses([
      [offerLines, "riga d'offerta", "righe d'offerta"],
      [invoiceLines, 'riga di fattura', 'righe di fattura'],
    ]);
    return `Il prodotto è usato in ${uses} e non può essere eliminato: archivialo per toglierlo dal catalogo.`;
  },
  audited: (product) => ({ name: product.name }),
});
