import { builder } from '../../builder.ts';
import { BudgetRefInput } from '../budgets/budget-ref.input.ts';
import { tenantNode, tenantRowNode } from '../common/tenant-node.ts';
import { listQuery, tenantRecord, tenantTableRows } from '../../shared/list-connection.ts';
import { can } from '../../auth/permissions.ts';
import { Decimal } from '../../shared/scalars.ts';
import { offerWhere } from './offers.service.ts';
import { approvalFields } from '../../workflows/approval.fields.ts';
import { offerApproval } from '../../workflows/approval-kinds.ts';
import { fullName, personNameField, personNameSelect } from '../../shared/names.ts';

const approval = approvalFields(offerApproval);

export const OfferStatusEnum = builder.enumType('OfferStatus', {
  values: offerApproval.statuses,
  description: 'pending, approved_finance, approved_it, approved (fully approved), rejected (spec heading 4).',
});

export const OfferApprovalStepEnum = builder.enumType('OfferApprovalStep', {
  values: { FINANCE: { value: 'finance' }, IT: { value: 'it' } } as const,
  description: 'The step an approve action of this viewer gives: finance (finance, admin first) or IT.',
});

builder.prismaObject('OfferLine', {
  description: 'One product of an offer; the unit price is the product price captured when the offer was made.',
  select: { id: true },
  fields: (t) => ({
    productRowId: t.exposeInt('productId'),
    product: t.relation('product'),
    name: t.string({ select: { product: { select: { name: true } } }, resolve: (l) => l.product.name }),
    description: t.string({
      nullable: true,
      select: { product: { select: { description: true } } },
      resolve: (l) => l.product.description,
    }),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.expose('unitPrice', { type: 'Decimal' }),
    lineTotal: t.field({
      type: 'Decimal',
      description: 'quantity x unit price.',
      select: { quantity: true, unitPrice: true },
      resolve: (l) => l.unitPrice.mul(l.quantity),
    }),
  }),
});

builder.prismaNode('OfferRecipient', {
  ...tenantRowNode('offer.view'),
  description: 'Who receives (and pays a share of) an offer: a percentage of the offer total.',
  select: { id: true },
  fields: (t) => ({
    offerRowId: t.exposeInt('offerId'),
    name: t.exposeString('name'),
    costCenter: t.relation('costCenter'),
    costCenterRowId: t.exposeInt('costCenterId'),
    costCenterCode: t.string({ select: { costCenter: { select: { code: true } } }, resolve: (r) => r.costCenter.code }),
    location: t.exposeString('location'),
    city: t.exposeString('city'),
    amountShare: t.expose('amountShare', { type: 'Decimal', description: 'Percentage of the offer total.' }),
    notes: t.exposeString('notes', { nullable: true }),
  }),
});

export const OfferNode = builder.prismaNode('Offer', {
  ...tenantNode('offer.view'),
  description: 'A supplier offer: products, PDF documents and recipients, approved by finance and the IT director.',
  // Select mode (as Product): a list page reads the columns its fields name, not every column of every offer.
  select: { id: true },
  fields: (t) => ({
    title: t.exposeString('title'),
    date: t.expose('date', { type: 'Date' }),
    supplier: t.relation('supplier'),
    supplierRowId: t.exposeInt('supplierId'),
    supplierName: t.string({ select: { supplier: { select: { name: true } } }, resolve: (o) => o.supplier.name }),
    totalAmount: t.expose('totalAmount', {
      type: 'Decimal',
      description: 'Computed by the server: lines (quantity x unit price) plus document prices.',
    }),
    status: t.expose('status', { type: OfferStatusEnum }),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdByName: t.string({ select: { createdBy: personNameSelect }, resolve: (o) => fullName(o.createdBy) ?? '' }),
    approvedByFinance: t.boolean({
      select: { approvedByFinanceId: true },
      resolve: (o) => o.approvedByFinanceId !== null,
    }),
    approvedByFinanceName: t.string(personNameField('approvedByFinance')),
    approvedByFinanceAt: t.expose('approvedByFinanceAt', { type: 'DateTime', nullable: true }),
    approvedByIT: t.boolean({ select: { approvedByItId: true }, resolve: (o) => o.approvedByItId !== null }),
    approvedByITName: t.string(personNameField('approvedByIt')),
    approvedByITAt: t.expose('approvedByItAt', { type: 'DateTime', nullable: true }),
    approvedDate: t.expose('approvedDate', { type: 'DateTime', nullable: true }),
    rejectedReason: t.exposeString('rejectedReason', { nullable: true }),
    rejectedByName: t.string(personNameField('rejectedBy')),
    rejectedAt: t.expose('rejectedAt', { type: 'DateTime', nullable: true }),
    lines: t.relation('lines', { query: { orderBy: { position: 'asc' } } }),
    recipients: t.relation('recipients', { query: { orderBy: { id: 'asc' } } }),
    documents: t.relation('documents', { query: { orderBy: { id: 'asc' } } }),
    recipientShareTotal: t.field({
      type: 'Decimal',
      description: 'Sum of the recipients\u2019 shares, in percent (at most 100).',
      // The same arguments as the recipients field, so Pothos merges both into one nested query (no N+1).
      select: { recipients: { select: { amountShare: true }, orderBy: { id: 'asc' } } },
      resolve: (o) => o.recipients.reduce((sum, r) => sum.plus(r.amountShare), new Decimal(0)),
    }),
    order: t.relation('order', { nullable: true, description: 'The purchase order made from this offer, if any.' }),
    approvalStep: t.field({
      type: OfferApprovalStepEnum,
      ...approval.approvalStep,
    }),
    approvalBlockedReason: t.string(approval.approvalBlockedReason),
    canReject: t.boolean(approval.canReject),
    canManageRecipients: t.boolean({
      select: { status: true },
      resolve: (o, _args, ctx) => offerApproval.isOpen(o.status) && can(ctx.viewer, 'offer.manageRecipients'),
    }),
    canUploadDocument: t.boolean({
      description: 'Documents change the total, so they are added only before any approval.',
      select: { status: true },
      resolve: (o, _args, ctx) => o.status === 'pending' && can(ctx.viewer, 'offer.uploadDocument'),
    }),
    canCreateOrder: t.boolean({
      select: { status: true, order: { select: { id: true } } },
      resolve: (o, _args, ctx) => o.status === 'approved' && o.order === null && can(ctx.viewer, 'order.create'),
    }),
  }),
});

listQuery('offers', {
  type: 'Offer',
  description: 'Offers of your tenant, newest first, filtered like the offers list (search: title or supplier).',
  can: 'offer.view',
  args: (arg) => ({
    search: arg.string({ description: 'Part of the title or of the supplier name.' }),
    status: arg({ type: OfferStatusEnum }),
    orderable: arg.boolean({ description: 'Only approved offers without an order (the order-creation picker).' }),
    committedTo: arg({
      type: BudgetRefInput,
      description: "Only the offers behind a budget's committed figure (cost center and year).",
    }),
  }),
  sort: {
    TITLE: (d) => ({ title: d }),
    CREATED_AT: (d) => ({ createdAt: d }),
    SUPPLIER: (d) => ({ supplier: { name: d } }),
    AMOUNT: (d) => ({ totalAmount: d }),
    STATUS: (d) => ({ status: d }),
  },
  ...tenantTableRows('offer', offerWhere, { id: 'desc' }),
});

builder.queryFields((t) => ({
  offer: tenantRecord(t, 'Offer', 'offer.view'),
}));
