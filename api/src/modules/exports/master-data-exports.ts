import type { Prisma } from '../../generated/prisma/client.ts';
import { fullName } from '../../shared/names.ts';
import { costCenterWhere, type CostCenterFilter } from '../cost-centers/cost-centers.service.ts';
import { productWhere, type ProductFilter } from '../products/products.service.ts';
import { supplierWhere, type SupplierFilter } from '../suppliers/suppliers.service.ts';
import { exportList } from './export-columns.ts';

/**
 * The exports of the master-data lists (products Italian, suppliers and cost centers English), with
 * each list's own where-builder (it checks the view permission) and default order.
 */

const productSelect = { name: true, description: true, category: true, price: true } satisfies Prisma.ProductSelect;

export const productExport = exportList<ProductFilter, Prisma.ProductGetPayload<{ select: typeof productSelect }>>({
  list: 'products',
  file: 'prodotti',
  language: 'it',
  table: 'product',
  where: productWhere,
  defaultOrder: [{ name: 'asc' }, { id: 'asc' }],
  select: productSelect,
  columns: [
    { label: { it: 'Nome', en: 'Name' }, type: 'text', value: (p) => p.name },
    { label: { it: 'Descrizione', en: 'Description' }, type: 'text', value: (p) => p.description },
    { label: { it: 'Categoria', en: 'Category' }, type: 'text', value: (p) => p.category },
    { label: { it: 'Prezzo', en: 'Price' }, type: 'money', value: (p) => p.price },
  ],
});

const supplierSelect = {
  name: true,
  businessName: true,
  address: true,
  vatNumber: true,
} satisfies Prisma.SupplierSelect;

export const supplierExport = exportList<SupplierFilter, Prisma.SupplierGetPayload<{ select: typeof supplierSelect }>>({
  list: 'suppliers',
  file: 'suppliers',
  language: 'en',
  table: 'supplier',
  where: supplierWhere,
  defaultOrder: [{ name: 'asc' }, { id: 'asc' }],
  select: supplierSelect,
  columns: [
    { label: { it: 'Nome', en: 'Name' }, type: 'text', value: (s) => s.name },
    { label: { it: 'Ragione sociale', en: 'Business Name' }, type: 'text', value: (s) => s.businessName },
    { label: { it: 'Indirizzo', en: 'Address' }, type: 'text', value: (s) => s.address },
    { label: { it: 'Partita IVA', en: 'VAT Number' }, type: 'text', value: (s) => s.vatNumber },
  ],
});

const costCenterSelect = {
  code: true,
  description: true,
  createdBy: { select: { firstName: true, lastName: true } },
  createdAt: true,
} satisfies Prisma.CostCenterSelect;

export const costCenterExport = exportList<
  CostCenterFilter,
  Prisma.CostCenterGetPayload<{ select: typeof costCenterSelect }>
>({
  list: 'costCenters',
  file: 'cost-centers',
  language: 'en',
  table: 'costCenter',
  where: costCenterWhere,
  defaultOrder: [{ code: 'asc' }, { id: 'asc' }],
  select: costCenterSelect,
  columns: [
    { label: { it: 'Codice', en: 'Code' }, type: 'text', value: (c) => c.code },
    { label: { it: 'Descrizione', en: 'Description' }, type: 'text', value: (c) => c.description },
    { label: { it: 'Creato da', en: 'Created By' }, type: 'text', value: (c) => fullName(c.createdBy) },
    { label: { it: 'Creato il', en: 'Created At' }, type: 'date', value: (c) => c.createdAt },
  ],
});
