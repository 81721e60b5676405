import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import { listQuery } from '../../shared/list-connection.ts';
import { masterMutations } from '../common/master-mutations.ts';
import { listProductCategories, productRows, productWrites } from './products.service.ts';

export const ProductNode = builder.prismaNode('Product', {
  ...tenantNode('product.view'),
  description: 'A catalogue product; offer and invoice lines pick from it.',
  // Select mode: a product read under a list's lines brings only the columns its fields name (exposed
  // ones by themselves, the others by their select), not its dates and description (issue 15, point 2).
  select: { id: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    price: t.expose('price', { type: 'Decimal', description: 'Unit price in euro.' }),
    category: t.exposeString('category', { nullable: true }),
    archived: t.boolean({
      description: 'Archived products are hidden from lists and pickers; old offers still show them.',
      select: { archivedAt: true },
      resolve: (p) => p.archivedAt !== null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CreateProductInput = builder.inputType('CreateProductInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    price: t.field({ type: 'Decimal', required: true, description: 'Greater than 0, at most two decimals.' }),
    category: t.string(),
  }),
});

const UpdateProductInput = builder.inputType('UpdateProductInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: ProductNode }),
    name: t.string({ required: true }),
    description: t.string(),
    price: t.field({ type: 'Decimal', required: true }),
    category: t.string(),
  }),
});

listQuery('products', {
  type: 'Product',
  description: 'The product catalogue, by name; archived products only when asked.',
  can: 'product.view',
  args: (arg) => ({
    search: arg.string({ description: 'Part of the name or description.' }),
    category: arg.string({ description: "One category; empty or 'all' for every one." }),
    includeArchived: arg.boolean(),
  }),
  sort: {
    NAME: (d) => ({ name: d }),
    CATEGORY: (d) => ({ category: { sort: d, nulls: 'last' } }),
    PRICE: (d) => ({ price: d }),
  },
  ...productRows,
});

builder.queryFields((t) => ({
  productCategories: t.stringList({
    description: "The distinct categories of the active products (the page's category filter).",
    authScopes: { can: 'product.view' },
    resolve: (_root, _args, ctx) => listProductCategories(ctx),
  }),
}));

masterMutations({
  name: 'Product',
  node: ProductNode,
  manage: 'product.manage',
  createInput: CreateProductInput,
  updateInput: UpdateProductInput,
  describe: {
    create: 'Procurement only.',
    delete: 'Refused while an offer or invoice line uses the product (archive it instead).',
    archive: 'Hides the product from lists and pickers (or shows it again); old offers still show it.',
    archived: 'true hides the product, false shows it again.',
    deletedId: 'The global id of the deleted product.',
  },
  ...productWrites,
});
