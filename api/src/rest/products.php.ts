import type { Product } from '../generated/prisma/client.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  productRows,
  updateProduct,
} from '../modules/products/products.service.ts';
import { idParam, json, optionalString, type RestEndpoint } from './adapter.ts';
import { money } from './legacy.ts';

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
  async GET(req, ctx) {
    if (req.query.has('id')) {
      return json(legacyProduct(await getProduct(ctx, idParam(req.query.get('id')))));
    }
    const products = await productRows.findMany(ctx, {
      search: req.query.get('search'),
      category: req.query.get('category'),
    });
    return json(products.map(legacyProduct));
  },
  async POST(req, ctx) {
    const product = await createProduct(ctx, req.body);
    return json({ success: true, id: product.id }, 201);
  },
  async PUT(req, ctx) {
    const id = idParam(req.query.get('id') ?? req.body.id);
    await updateProduct(ctx, id, req.body);
    return json({ success: true });
  },
  async DELETE(req, ctx) {
    await deleteProduct(ctx, idParam(req.query.get('id') ?? optionalString(req.body, 'id')));
    return json({ success: true });
  },
};
