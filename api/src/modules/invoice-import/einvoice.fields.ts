// What an invoice carries from its e-invoice (issue 14, points 10 and 13) on the GraphQL Invoice and
// InvoiceLine, for the detail screen: the file's figures exactly as stated, its VAT summary, payment
// schedule, attachments, discrepancies and a readable rendering of the whole document.
import { builder } from '../../builder.ts';
import { can } from '../../auth/permissions.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { Decimal } from '../../shared/scalars.ts';
import { CREDIT_NOTE_TYPES, documentTypeLabel } from './einvoice-rows.ts';
import { flatten, type FlatNode, type StoredNode } from './render-tree.ts';
import { isRemovable } from './remove-attachment.service.ts';

export const InvoiceSourceEnum = builder.enumType('InvoiceSource', {
  values: ['manual', 'fatturapa'] as const,
  description: 'manual: typed in or made from an order; fatturapa: imported from an e-invoice file.',
});

export const AttachmentSourceEnum = builder.enumType('InvoiceAttachmentSource', {
  values: ['embedded', 'upload'] as const,
  description: 'embedded: in the e-invoice file (Allegati); upload: a PDF attached to the invoice.',
});

/** A decimal exactly as stored (up to 8 decimals), never fewer than two: "4.35", "0.12345678". */
export function exact(value: Decimal | null): string | null {
  if (value === null) return null;
  return value.decimalPlaces() < 2 ? value.toFixed(2) : value.toString();
}

/** The API base path of a file download (prefix it with the deployment's base path). */
export const attachmentPath = (id: number) => `/api/invoices.php?attachment=${id}`;
export const originalPath = (invoiceId: number) => `/api/invoices.php?id=${invoiceId}&original=1`;

interface Adjustment {
  type: string;
  percentage: string | null;
  amount: string | null;
}

const AdjustmentRef = builder.objectRef<Adjustment>('InvoiceLineAdjustment').implement({
  description: 'ScontoMaggiorazione of an e-invoice line, as stated.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'SC discount, MG surcharge.' }),
    percentage: t.exposeString('percentage', { nullable: true }),
    amount: t.exposeString('amount', { nullable: true }),
  }),
});

builder.prismaObjectFields('InvoiceLine', (t) => ({
  lineNumber: t.exposeInt('lineNumber', { nullable: true, description: 'NumeroLinea of an e-invoice line.' }),
  exactQuantity: t.string({
    nullable: true,
    description: 'The quantity exactly (up to 8 decimals); null when an e-invoice line states none.',
    select: { quantity: true },
    resolve: (line) => exact(line.quantity),
  }),
  exactUnitPrice: t.string({
    description: 'The unit price exactly (up to 8 decimals).',
    select: { unitPrice: true },
    resolve: (line) => exact(line.unitPrice)!,
  }),
  unit: t.exposeString('unit', { nullable: true, description: 'UnitaMisura.' }),
  lineTotal: t.string({
    description: 'PrezzoTotale as stated (up to 8 decimals); a typed-in line: its net amount.',
    select: { lineTotal: true, netAmount: true },
    resolve: (line) => exact(line.lineTotal ?? line.netAmount)!,
  }),
  vatNature: t.exposeString('vatNature', { nullable: true, description: 'Natura of a 0% line (N2.2 ...).' }),
  discounts: t.field({
    type: [AdjustmentRef],
    select: { discounts: true },
    resolve: (line) => (Array.isArray(line.discounts) ? (line.discounts as unknown as Adjustment[]) : []),
  }),
}));

builder.prismaObject('InvoiceVatSummary', {
  description: 'DatiRiepilogo: one VAT rate (or Natura) of an e-invoice, as stated.',
  fields: (t) => ({
    vatPercentage: t.expose('vatPercentage', { type: 'Decimal' }),
    vatNature: t.exposeString('vatNature', { nullable: true }),
    taxableAmount: t.expose('taxableAmount', { type: 'Decimal' }),
    taxAmount: t.expose('taxAmount', { type: 'Decimal' }),
    chargeability: t.exposeString('chargeability', {
      nullable: true,
      description: 'EsigibilitaIVA: I immediate, D deferred, S split payment (the customer pays the VAT).',
    }),
    ancillaryExpenses: t.expose('ancillaryExpenses', { type: 'Decimal', nullable: true }),
    rounding: t.string({ nullable: true, select: { rounding: true }, resolve: (r) => exact(r.rounding) }),
    legalReference: t.exposeString('legalReference', { nullable: true }),
  }),
});

