import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import { approvalFields } from '../../workflows/approval.fields.ts';
import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import { FREQUENCIES } from './invoice-input.ts';
import { can } from '../../auth/permissions.ts';
import { personNameField } from '../../shared/names.ts';
import { relatedColumn } from '../../shared/related-column.ts';
import { Decimal } from '../../shared/scalars.ts';

const approval = approvalFields(invoiceApproval);

export const InvoiceStatusEnum = builder.enumType('InvoiceStatus', {
  values: invoiceApproval.statuses,
  description: 'pending, approved_finance, approved_it, fully_approved, rejected (spec heading 4).',
});

export const RecurringFrequencyEnum = builder.enumType('RecurringFrequency', { values: FREQUENCIES });

builder.prismaObject('InvoiceLine', {
  description: 'One line: net = quantity x unit price; VAT rounded to the cent per line.',
  // Select mode (as Invoice): a list's lines read the columns their fields name, not the e-invoice's.
  select: { id: true },
  fields: (t) => ({
    productRowId: t.exposeInt('productId', { nullable: true }),
    productName: t.string(relatedColumn('product', 'name')),
    description: t.exposeString('description'),
    quantity: t.int({
      description: 'Whole units (a typed-in line). An e-invoice line states its own: see exactQuantity.',
      select: { quantity: true },
      resolve: (line) => (line.quantity === null ? 1 : Number(line.quantity.toFixed(0, Decimal.ROUND_HALF_UP))),
    }),
    unitPrice: t.expose('unitPrice', { type: 'Decimal' }),
    vatPercentage: t.expose('vatPercentage', { type: 'Decimal' }),
    netAmount: t.expose('netAmount', { type: 'Decimal' }),
    vatAmount: t.expose('vatAmount', { type: 'Decimal' }),
  }),
});

export const InvoiceNode = builder.prismaNode('Invoice', {
  ...tenantNode('invoice.view'),
  description: 'A supplier invoice; totals are computed by the server from its lines.',
  // Select mode (as Offer): a list page reads the columns its fields name; the e-invoice's render tree
  // and discrepancies only when asked.
  select: { id: true },
  fields: (t) => ({
    invoiceNumber: t.exposeString('invoiceNumber'),
    companyName: t.exposeString('companyName'),
    invoiceDate: t.expose('invoiceDate', { type: 'Date' }),
    dueDate: t.expose('dueDate', { type: 'Date' }),
    netAmount: t.expose('netAmount', { type: 'Decimal' }),
    vatAmount: t.expose('vatAmount', { type: 'Decimal' }),
    totalAmount: t.expose('totalAmount', { type: 'Decimal' }),
    status: t.expose('status', { type: InvoiceStatusEnum }),
    statusLabel: t.string({ select: { status: true }, resolve: (i) => invoiceApproval.label(i.status) }),
    listStatus: t.string({
      description: 'The capitalised value the list shows (Pending, Fully_Approved ...).',
      select: { status: true },
      resolve: (i) => invoiceApproval.restStatus(i.status, 'list'),
    }),
    isRecurring: t.exposeBoolean('isRecurring'),
    recurringFrequency: t.expose('recurringFrequency', { type: RecurringFrequencyEnum, nullable: true }),
    nextInvoiceDate: t.expose('nextInvoiceDate', { type: 'Date', nullable: true }),
    recurringParentRowId: t.exposeInt('recurringParentId', { nullable: true }),
    rejectedReason: t.exposeString('rejectedReason', { nullable: true }),
    rejectedByName: t.string(personNameField('rejectedBy', 'Who rejected the invoice (as offers show it).')),
    rejectedAt: t.expose('rejectedAt', { type: 'DateTime', nullable: true }),
    supplierRowId: t.exposeInt('supplierId'),
    supplierName: t.string({ select: { supplier: { select: { name: true } } }, resolve: (i) => i.supplier.name }),
    orderRowId: t.exposeInt('orderId', { nullable: true }),
    orderNumber: t.string(relatedColumn('order', 'orderNumber')),
    orderStatus: t.string(
      relatedColumn('order', 'status', 'The order moves received -> completed when this invoice is fully approved.'),
    ),
    contractRowId: t.exposeInt('contractId', { nullable: true }),
    contractName: t.string(relatedColumn('contract', 'contractName')),
    approvedByFinance: t.boolean({
      select: { approvedByFinanceId: true },
      resolve: (i) => i.approvedByFinanceId !== null,
    }),
    approvedByIT: t.boolean({ select: { approvedByItId: true }, resolve: (i) => i.approvedByItId !== null }),
    approvedByFinanceName: t.string(personNameField('approvedByFinance')),
    approvedByITName: t.string(personNameField('approvedByIt')),
    lines: t.relation('lines', { query: { orderBy: { position: 'asc' } } }),
    canApprove: t.boolean({
      description: 'The Approve button rule of heading 4 for this viewer.',
      ...approval.canApprove,
    }),
    approvalBlockedReason: t.string(approval.approvalBlockedReason),
    canReject: t.boolean(approval.canReject),
    canEdit: t.boolean({
      description: 'Edit and delete are hidden once fully approved; an imported e-invoice is never edited.',
      select: { status: true, source: true },
      resolve: (i, _args, ctx) =>
        i.status !== 'fully_approved' && i.source !== 'fatturapa' && can(ctx.viewer, 'invoice.update'),
    }),
    canSetLineCostCenters: t.boolean({
      description:
        'Issue 18: the lines’ cost centers may be set (setInvoiceLineCostCenters): not from an order, awaiting its first approval.',
      select: { status: true, orderId: true },
      resolve: (i, _args, ctx) => i.status === 'pending' && i.orderId === null && can(ctx.viewer, 'invoice.update'),
    }),
    canDelete: t.boolean({
      select: { status: true },
      resolve: (i, _args, ctx) => i.status !== 'fully_approved' && can(ctx.viewer, 'invoice.delete'),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
