// The issue-14 calls of /api/invoices.php (e-invoice import, files, the order link, the new detail
// data), kept beside the legacy shim so that invoices.php.ts only dispatches to them.
import { assertAllowed, type Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { assertDeclaredLength, isMultipart } from '../http/body.ts';
import { IMPORT_REQUEST_LIMIT, UPLOAD_MESSAGES, spoolMultipart, withSpoolFolder } from '../shared/upload-spool.ts';
import { tenantFilter } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import {
  attachInvoicePdf,
  downloadAttachment,
  downloadOriginal,
} from '../modules/invoice-import/invoice-files.service.ts';
import { importEInvoices, IMPORT_MESSAGES } from '../modules/invoice-import/import.service.ts';
import type { ImportReport } from '../modules/invoice-import/import-report.ts';
import { linkInvoiceToOrder } from '../modules/invoice-import/link-order.service.ts';
import { removeInvoiceAttachment } from '../modules/invoice-import/remove-attachment.service.ts';
import { exact } from '../modules/invoice-import/einvoice.fields.ts';
import { documentTypeLabel } from '../modules/invoice-import/einvoice-rows.ts';
import { INVOICE_NOT_FOUND } from '../modules/invoices/invoices.reads.ts';
import { shownAttributes, type StoredNode } from '../modules/invoice-import/render-tree.ts';
import { file, idParam, json, type RestRequest, type RestResult } from './adapter.ts';
import { day, money } from './legacy.ts';

/** The import answer exactly as issue 14 gives it: HTTP 200 once the request is readable. */
export function legacyImportReport(report: ImportReport) {
  return {
    success: true,
    imported: report.imported.map((entry) => ({ ...entry, total_amount: money(entry.total_amount) })),
    duplicates: report.duplicates,
    errors: report.errors,
  };
}

/** POST ?import=1: multipart, field `file` (repeatable; `file[]` too), streamed to disk as it arrives. */
async function importRequest(req: RestRequest, ctx: Context): Promise<RestResult> {
  // Who may import is known before a byte of the body is read.
  assertAllowed(ctx, 'invoice.import');
  const raw = req.raw;
  if (!raw || !isMultipart(raw)) throw new ValidationError(IMPORT_MESSAGES.noFiles, 'file');
  // The same Italian message whether the declared length or the bytes streamed pass the limit.
  assertDeclaredLength(raw, IMPORT_REQUEST_LIMIT, UPLOAD_MESSAGES.tooLarge);
  return withSpoolFolder(async (folder) => {
    const files = await spoolMultipart(raw, folder, ['file', 'file[]']);
    const report = await importEInvoices(
      ctx,
      files.map((f) => ({ name: f.name, path: f.path })),
    );
    return json(legacyImportReport(report));
  });
}

/** POST ?upload=1: multipart `file` (a PDF) and `invoice_id`. */
async function uploadRequest(req: RestRequest, ctx: Context): Promise<RestResult> {
  assertAllowed(ctx, 'invoice.attach');
  const entry = req.form?.get('file');
  const content = entry && typeof entry !== 'string' ? new Uint8Array(await entry.arrayBuffer()) : null;
  const name = entry && typeof entry !== 'string' ? entry.name : null;
  const invoiceId = idParam(req.form?.get('invoice_id') ?? req.query.get('invoice_id'), 'invoice_id');
  const attachment = await attachInvoicePdf(ctx, invoiceId, content, name);
  return json({
    success: true,
    attachment: { id: attachment.id, file_name: attachment.fileName, size: attachment.fileSize },
  });
}

/** The POST calls of issue 14, or null for the legacy ones. */
export function einvoicePost(req: RestRequest, ctx: Context): Promise<RestResult> | null {
  if (req.query.get('import') === '1') return importRequest(req, ctx);
  if (req.query.get('upload') === '1') return uploadRequest(req, ctx);
  return null;
}

/** The GET downloads of issue 14 (?attachment=N, ?id=N&original=1), or null. */
export async function einvoiceDownload(req: RestRequest, ctx: Context): Promise<RestResult | null> {
  if (req.query.has('attachment')) {
    const found = await downloadAttachment(ctx, idParam(req.query.get('attachment'), 'attachment'));
    return file(found.content, found.fileName, found.contentType);
  }
  if (req.query.get('original') === '1') {
    const found = await downloadOriginal(ctx, idParam(req.query.get('id')));
    return file(found.content, found.fileName, found.contentType);
  }
  return null;
}

/** DELETE ?attachment=N: a PDF attached by mistake, removed before any approval (point 12), or null. */
export async function einvoiceDelete(req: RestRequest, ctx: Context): Promise<RestResult | null> {
  if (!req.query.has('attachment')) return null;
  const { invoiceId } = await removeInvoiceAttachment(ctx, idParam(req.query.get('attachment'), 'attachment'));
  return json({ success: true, invoice_id: invoiceId });
}

/** PUT with link_order_id: the link by hand to a received order (point 8), or null. */
export async function einvoicePut(req: RestRequest, ctx: Context, id: number): Promise<RestResult | null> {
  if (!Object.hasOwn(req.body, 'link_order_id')) return null;
  await linkInvoiceToOrder(ctx, id, idParam(req.body.link_order_id, 'link_order_id'));
  return json({ success: true, id });
}

/** What the detail answer (GET ?id=N) adds for issue 14; the spec's fields stay as they are. */
export async function einvoiceDetail(ctx: Context, id: number) {
  const viewer = assertAllowed(ctx, 'invoice.view');
  const invoice = await ctx.db.invoice.findFirst({
    where: { id, ...tenantFilter(viewer) },
    select: {
      source: true,
      documentType: true,
      originalFileName: true,
      originalFileKey: true,
      bodyNumber: true,
      signerName: true,
      documentTotal: true,
      withholdingAmount: true,
      stampDutyAmount: true,
      welfareFundAmount: true,
      paymentTerms: true,
      orderReference: true,
      linkedInvoiceId: true,
      linkedInvoiceReference: true,
      discrepancies: true,
      renderTree: true,
      lines: { orderBy: { position: 'asc' } },
      vatSummary: { orderBy: { position: 'asc' } },
      installments: { orderBy: { position: 'asc' } },
      attachments: { orderBy: { id: 'asc' } },
    },
  });
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  const embedded = invoice.attachments.filter((a) => a.source === 'embedded').map((a) => a.id);
  const tree = (node: StoredNode): unknown => ({
    name: node.name,
    ...(shownAttributes(node.attributes).length ? { attributes: shownAttributes(node.attributes) } : {}),
    ...(node.value !== undefined ? { value: node.value } : {}),
    ...(node.attachment ? { attachment_id: embedded[node.attachment.index] ?? null, size: node.attachment.size } : {}),
    children: node.children.map(tree),
  });
  return {
    document_type: invoice.documentType,
    document_type_label: documentTypeLabel(invoice.documentType),
    source: invoice.source,
    original_file_name: invoice.originalFileName,
    has_original: invoice.originalFileKey !== null,
    body_number: invoice.bodyNumber,
    signer: invoice.signerName,
    lines: invoice.lines.map((line) => ({
      line_number: line.lineNumber,
      description: line.description,
      quantity: exact(line.quantity),
      unit: line.unit,
      unit_price: exact(line.unitPrice),
      discounts: Array.isArray(line.discounts) ? line.discounts : [],
      line_total: exact(line.lineTotal ?? line.netAmount),
      vat_percentage: exact(line.vatPercentage),
      vat_nature: line.vatNature,
    })),
    vat_summary: invoice.vatSummary.map((row) => ({
      vat_percentage: money(row.vatPercentage),
      vat_nature: row.vatNature,
      taxable_amount: money(row.taxableAmount),
      tax_amount: money(row.taxAmount),
      chargeability: row.chargeability,
      legal_reference: row.legalReference,
    })),
    document_total: money(invoice.documentTotal),
    withholding_amount: money(invoice.withholdingAmount),
    stamp_duty_amount: money(invoice.stampDutyAmount),
    welfare_fund_amount: money(invoice.welfareFundAmount),
    payment_terms: invoice.paymentTerms,
    payment_schedule: invoice.installments.map((row) => ({
      due_date: day(row.dueDate),
      amount: money(row.amount),
      method: row.method,
      iban: row.iban,
    })),
    order_reference: invoice.orderReference,
    linked_invoice_id: invoice.linkedInvoiceId,
    linked_invoice_reference: invoice.linkedInvoiceReference,
    discrepancies: invoice.discrepancies,
    attachments: invoice.attachments.map((a) => ({
      id: a.id,
      file_name: a.fileName,
      size: a.fileSize,
      source: a.source,
      description: a.description,
    })),
    document: invoice.renderTree ? tree(invoice.renderTree as unknown as StoredNode) : null,
  };
}