builder.prismaObject('InvoiceInstallment', {
  description: 'One due date of an e-invoice’s payment schedule (DettaglioPagamento), as stated.',
  fields: (t) => ({
    dueDate: t.expose('dueDate', { type: 'Date', nullable: true }),
    amount: t.expose('amount', { type: 'Decimal' }),
    method: t.exposeString('method', { description: 'ModalitaPagamento: MP05 bank transfer, MP01 cash ...' }),
    iban: t.exposeString('iban', { nullable: true }),
    bic: t.exposeString('bic', { nullable: true }),
    beneficiary: t.exposeString('beneficiary', { nullable: true }),
  }),
});

const InvoiceAttachmentNode = builder.prismaObject('InvoiceAttachment', {
  description: 'A file of an invoice: embedded in its e-invoice (Allegati) or a PDF uploaded to it.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    size: t.exposeInt('fileSize', { description: 'Bytes.' }),
    source: t.expose('source', { type: AttachmentSourceEnum }),
    format: t.exposeString('format', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    downloadPath: t.string({
      description: 'GET it (with the bearer token) below the API base: /api/invoices.php?attachment=<rowId>.',
      select: { id: true },
      resolve: (a) => attachmentPath(a.id),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    canRemove: t.boolean({
      description:
        'This viewer may remove it (removeInvoiceAttachment, DELETE /api/invoices.php?attachment=<rowId>): a PDF ' +
        'uploaded to the invoice, while the invoice awaits its first approval.',
      select: { source: true, invoice: { select: { status: true } } },
      resolve: (a, _args, ctx) => isRemovable(a, a.invoice) && can(ctx.viewer, 'invoice.detach'),
    }),
  }),
});

interface Element extends FlatNode {
  attachmentId: number | null;
}

const AttributeRef = builder
  .objectRef<{ name: string; value: string }>('EInvoiceAttribute')
  .implement({ fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }) });

const ElementRef = builder.objectRef<Element>('EInvoiceElement').implement({
  description:
    'One element of the e-invoice in document order; depth 0 is FatturaElettronica, children follow their parent.',
  fields: (t) => ({
    depth: t.exposeInt('depth'),
    name: t.exposeString('name', { description: 'The FatturaPA element name (DatiGeneraliDocumento, Numero ...).' }),
    value: t.exposeString('value', { nullable: true, description: 'The text of a leaf element, as written.' }),
    attributes: t.field({ type: [AttributeRef], resolve: (e) => e.attributes }),
    attachmentRowId: t.exposeInt('attachmentId', {
      nullable: true,
      description: 'On Allegati/Attachment: the invoice attachment holding the decoded content.',
    }),
    attachmentSize: t.exposeInt('attachmentSize', { nullable: true }),
  }),
});

/**
 * The attachments as the `attachments` field loads them (same order, no filter): Pothos then merges
 * both into the list's one query instead of re-reading each invoice.
 */
const attachmentIds = {
  orderBy: { id: 'asc' },
  select: { id: true, source: true },
} satisfies Prisma.Invoice$attachmentsArgs;

