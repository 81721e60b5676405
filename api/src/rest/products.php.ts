import type { Product } from '../generated/prisma/client.ts';
import { getProduct, productRows, productWrites } from '../modules/products/products.service.ts';
import type { RestEndpoint } from './adapter.ts';
import { productExport } from '../modules/exports/master-data-exports.ts';
import { exportIfAsked } from './export.ts';
import { money, oneOrList, rowWrites } from './legacy.ts';

/** The legacy product shape: price as a JSON number with two decimals. */
export function legacyProduct(p: Product) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: money(p.price),
    category: p.category,
  };
}

export const productsEndpoint: RestEndpoint = {
  /** The list (optional search and category), or one product with ?id=. */
  GET: async (req, ctx) => {
    const filter = () => ({ search: req.query.get('search'), category: req.query.get('category') });
    return (
      exportIfAsked(req.query, ctx, productExport, filter) ??
      oneOrList(
        req,
        (id) => getProduct(ctx, id),
        () => productRows.findMany(ctx, filter()),
        legacyProduct,
      )
    );
  },
  ...rowWrites(productWrites, (body) => body),
};
