// The invoices' GraphQL query fields (the schema's split past ~250 lines, next to invoices.mutations.ts);
// the reads they share with the services and the REST shim are invoices.reads.ts.
import { builder } from '../../builder.ts';
import type { Permission } from '../../auth/permissions.ts';
import { assertAllowed, type Context, type Viewer } from '../../context.ts';
import { tenantRead, tenantSql, tenantStatement } from '../../db/tenant-scope.ts';
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

/** The most entries a pick list sends. */
const OPTIONS_LIMIT = 2000;

/** Each pick list: its table (alias o), label column, filter and order (the order the screens show). */
const OPTION_LISTS = {
  suppliers: { table: 'Supplier', label: 'name', where: `o."archivedAt" IS NULL`, order: `o."name", o."id"` },
  contracts: { table: 'Contract', label: 'contractName', where: 'TRUE', order: `o."contractName", o."id"` },
  orders: {
    table: 'Order',
    label: 'orderNumber',
    where: `EXISTS (SELECT 1 FROM "Invoice" i WHERE i."tenantId" = o."tenantId" AND i."orderId" = o."id")`,
    order: `o."id" DESC`,
  },
} as const;

/**
 * A pick list as [id, label] pairs built by PostgreSQL in one statement under row-level security: the
 * invoices screen asks for all three on every visit, up to 2,000 entries each (~2,300 orders of a
 * bench_1m tenant have an invoice), and through Prisma's client they cost 6.4 ms of CPU a visit.
 */
async function readOptions(ctx: Context, permission: Permission, list: keyof typeof OPTION_LISTS): Promise<Option[]> {
  const viewer = assertAllowed(ctx, permission);
  const sql = tenantStatement(`options:${list}`, () => {
    const { table, label, where, order } = OPTION_LISTS[list];
    return `(SELECT coalesce(json_agg(json_build_array(x."id", x."label") ORDER BY x."n"), '[]') FROM (
      SELECT o."id", o."${label}" AS "label", row_number() OVER (ORDER BY ${order}) AS "n"
        FROM "${table}" o WHERE ${tenantSql('o')} AND ${where} ORDER BY ${order} LIMIT ${OPTIONS_LIMIT}) x)`;
  });
  const pairs = await tenantRead<[number, string][]>(ctx.app.database.prisma, viewer.tenantId, sql);
  return pairs.map(([id, label]) => ({ id, label }));
}

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
    resolve: (_root, _args, ctx) => readOptions(ctx, 'invoice.view', 'suppliers'),
  }),
  financeContractOptions: t.field({
    type: [OptionRef],
    description: 'Contracts of your tenant for the invoice pickers and filters, by name.',
    authScopes: { can: 'contract.view' },
    resolve: (_root, _args, ctx) => readOptions(ctx, 'contract.view', 'contracts'),
  }),
  financeOrderOptions: t.field({
    type: [OptionRef],
    description: 'Orders that have an invoice, for the invoice list filter.',
    authScopes: { can: 'invoice.view' },
    resolve: (_root, _args, ctx) => readOptions(ctx, 'invoice.view', 'orders'),
  }),
}));