builder.prismaObjectFields('Invoice', (t) => ({
  documentType: t.exposeString('documentType', {
    description:
      'TipoDocumento: TD01 invoice, TD02 advance, TD04 credit note, TD05 debit note, TD06 fee, TD24/TD25 deferred ...',
  }),
  documentTypeLabel: t.string({ select: { documentType: true }, resolve: (i) => documentTypeLabel(i.documentType) }),
  isCreditNote: t.boolean({
    description: 'A credit note: its amounts count negative in totals, lists and payments.',
    select: { documentType: true },
    resolve: (i) => CREDIT_NOTE_TYPES.has(i.documentType),
  }),
  source: t.expose('source', { type: InvoiceSourceEnum }),
  originalFileName: t.exposeString('originalFileName', { nullable: true }),
  originalDownloadPath: t.string({
    nullable: true,
    description: 'The legal original, byte for byte (GET with the bearer token, below the API base).',
    select: { id: true, originalFileKey: true },
    resolve: (i) => (i.originalFileKey ? originalPath(i.id) : null),
  }),
  bodyNumber: t.exposeInt('bodyNumber', { nullable: true, description: 'Which invoice of its file (1-based).' }),
  signerName: t.exposeString('signerName', { nullable: true, description: 'Who signed the .p7m file.' }),
  documentTotal: t.expose('documentTotal', {
    type: 'Decimal',
    nullable: true,
    description: 'ImportoTotaleDocumento as stated (totalAmount carries the sign of a credit note).',
  }),
  withholdingAmount: t.expose('withholdingAmount', { type: 'Decimal', nullable: true }),
  stampDutyAmount: t.expose('stampDutyAmount', { type: 'Decimal', nullable: true }),
  welfareFundAmount: t.expose('welfareFundAmount', { type: 'Decimal', nullable: true }),
  paymentTerms: t.exposeString('paymentTerms', {
    nullable: true,
    description: 'TP01 instalments, TP02 in full, TP03 advance.',
  }),
  orderReference: t.exposeString('orderReference', { nullable: true, description: 'The order number the file cites.' }),
  linkedInvoiceReference: t.exposeString('linkedInvoiceReference', {
    nullable: true,
    description: 'The invoice a credit or debit note refers to, as the file names it.',
  }),
  linkedInvoice: t.relation('linkedInvoice', { nullable: true }),
  creditNotes: t.relation('linkingInvoices', { description: 'Notes that refer to this invoice.' }),
  discrepancies: t.exposeStringList('discrepancies', {
    description: "Where the file's figures disagree, or why its order was not linked: in Italian.",
  }),
  vatSummary: t.relation('vatSummary', { query: { orderBy: { position: 'asc' } } }),
  paymentSchedule: t.relation('installments', { query: { orderBy: { position: 'asc' } } }),
  attachments: t.relation('attachments', { query: { orderBy: { id: 'asc' } } }),
  document: t.field({
    type: [ElementRef],
    nullable: true,
    description: 'The whole e-invoice, element by element (null for a typed-in invoice).',
    select: { renderTree: true, attachments: attachmentIds },
    resolve: (i) => {
      if (!i.renderTree) return null;
      const embedded = i.attachments.filter((a) => a.source === 'embedded').map((a) => a.id);
      return flatten(i.renderTree as unknown as StoredNode).map((node) => ({
        ...node,
        attachmentId: node.attachmentIndex === null ? null : (embedded[node.attachmentIndex] ?? null),
      }));
    },
  }),
  canLinkOrder: t.boolean({
    description: 'An invoice without an order, still open, may be linked to a received order by this viewer.',
    select: { orderId: true, status: true, documentType: true },
    resolve: (i, _args, ctx) =>
      i.orderId === null &&
      i.status !== 'fully_approved' &&
      i.status !== 'rejected' &&
      !CREDIT_NOTE_TYPES.has(i.documentType) &&
      can(ctx.viewer, 'invoice.linkOrder'),
  }),
  canAttach: t.boolean({
    description: 'This viewer may attach a PDF (uploadInvoiceAttachment, POST /api/invoices.php?upload=1).',
    resolve: (_i, _args, ctx) => can(ctx.viewer, 'invoice.attach'),
  }),
}));

export { InvoiceAttachmentNode };

builder.prismaObjectFields('Payment', (t) => ({
  iban: t.exposeString('iban', {
    nullable: true,
    description: 'The account to pay, from an imported e-invoice’s payment details.',
  }),
}));

builder.prismaObjectFields('Supplier', (t) => ({
  fiscalCode: t.exposeString('fiscalCode', { nullable: true, description: 'Codice fiscale, when known.' }),
  createdByImport: t.exposeBoolean('createdByImport', {
    description: 'Created from an imported e-invoice rather than typed in: worth a look.',
  }),
}));
