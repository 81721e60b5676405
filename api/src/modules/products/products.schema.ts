import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { listSort } from '../../shared/sort.ts';
import type { Product } from '../../generated/prisma/client.ts';
import { commonErrors } from '../common/errors.schema.ts';
import {
  archiveProduct,
  countProducts,
  createProduct,
  deleteProduct,
  listProductCategories,
  listProducts,
  updateProduct,
} from './products.service.ts';

export const ProductNode = builder.prismaNode('Product', {
  ...tenantNode('product.view'),
  description: 'A catalogue product; offer and invoice lines pick from it.',
  fields: (t) => ({
    rowId: t.exposeInt('id', { description: 'The numeric id the legacy REST calls use.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    price: t.expose('price', { type: 'Decimal', description: 'Unit price in euro.' }),
    category: t.exposeString('category', { nullable: true }),
    archived: t.boolean({
      description: 'Archived products are hidden from lists and pickers; old offers still show them.',
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

const DeleteProductInput = builder.inputType('DeleteProductInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: ProductNode }) }),
});

const ArchiveProductInput = builder.inputType('ArchiveProductInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: ProductNode }),
    archived: t.boolean({ required: true, description: 'true hides the product, false shows it again.' }),
  }),
});

const ProductPayload = builder.objectRef<{ product: Product }>('ProductPayload').implement({
  fields: (t) => ({ product: t.field({ type: ProductNode, resolve: (p) => p.product }) }),
});

const DeleteProductPayload = builder.objectRef<{ deletedId: string }>('DeleteProductPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId', { description: 'The global id of the deleted product.' }) }),
});

const productSort = listSort<Prisma.ProductOrderByWithRelationInput>('Product', {
  NAME: (d) => ({ name: d }),
  CATEGORY: (d) => ({ category: { sort: d, nulls: 'last' } }),
  PRICE: (d) => ({ price: d }),
});

builder.queryFields((t) => ({
  products: t.prismaConnection({
    type: 'Product',
    cursor: 'id',
    description: 'The product catalogue, by name; archived products only when asked.',
    authScopes: { can: 'product.view' },
    args: {
      search: t.arg.string({ description: 'Part of the name or description.' }),
      category: t.arg.string({ description: "One category; empty or 'all' for every one." }),
      includeArchived: t.arg.boolean(),
      orderBy: t.arg({ type: productSort.input }),
    },
    totalCount: (_parent, args, ctx) => countProducts(ctx, args),
    resolve: (query, _root, args, ctx) =>
      listProducts(ctx, args, { ...query, orderBy: productSort.orderBy(args.orderBy) }),
  }),
  productCategories: t.stringList({
    description: "The distinct categories of the active products (the page's category filter).",
    authScopes: { can: 'product.view' },
    resolve: (_root, _args, ctx) => listProductCategories(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createProduct: t.field({
    authScopes: { can: 'product.manage' },
    type: ProductPayload,
    description: 'Procurement only.',
    errors: { types: commonErrors },
    args: { input: t.arg({ type: CreateProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ product: await createProduct(ctx, input) }),
  }),
  updateProduct: t.field({
    authScopes: { can: 'product.manage' },
    type: ProductPayload,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: UpdateProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ product: await updateProduct(ctx, Number(input.id.id), input) }),
  }),
  deleteProduct: t.field({
    authScopes: { can: 'product.manage' },
    type: DeleteProductPayload,
    description: 'Refused while an offer or invoice line uses the product (archive it instead).',
    errors: { types: commonErrors },
    args: { input: t.arg({ type: DeleteProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteProduct(ctx, Number(input.id.id));
      return { deletedId: encodeGlobalID('Product', input.id.id) };
    },
  }),
  archiveProduct: t.field({
    authScopes: { can: 'product.manage' },
    type: ProductPayload,
    description: 'Hides the product from lists and pickers (or shows it again); old offers still show it.',
    errors: { types: commonErrors },
    args: { input: t.arg({ type: ArchiveProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      product: await archiveProduct(ctx, Number(input.id.id), input.archived),
    }),
  }),
}));
