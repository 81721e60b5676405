import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { listSort } from '../../shared/sort.ts';
import type { Supplier } from '../../generated/prisma/client.ts';
import { commonErrors } from '../common/errors.schema.ts';
import {
  archiveSupplier,
  countSuppliers,
  createSupplier,
  deleteSupplier,
  listSuppliers,
  updateSupplier,
} from './suppliers.service.ts';

export const SupplierNode = builder.prismaNode('Supplier', {
  ...tenantNode('supplier.view'),
  description: 'A supplier of offers, orders, invoices and contracts.',
  fields: (t) => ({
    rowId: t.exposeInt('id', { description: 'The numeric id the legacy REST calls use.' }),
    name: t.exposeString('name'),
    businessName: t.exposeString('businessName'),
    address: t.exposeString('address'),
    vatNumber: t.exposeString('vatNumber', { description: 'Normalised: an Italian partita IVA as its 11 digits.' }),
    archived: t.boolean({
      description: 'Archived suppliers are hidden from lists and pickers; old documents still show them.',
      resolve: (s) => s.archivedAt !== null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const supplierFields = {
  name: 'Trade name.',
  businessName: 'Legal (business) name.',
  address: 'Full address.',
  vatNumber: 'Italian partita IVA (checked) or a foreign VAT number with its country code.',
};

const CreateSupplierInput = builder.inputType('CreateSupplierInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: supplierFields.name }),
    businessName: t.string({ required: true, description: supplierFields.businessName }),
    address: t.string({ required: true, description: supplierFields.address }),
    vatNumber: t.string({ required: true, description: supplierFields.vatNumber }),
  }),
});

const UpdateSupplierInput = builder.inputType('UpdateSupplierInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: SupplierNode }),
    name: t.string({ required: true }),
    businessName: t.string({ required: true }),
    address: t.string({ required: true }),
    vatNumber: t.string({ required: true }),
  }),
});

const DeleteSupplierInput = builder.inputType('DeleteSupplierInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: SupplierNode }) }),
});

const ArchiveSupplierInput = builder.inputType('ArchiveSupplierInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: SupplierNode }),
    archived: t.boolean({ required: true }),
  }),
});

const SupplierPayload = builder.objectRef<{ supplier: Supplier }>('SupplierPayload').implement({
  fields: (t) => ({ supplier: t.field({ type: SupplierNode, resolve: (p) => p.supplier }) }),
});

const DeleteSupplierPayload = builder.objectRef<{ deletedId: string }>('DeleteSupplierPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

const supplierSort = listSort<Prisma.SupplierOrderByWithRelationInput>('Supplier', {
  NAME: (d) => ({ name: d }),
  BUSINESS_NAME: (d) => ({ businessName: d }),
  VAT_NUMBER: (d) => ({ vatNumber: d }),
});

builder.queryFields((t) => ({
  suppliers: t.prismaConnection({
    type: 'Supplier',
    cursor: 'id',
    description: 'Suppliers by name; search matches name, business name and VAT number.',
    authScopes: { can: 'supplier.view' },
    args: { search: t.arg.string(), includeArchived: t.arg.boolean(), orderBy: t.arg({ type: supplierSort.input }) },
    totalCount: (_parent, args, ctx) => countSuppliers(ctx, args),
    resolve: (query, _root, args, ctx) =>
      listSuppliers(ctx, args, { ...query, orderBy: supplierSort.orderBy(args.orderBy) }),
  }),
}));

builder.mutationFields((t) => ({
  createSupplier: t.field({
    authScopes: { can: 'supplier.manage' },
    type: SupplierPayload,
    description: 'Finance and admin.',
    errors: { types: commonErrors },
    args: { input: t.arg({ type: CreateSupplierInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ supplier: await createSupplier(ctx, input) }),
  }),
  updateSupplier: t.field({
    authScopes: { can: 'supplier.manage' },
    type: SupplierPayload,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: UpdateSupplierInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ supplier: await updateSupplier(ctx, Number(input.id.id), input) }),
  }),
  deleteSupplier: t.field({
    authScopes: { can: 'supplier.manage' },
    type: DeleteSupplierPayload,
    description: 'Refused while an offer, order, invoice or contract uses the supplier (archive it instead).',
    errors: { types: commonErrors },
    args: { input: t.arg({ type: DeleteSupplierInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteSupplier(ctx, Number(input.id.id));
      return { deletedId: encodeGlobalID('Supplier', input.id.id) };
    },
  }),
  archiveSupplier: t.field({
    authScopes: { can: 'supplier.manage' },
    type: SupplierPayload,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: ArchiveSupplierInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      supplier: await archiveSupplier(ctx, Number(input.id.id), input.archived),
    }),
  }),
}));
