import { builder } from '../../builder.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { documentMutations } from '../common/document-mutations.ts';
import { rowPayload } from '../common/row-payload.ts';
import { optionalId, parseId } from '../../shared/ids.ts';
import { approveInvoice, rejectInvoice } from './invoice-approval.service.ts';
import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import { approvalMutations } from '../../workflows/approval.mutations.ts';
import { createInvoiceFromOrder } from './invoice-from-order.service.ts';
import { setInvoiceLineCostCenters } from './invoice-cost-centers.service.ts';
import { RecurringFrequencyEnum } from './invoices.schema.ts';
import { createInvoice, deleteInvoice, updateInvoice, type InvoiceInput } from './invoices.service.ts';

const InvoicePayload = rowPayload('InvoicePayload', 'invoice', 'Invoice');

const LineInput = builder.inputType('InvoiceLineInput', {
  fields: (t) => ({
    productId: t.id(),
    description: t.string(),
    quantity: t.int({ required: true }),
    unitPrice: t.field({ type: 'Decimal', required: true }),
    vatPercentage: t.field({ type: 'Decimal', description: '0 to 100, two decimals; default 22.' }),
    costCenterId: t.id({
      description:
        "The CostCenter the line is charged to (invoices not made from an order); empty: the supplier's usual one.",
    }),
  }),
});

/** Fields are optional here so a missing one gets the spec's message from the service, not a schema error. */
const InvoiceFields = builder.inputType('InvoiceInput', {
  fields: (t) => ({
    invoiceNumber: t.string(),
    companyName: t.string(),
    supplierId: t.id(),
    contractId: t.id({ description: 'null or empty: no contract.' }),
    invoiceDate: t.field({ type: 'Date' }),
    dueDate: t.field({ type: 'Date', description: 'Default: invoice date + 30 days.' }),
    isRecurring: t.boolean(),
    recurringFrequency: t.field({ type: RecurringFrequencyEnum }),
    nextInvoiceDate: t.field({ type: 'Date' }),
    lines: t.field({ type: [LineInput], description: 'Replaces every line; totals are recomputed.' }),
  }),
});

const VatChoiceInput = builder.inputType('InvoiceVatChoiceInput', {
  fields: (t) => ({
    key: t.string({ required: true, description: 'The InvoiceDraftLine key.' }),
    vatPercentage: t.field({ type: 'Decimal', required: true }),
  }),
});

const FromOrderInput = builder.inputType('CreateInvoiceFromOrderInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    companyName: t.string(),
    invoiceNumber: t.string(),
    invoiceDate: t.field({ type: 'Date' }),
    dueDate: t.field({ type: 'Date', description: 'Default: invoice date + 30 days.' }),
    supplierId: t.id(),
    lines: t.field({ type: [VatChoiceInput], description: 'VAT per order line; a line not listed gets 22%.' }),
  }),
});

const LineCostCenterInput = builder.inputType('InvoiceLineCostCenterInput', {
  fields: (t) => ({
    lineId: t.int({ required: true, description: 'The InvoiceLine rowId.' }),
    costCenterId: t.id({ required: true, description: 'An active CostCenter of the tenant.' }),
  }),
});

const SetLineCostCentersInput = builder.inputType('SetInvoiceLineCostCentersInput', {
  fields: (t) => ({
    invoiceId: t.id({ required: true }),
    lines: t.field({ type: [LineCostCenterInput], required: true }),
  }),
});

type FieldsInput = typeof InvoiceFields.$inferInput;

function toServiceInput(input: FieldsInput): InvoiceInput {
  return {
    invoiceNumber: input.invoiceNumber ?? undefined,
    companyName: input.companyName ?? undefined,
    supplierId: input.supplierId === undefined ? undefined : optionalId(input.supplierId, 'Supplier', 'supplierId'),
    contractId: input.contractId === undefined ? undefined : optionalId(input.contractId, 'Contract', 'contractId'),
    invoiceDate: input.invoiceDate ?? undefined,
    dueDate: input.dueDate ?? undefined,
    isRecurring: input.isRecurring,
    recurringFrequency: input.recurringFrequency,
    nextInvoiceDate: input.nextInvoiceDate,
    lines: input.lines?.map((l) => ({
      ...l,
      productId: optionalId(l.productId, 'Product', 'productId'),
      costCenterId: optionalId(l.costCenterId, 'CostCenter', 'costCenterId'),
    })),
  };
}

const { IdInput } = documentMutations({
  noun: 'Invoice',
  payload: InvoicePayload,
  fields: InvoiceFields,
  toServiceInput,
  describe: {
    create: 'Creates an invoice (finance or admin); totals computed from the lines.',
    update: 'Edits an invoice that is not fully approved; an approved side is reset to pending.',
    delete: 'Deletes an invoice that is not fully approved.',
    deletedId: 'Global id of the deleted invoice.',
  },
  create: createInvoice,
  update: updateInvoice,
  remove: deleteInvoice,
});

approvalMutations({
  noun: 'Invoice',
  flow: invoiceApproval,
  payload: InvoicePayload,
  idInput: IdInput,
  toPayload: (id) => ({ id }),
  approve: approveInvoice,
  reject: rejectInvoice,
  descriptions: {
    approve: 'The finance or IT approval this viewer may give now (admin: finance first).',
    reject: 'Rejects an open invoice with a mandatory reason.',
  },
});

builder.mutationFields((t) => ({
  setInvoiceLineCostCenters: inputMutation(t, {
    can: 'invoice.update',
    payload: InvoicePayload,
    description:
      'Sets only the cost centers of lines of an invoice not made from an order (imported ones too) while it waits for its first approval.',
    input: SetLineCostCentersInput,
    resolve: (ctx, input) =>
      setInvoiceLineCostCenters(
        ctx,
        parseId(input.invoiceId, 'Invoice', 'invoiceId'),
        input.lines.map((l) => ({
          lineId: l.lineId,
          costCenterId: parseId(l.costCenterId, 'CostCenter', 'costCenterId'),
        })),
      ),
  }),
  createInvoiceFromOrder: inputMutation(t, {
    can: 'invoice.create',
    payload: InvoicePayload,
    description: 'Creates the invoice of a received order that has none (finance or admin).',
    input: FromOrderInput,
    resolve: (ctx, input) =>
      createInvoiceFromOrder(ctx, {
        ...input,
        orderId: parseId(input.orderId, 'Order', 'orderId'),
        supplierId: optionalId(input.supplierId, 'Supplier', 'supplierId'),
      }),
  }),
}));
