// The invoices' GraphQL query fields (the schema's split past ~250 lines, next to invoices.mutations.ts);
// the reads they share with the services and the REST shim are invoices.reads.ts.
import { builder } from '../../builder.ts';
import { assertAllowed, tenantFilter, type Viewer } from '../../context.ts';
import { listQuery, tenantRecord, tenantTableRows } from '../../shared/list-connection.ts';
import { NotFoundError } from '../../errors.ts';
import type { Decimal } from '../../shared/scalars.ts';
import { optionalId, parseId } from '../../shared/ids.ts';
import { getInvoiceDraft, type DraftLine, type InvoiceDraft } from './invoice-from-order.service.ts';
import { costCenterFilter, invoiceWhere, vatRateFilter, type InvoiceFilters } from './invoices.reads.ts';
import { InvoiceStatusEnum } from './invoices.schema.ts';
import { BudgetRefInput } from '../budgets/budget-ref.input.ts';

const DraftLineRef = builder.objectRef<DraftLine>('InvoiceDraftLine').implement({
  description: 'A line the order brings to its invoice (an offer product, or a priced offer document).',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Send back with the VAT percentage chosen for the line.' }),
    productRowId: t.exposeInt('productId', { nullable: true }),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({ type: 'Decimal', resolve: (l): Decimal => l.unitPrice }),
  }),
});

const DraftRef = builder.objectRef<InvoiceDraft>('InvoiceDraft').implement({
  description: 'The order as the create-invoice screen needs it: whether it can be invoiced, and its lines.',
  fields: (t) => ({
    orderRowId: t.exposeInt('orderId'),
    orderNumber: t.exposeString('orderNumber'),
    orderStatus: t.exposeString('status'),
    hasInvoice: t.exposeBoolean('hasInvoice'),
    supplierRowId: t.exposeInt('supplierId'),
    supplierName: t.exposeString('supplierName'),
    supplierBusinessName: t.exposeString('supplierBusinessName'),
    totalAmount: t.field({ type: 'Decimal', resolve: (d): Decimal => d.totalAmount }),
    lines: t.field({ type: [DraftLineRef], resolve: (d) => d.lines }),
  }),
});

interface Option {
  id: number;
  label: string;
}

const OptionRef = builder.objectRef<Option>('FinanceOption').implement({
  description: 'A pick-list entry of the finance screens (supplier, order, contract).',
  fields: (t) => ({ rowId: t.exposeInt('id'), label: t.exposeString('label') }),
});

/** The list's filter from its arguments (ids global or database ids). */
function listWhere(
  viewer: Viewer,
  args: {
    status?: InvoiceFilters['status'];
    supplierId?: string | null;
    orderId?: string | null;
    contractId?: string | null;
    isRecurring?: boolean | null;
    search?: string | null;
    invoiceDateFrom?: Date | null;
    invoiceDateTo?: Date | null;
    costCenterId?: string | null;
    vatRate?: string | null;
    actualFor?: InvoiceFilters['actualFor'];
  },
) {
  return invoiceWhere(viewer, {
    status: args.status,
    supplierId: optionalId(args.supplierId, 'Supplier', 'supplierId'),
    orderId: optionalId(args.orderId, 'Order', 'orderId'),
    contractId: optionalId(args.contractId, 'Contract', 'contractId'),
    isRecurring: args.isRecurring,
    search: args.search,
    invoiceDateFrom: args.invoiceDateFrom,
    invoiceDateTo: args.invoiceDateTo,
    costCenterId: costCenterFilter(args.costCenterId, 'costCenterId'),
    vatRate: vatRateFilter(args.vatRate, 'vatRate'),
    actualFor: args.actualFor,
  });
}

listQuery('invoices', {
  type: 'Invoice',
  description: 'Invoices of your tenant, newest first, with the list filters of the spec.',
  can: 'invoice.view',
  args: (arg) => ({
    status: arg({ type: InvoiceStatusEnum }),
    supplierId: arg.id({ description: 'Supplier id (global or database id).' }),
    orderId: arg.id(),
    contractId: arg.id(),
    isRecurring: arg.boolean({ description: 'true: recurring only; false: single only.' }),
    search: arg.string({ description: 'Invoice number, company, supplier, order number or contract.' }),
    invoiceDateFrom: arg({ type: 'Date', description: 'Invoice date on or after (issue 18, analytics).' }),
    invoiceDateTo: arg({ type: 'Date', description: 'Invoice date on or before.' }),
    costCenterId: arg.id({
      description: "Invoices whose order's offer allocates to this cost center (global or database id); 'none': none.",
    }),
    vatRate: arg.string({ description: 'Invoices with a line at this VAT rate (percent).' }),
    actualFor: arg({
      type: BudgetRefInput,
      description: "Only the invoices behind a budget's actual figure (cost center and year).",
    }),
  }),
  sort: {
    INVOICE_NUMBER: (d) => ({ invoiceNumber: d }),
    SUPPLIER: (d) => ({ supplier: { name: d } }),
    INVOICE_DATE: (d) => ({ invoiceDate: d }),
    DUE_DATE: (d) => ({ dueDate: d }),
    TOTAL: (d) => ({ totalAmount: d }),
    STATUS: (d) => ({ status: d }),
  },
  ...tenantTableRows('invoice', listWhere, { id: 'desc' }),
});

builder.queryFields((t) => ({
  invoice: tenantRecord(t, 'Invoice', 'invoice.view'),
  invoiceDraft: t.field({
    type: DraftRef,
    nullable: true,
    description: 'The create-invoice-from-order screen: null when the order does not exist in your tenant.',
    authScopes: { can: 'invoice.create' },
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      getInvoiceDraft(ctx, parseId(args.orderId, 'Order', 'orderId')).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
  }),
  financeSupplierOptions: t.field({
    type: [OptionRef],
    description: 'Suppliers of your tenant for the invoice and contract pickers, by name.',
    authScopes: { can: 'invoice.view' },
    resolve: async (_root, _args, ctx) => {
      const viewer = assertAllowed(ctx, 'invoice.view');
      const rows = await ctx.db.supplier.findMany({
        where: { ...tenantFilter(viewer), archivedAt: null },
        select: { id: true, name: true },
        orderBy: { name: 'asc' },
        take: 2000,
      });
      return rows.map((s) => ({ id: s.id, label: s.name }));
    },
  }),
  financeContractOptions: t.field({
    type: [OptionRef],
    description: 'Contracts of your tenant for the invoice pickers and filters, by name.',
    authScopes: { can: 'contract.view' },
    resolve: async (_root, _args, ctx) => {
      const viewer = assertAllowed(ctx, 'contract.view');
      const rows = await ctx.db.contract.findMany({
        where: { ...tenantFilter(viewer) },
        select: { id: true, contractName: true },
        orderBy: { contractName: 'asc' },
        take: 2000,
      });
      return rows.map((c) => ({ id: c.id, label: c.contractName }));
    },
  }),
  financeOrderOptions: t.field({
    type: [OptionRef],
    description: 'Orders that have an invoice, for the invoice list filter.',
    authScopes: { can: 'invoice.view' },
    resolve: async (_root, _args, ctx) => {
      const viewer = assertAllowed(ctx, 'invoice.view');
      const rows = await ctx.db.order.findMany({
        where: { ...tenantFilter(viewer), invoice: { isNot: null } },
        select: { id: true, orderNumber: true },
        orderBy: { id: 'desc' },
        take: 2000,
      });
      return rows.map((o) => ({ id: o.id, label: o.orderNumber }));
    },
  }),
}));
