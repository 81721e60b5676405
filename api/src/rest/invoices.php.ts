import { assertAllowed, type Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { optionalId } from '../shared/ids.ts';
import { approveInvoice, rejectInvoice } from '../modules/invoices/invoice-approval.service.ts';
import { createInvoiceFromOrder } from '../modules/invoices/invoice-from-order.service.ts';
import { COST_CENTERS_NO_LINES, setInvoiceLineCostCenters } from '../modules/invoices/invoice-cost-centers.service.ts';
import type { RawLine } from '../modules/invoices/invoice-input.ts';
import { costCenterFilter, vatRateFilter, type InvoiceFilters } from '../modules/invoices/invoices.reads.ts';
import { invoicesJson } from '../modules/invoices/invoices.legacy-json.ts';
import { invoiceExport } from '../modules/exports/document-exports.ts';
import { exportIfAsked } from './export.ts';
import { invoiceApproval } from '../workflows/approval-kinds.ts';
import {
  createInvoice,
  deleteInvoice,
  updateInvoice,
  type InvoiceInput,
} from '../modules/invoices/invoices.service.ts';
import { idParam, json, jsonText, type RestEndpoint, type RestRequest } from './adapter.ts';
import { filterParam, pageOf, statusFilter, targetId } from './legacy.ts';
import { parseDate } from '../shared/scalars.ts';
import { einvoiceDelete, einvoiceDetail, einvoiceDownload, einvoicePost, einvoicePut } from './invoice-einvoice.php.ts';

function lines(value: unknown): RawLine[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw new ValidationError('products: must be a list', 'products');
  return value.map((item) => {
    const p = (item ?? {}) as Record<string, unknown>;
    return {
      productId: optionalId(p.productId ?? p.product_id, 'Product', 'productId'),
      description: p.description ?? p.name,
      quantity: p.quantity,
      unitPrice: p.unitPrice ?? p.unit_price,
      vatPercentage: p.vatPercentage ?? p.vat_percentage,
      costCenterId: optionalId(p.costCenterId ?? p.cost_center_id, 'CostCenter', 'costCenterId'),
    };
  });
}

/** The legacy body: only the keys present (an update sends the changed fields). Totals are ignored. */
function invoiceInput(body: Record<string, unknown>): InvoiceInput {
  const has = (key: string) => Object.hasOwn(body, key);
  return {
    invoiceNumber: body.invoiceNumber,
    companyName: body.companyName,
    supplierId: has('supplierId') ? optionalId(body.supplierId, 'Supplier', 'supplierId') : undefined,
    contractId: has('contractId') ? optionalId(body.contractId, 'Contract', 'contractId') : undefined,
    invoiceDate: body.invoiceDate,
    dueDate: body.dueDate,
    isRecurring: has('isRecurring') ? Boolean(body.isRecurring) : undefined,
    recurringFrequency: body.recurringFrequency,
    nextInvoiceDate: body.nextInvoiceDate,
    lines: lines(body.products),
  };
}

function recurringFilter(value: string | null): boolean | null {
  if (value === null) return null;
  if (['1', 'true', 'recurring', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'single', 'no'].includes(value.toLowerCase())) return false;
  throw new ValidationError('is_recurring: use true or false', 'is_recurring');
}

/** The list's filters (spec heading 7 of the second document), for the list and its export. */
function invoiceFilters(query: URLSearchParams): InvoiceFilters {
  return {
    status: statusFilter(query, invoiceApproval),
    supplierId: optionalId(filterParam(query, 'supplier_id'), 'Supplier', 'supplier_id'),
    orderId: optionalId(filterParam(query, 'order_id'), 'Order', 'order_id'),
    contractId: optionalId(filterParam(query, 'contract_id'), 'Contract', 'contract_id'),
    isRecurring: recurringFilter(filterParam(query, 'is_recurring')),
    search: filterParam(query, 'search'),
    ...analyticsFilters(query),
  };
}

/** Issue 18: the spend analytics' click-through filters, also on the list's export. */
function analyticsFilters(query: URLSearchParams): Partial<InvoiceFilters> {
  const from = filterParam(query, 'date_from');
  const to = filterParam(query, 'date_to');
  return {
    invoiceDateFrom: from ? parseDate(from, 'date_from') : null,
    invoiceDateTo: to ? parseDate(to, 'date_to') : null,
    costCenterId: costCenterFilter(filterParam(query, 'cost_center_id'), 'cost_center_id'),
    vatRate: vatRateFilter(filterParam(query, 'vat_rate'), 'vat_rate'),
    actualFor: actualForFilter(query),
  };
}

/** Issue 18: the budget screen's click-through, ?budget_cost_center_id=N&budget_year=2026. */
function actualForFilter(query: URLSearchParams): InvoiceFilters['actualFor'] {
  const costCenterId = filterParam(query, 'budget_cost_center_id');
  if (!costCenterId) return null;
  return { costCenterId, year: Number(filterParam(query, 'budget_year')) };
}

/** PUT with status (or action): the legacy status change. The client's target, user id and role are ignored: the server decides from the session. */
async function changeStatus(req: RestRequest, ctx: Context, id: number) {
  const action = typeof req.body.action === 'string' ? req.body.action.toLowerCase() : null;
  const status = typeof req.body.status === 'string' ? req.body.status.toLowerCase() : null;
  if (action === 'reject' || status === 'rejected') {
    return rejectInvoice(ctx, id, req.body.rejectReason ?? req.body.rejectedReason ?? req.body.reason);
  }
  if (action === 'approve' || (status !== null && invoiceApproval.isApprovalTarget(status)))
    return approveInvoice(ctx, id);
  throw new ValidationError(
    `Unsupported status change: ${String(req.body.status ?? req.body.action).slice(0, 40)}`,
    'status',
  );
}

/** PUT { line_cost_centers: [{ line_id, cost_center_id }] }: only the lines' cost centers (issue 18 point 2). */
async function setLineCostCenters(req: RestRequest, ctx: Context, id: number) {
  // The permission before the body is read: a role that may not learns nothing from validation.
  assertAllowed(ctx, 'invoice.update');
  const raw: unknown = req.body.line_cost_centers;
  if (!Array.isArray(raw) || raw.length === 0) throw new ValidationError(COST_CENTERS_NO_LINES, 'line_cost_centers');
  const lines = raw.map((line: unknown) => {
    const row = (line ?? {}) as Record<string, unknown>;
    return { lineId: idParam(row.line_id, 'line_id'), costCenterId: idParam(row.cost_center_id, 'cost_center_id') };
  });
  return setInvoiceLineCostCenters(ctx, id, lines);
}

export const invoicesEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    const download = await einvoiceDownload(req, ctx);
    if (download) return download;
    if (req.query.has('id')) {
      const id = idParam(req.query.get('id'));
      return json({ ...(await invoicesJson.get(ctx, id)), ...(await einvoiceDetail(ctx, id)) });
    }
    const exported = exportIfAsked(req.query, ctx, invoiceExport, () => invoiceFilters(req.query));
    if (exported) return exported;
    return jsonText(await invoicesJson.list(ctx, invoiceFilters(req.query), pageOf(req.query)));
  },

  /** Create; with orderId it is the create-from-order call (lines come from the order). */
  async POST(req, ctx) {
    const issue14 = einvoicePost(req, ctx);
    if (issue14) return issue14;
    const body = req.body;
    const orderId = optionalId(body.orderId ?? body.order_id, 'Order', 'orderId');
    const created = orderId
      ? await createInvoiceFromOrder(ctx, {
          orderId,
          companyName: body.companyName,
          invoiceNumber: body.invoiceNumber,
          invoiceDate: body.invoiceDate,
          dueDate: body.dueDate,
          supplierId: optionalId(body.supplierId, 'Supplier', 'supplierId'),
          lines: lines(body.products),
        })
      : await createInvoice(ctx, invoiceInput(body));
    return json({ success: true, id: created.id });
  },

  async PUT(req, ctx) {
    const id = targetId(req);
    const linked = await einvoicePut(req, ctx, id);
    if (linked) return linked;
    if (req.body.line_cost_centers !== undefined)
      return json({ success: true, id: (await setLineCostCenters(req, ctx, id)).id });
    const isStatusChange = req.body.status !== undefined || req.body.action !== undefined;
    const result = isStatusChange
      ? await changeStatus(req, ctx, id)
      : await updateInvoice(ctx, id, invoiceInput(req.body));
    return json({ success: true, id: result.id });
  },

  async DELETE(req, ctx) {
    const removed = await einvoiceDelete(req, ctx);
    if (removed) return removed;
    await deleteInvoice(ctx, idParam(req.query.get('id')));
    return json({ success: true });
  },
};
