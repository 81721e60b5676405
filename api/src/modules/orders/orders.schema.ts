import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import { listQuery, tenantRecord, tenantTableRows } from '../../shared/list-connection.ts';
import { can } from '../../auth/permissions.ts';
import { ORDER_STATUSES, nextOrderStatus } from './orders.rules.ts';
import { orderWhere, suggestOrderNumber } from './orders.service.ts';

export const OrderStatusEnum = builder.enumType('OrderStatus', {
  values: ORDER_STATUSES,
  description:
    'pending -> sent -> received (by procurement), received -> completed (when its invoice is fully approved).',
});

builder.prismaNode('Order', {
  ...tenantNode('order.view'),
  description: 'A purchase order made from an approved offer; supplier and total come from the offer.',
  fields: (t) => ({
    orderNumber: t.exposeString('orderNumber'),
    date: t.expose('date', { type: 'Date' }),
    status: t.expose('status', { type: OrderStatusEnum }),
    supplier: t.relation('supplier'),
    supplierName: t.string({ select: { supplier: { select: { name: true } } }, resolve: (o) => o.supplier.name }),
    totalAmount: t.expose('totalAmount', { type: 'Decimal' }),
    estimatedDeliveryDate: t.expose('estimatedDeliveryDate', { type: 'Date', nullable: true }),
    actualDeliveryDate: t.expose('actualDeliveryDate', { type: 'Date', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    offer: t.relation('offer', { description: 'The offer: its products and documents are the order items.' }),
    offerRowId: t.exposeInt('offerId'),
    hasInvoice: t.boolean({ select: { invoice: { select: { id: true } } }, resolve: (o) => o.invoice !== null }),
    invoice: t.relation('invoice', { nullable: true }),
    nextStatus: t.field({
      type: OrderStatusEnum,
      nullable: true,
      description: 'Where the advance action moves the order; null for received and completed.',
      select: { status: true },
      resolve: (o) => nextOrderStatus(o.status),
    }),
    canAdvance: t.boolean({
      select: { status: true },
      resolve: (o, _args, ctx) => nextOrderStatus(o.status) !== null && can(ctx.viewer, 'order.advance'),
    }),
    canCreateInvoice: t.boolean({
      description: 'Received, without an invoice, and the viewer may create invoices.',
      select: { status: true, invoice: { select: { id: true } } },
      resolve: (o, _args, ctx) => o.status === 'received' && o.invoice === null && can(ctx.viewer, 'invoice.create'),
    }),
  }),
});

listQuery('orders', {
  type: 'Order',
  description: 'Orders of your tenant, newest first (search: order number or supplier).',
  can: 'order.view',
  args: (arg) => ({
    search: arg.string({ description: 'Part of the order number or of the supplier name.' }),
    status: arg({ type: OrderStatusEnum }),
  }),
  sort: {
    ORDER_NUMBER: (d) => ({ orderNumber: d }),
    CREATED_AT: (d) => ({ createdAt: d }),
    SUPPLIER: (d) => ({ supplier: { name: d } }),
    DELIVERY: (d) => ({ estimatedDeliveryDate: { sort: d, nulls: 'last' } }),
    AMOUNT: (d) => ({ totalAmount: d }),
    STATUS: (d) => ({ status: d }),
  },
  ...tenantTableRows('order', orderWhere, { id: 'desc' }),
});

builder.queryFields((t) => ({
  order: tenantRecord(t, 'Order', 'order.view'),
  suggestedOrderNumber: t.string({
    description: 'A free ORD-{year}-{100..999} to prefill the order form (editable).',
    authScopes: { can: 'order.create' },
    resolve: (_root, _args, ctx) => suggestOrderNumber(ctx),
  }),
}));
