import { masterWrites, type MasterTable } from '../common/master-rows.ts';
import { assertAllowed, requireViewer, tenantFilter, type Context } from '../../context.ts';
import { tenantRows, rowById } from '../../shared/reads.ts';
import type { Prisma, Supplier } from '../../generated/prisma/client.ts';
import { describeUses, isLookupText, optionalText, requiredText, searchAny } from '../common/master-data.ts';
import { normaliseVatNumber } from './vat-number.ts';
import { normaliseBic, normaliseIban } from '../../shared/bank-account.ts';

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
  /** Optional: absent leaves it as it is, null or blank clears it. */
  iban?: unknown;
  bic?: unknown;
}

export function supplierWhere(ctx: Context, filter: SupplierFilter): Prisma.SupplierWhereInput {
  const viewer = assertAllowed(ctx, 'supplier.view');
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

/** Every signed-in role reads suppliers (offers, orders, invoices and contracts pick from them), by name. */
export const supplierRows = tenantRows<SupplierFilter, Supplier>('supplier', supplierWhere, [
  { name: 'asc' },
  { id: 'asc' },
]);

export const getSupplier = rowById('supplier.view', SUPPLIER_MESSAGES.notFound, (ctx, where) =>
  ctx.db.supplier.findFirst({ where }),
);

function parseSupplier(input: SupplierInput) {
  const msg = SUPPLIER_MESSAGES.allRequired;
  const data = {
    name: requiredText(input.name, msg, 'name'),
    businessName: requiredText(input.businessName, msg, 'businessName'),
    address: requiredText(input.address, msg, 'address', 500),
    vatNumber: requiredText(input.vatNumber, msg, 'vatNumber', 40),
  };
  return { ...data, vatNumber: normaliseVatNumber(data.vatNumber), ...parseBank(input) };
}

/** The account to pay (issue 16, point 1): IBAN checked (ISO 13616, mod 97), BIC (ISO 9362). */
function parseBank(input: SupplierInput): { iban?: string | null; bic?: string | null } {
  const iban = optionalText(input.iban, 'iban', 60);
  const bic = optionalText(input.bic, 'bic', 20);
  return {
    ...(iban !== undefined && { iban: iban && normaliseIban(iban) }),
    ...(bic !== undefined && { bic: bic && normaliseBic(bic) }),
  };
}

const suppliers: MasterTable<Supplier, ReturnType<typeof parseSupplier>> = {
  entity: 'Supplier',
  manage: 'supplier.manage',
  notFound: SUPPLIER_MESSAGES.notFound,
  rows: (tx) => tx.supplier,
  unique: { message: SUPPLIER_MESSAGES.vatTaken, field: 'vatNumber' },
};

/** Offers, orders, invoices and contracts keep their supplier: such a supplier can only be archived. */
export const supplierWrites = masterWrites(suppliers, parseSupplier, {
  inUse: async (tx, tenantId, id) => {
    const where = { tenantId, supplierId: id };
    const uses = describeUses([
      [await tx.offer.count({ where }), 'offer', 'offers'],
      [await tx.order.count({ where }), 'order', 'orders'],
      [await tx.invoice.count({ where }), 'invoice', 'invoices'],
      [await tx.contract.count({ where }), 'contract', 'contracts'],
    ]);
    return uses
      ? `This supplier is used by ${uses} and cannot be deleted: archive it to hide it from lists instead.`
      : null;
  },
  audited: (supplier) => ({ name: supplier.name }),
});

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
