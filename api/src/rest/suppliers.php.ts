import type { Supplier } from '../generated/prisma/client.ts';
import { getSupplier, supplierRows, supplierWrites } from '../modules/suppliers/suppliers.service.ts';
import type { RestEndpoint } from './adapter.ts';
import { supplierExport } from '../modules/exports/master-data-exports.ts';
import { exportIfAsked } from './export.ts';
import { oneOrList, rowWrites } from './legacy.ts';

/** The spec's supplier fields: id, name, businessName, address, vatNumber; issue 16 adds iban and bic. */
export function legacySupplier(s: Supplier) {
  return {
    id: s.id,
    name: s.name,
    businessName: s.businessName,
    address: s.address,
    vatNumber: s.vatNumber,
    iban: s.iban,
    bic: s.bic,
  };
}

export const suppliersEndpoint: RestEndpoint = {
  GET: async (req, ctx) => {
    const filter = () => ({ search: req.query.get('search') });
    return (
      exportIfAsked(req.query, ctx, supplierExport, filter) ??
      oneOrList(
        req,
        (id) => getSupplier(ctx, id),
        () => supplierRows.findMany(ctx, filter()),
        legacySupplier,
      )
    );
  },
  ...rowWrites(supplierWrites, (body) => body),
};
