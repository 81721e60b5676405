import type { Supplier } from '../generated/prisma/client.ts';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  supplierRows,
  updateSupplier,
} from '../modules/suppliers/suppliers.service.ts';
import { idParam, json, optionalString, type RestEndpoint } from './adapter.ts';

/** The spec's supplier fields: id, name, businessName, address, vatNumber. */
export function legacySupplier(s: Supplier) {
  return { id: s.id, name: s.name, businessName: s.businessName, address: s.address, vatNumber: s.vatNumber };
}

export const suppliersEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    if (req.query.has('id')) return json(legacySupplier(await getSupplier(ctx, idParam(req.query.get('id')))));
    const suppliers = await supplierRows.findMany(ctx, { search: req.query.get('search') });
    return json(suppliers.map(legacySupplier));
  },
  async POST(req, ctx) {
    const supplier = await createSupplier(ctx, req.body);
    return json({ success: true, id: supplier.id }, 201);
  },
  async PUT(req, ctx) {
    await updateSupplier(ctx, idParam(req.query.get('id') ?? req.body.id), req.body);
    return json({ success: true });
  },
  async DELETE(req, ctx) {
    await deleteSupplier(ctx, idParam(req.query.get('id') ?? optionalString(req.body, 'id')));
    return json({ success: true });
  },
};
