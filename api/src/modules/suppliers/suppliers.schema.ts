import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import { listQuery } from '../../shared/list-connection.ts';
import { masterMutations } from '../common/master-mutations.ts';
import { supplierRows, supplierWrites } from './suppliers.service.ts';
import { maskIban } from '../../shared/bank-account.ts';

export const SupplierNode = builder.prismaNode('Supplier', {
  ...tenantNode('supplier.view'),
  description: 'A supplier of offers, orders, invoices and contracts.',
  fields: (t) => ({
    name: t.exposeString('name'),
    businessName: t.exposeString('businessName'),
    address: t.exposeString('address'),
    vatNumber: t.exposeString('vatNumber', { description: 'Normalised: an Italian partita IVA as its 11 digits.' }),
    iban: t.exposeString('iban', {
      nullable: true,
      description:
        'The account to pay, whole and without spaces (the supplier dialog); lists show ibanMasked. Typed in, or ' +
        'learnt from the first imported e-invoice that gave a valid one (never overwritten by a later file).',
    }),
    ibanMasked: t.string({
      nullable: true,
      description: 'The IBAN as lists show it: IT60 X054 ... 3456.',
      resolve: (s) => (s.iban ? maskIban(s.iban) : null),
    }),
    bic: t.exposeString('bic', { nullable: true }),
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
  iban: 'The account to pay: IBAN (ISO 13616: country, length, check digits; spaces allowed). Null or empty clears it.',
  bic: 'BIC of the supplier’s bank (ISO 9362, 8 or 11 characters), optional.',
};

const CreateSupplierInput = builder.inputType('CreateSupplierInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: supplierFields.name }),
    businessName: t.string({ required: true, description: supplierFields.businessName }),
    address: t.string({ required: true, description: supplierFields.address }),
    vatNumber: t.string({ required: true, description: supplierFields.vatNumber }),
    iban: t.string({ description: supplierFields.iban }),
    bic: t.string({ description: supplierFields.bic }),
  }),
});

const UpdateSupplierInput = builder.inputType('UpdateSupplierInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: SupplierNode }),
    name: t.string({ required: true }),
    businessName: t.string({ required: true }),
    address: t.string({ required: true }),
    vatNumber: t.string({ required: true }),
    iban: t.string({ description: `${supplierFields.iban} Absent: unchanged.` }),
    bic: t.string({ description: `${supplierFields.bic} Absent: unchanged.` }),
  }),
});

listQuery('suppliers', {
  type: 'Supplier',
  description: 'Suppliers by name; search matches name, business name and VAT number.',
  can: 'supplier.view',
  args: (arg) => ({ search: arg.string(), includeArchived: arg.boolean() }),
  sort: {
    NAME: (d) => ({ name: d }),
    BUSINESS_NAME: (d) => ({ businessName: d }),
    VAT_NUMBER: (d) => ({ vatNumber: d }),
  },
  ...supplierRows,
});

masterMutations({
  name: 'Supplier',
  node: SupplierNode,
  manage: 'supplier.manage',
  createInput: CreateSupplierInput,
  updateInput: UpdateSupplierInput,
  describe: {
    create: 'Finance and admin.',
    delete: 'Refused while an offer, order, invoice or contract uses the supplier (archive it instead).',
  },
  ...supplierWrites,
});
