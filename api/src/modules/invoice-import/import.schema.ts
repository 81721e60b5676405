// Issue 14 on GraphQL: importEInvoices (the drop zone and integrations), linkInvoiceToOrder (point 8's
// link by hand) and uploadInvoiceAttachment (point 12).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { withSpoolFolder, spoolGraphqlUploads } from '../../shared/upload-spool.ts';
import { readUpload } from '../documents/pdf.ts';
import { commonErrors } from '../common/errors.schema.ts';
import { rowPayload } from '../common/row-payload.ts';
import { parseId } from '../../shared/ids.ts';
import type { Decimal } from '../../shared/scalars.ts';
import { attachInvoicePdf, type StoredAttachment } from './invoice-files.service.ts';
import { removeInvoiceAttachment } from './remove-attachment.service.ts';
import { importEInvoices } from './import.service.ts';
import type { DuplicateEntry, ErrorEntry, ImportedEntry, ImportReport } from './import-report.ts';
import { linkInvoiceToOrder } from './link-order.service.ts';
import './einvoice.fields.ts';

const ImportedRef = builder.objectRef<ImportedEntry>('ImportedEInvoice').implement({
  description: 'An invoice created by the import; discrepancies in Italian (the file is imported anyway).',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the new Invoice.', resolve: (e) => encodeGlobalID('Invoice', e.id) }),
    rowId: t.exposeInt('id'),
    invoiceNumber: t.exposeString('invoice_number'),
    documentType: t.exposeString('document_type'),
    supplierRowId: t.exposeInt('supplier_id'),
    supplierName: t.exposeString('supplier_name'),
    orderRowId: t.exposeInt('order_id', { nullable: true }),
    totalAmount: t.field({
      type: 'Decimal',
      description: 'Negative for a credit note.',
      resolve: (e): Decimal => e.total_amount,
    }),
    discrepancies: t.exposeStringList('discrepancies'),
  }),
});

const DuplicateRef = builder.objectRef<DuplicateEntry>('EInvoiceDuplicate').implement({
  description: 'An invoice of a file that is already there (same supplier, number and year): nothing written.',
  fields: (t) => ({
    file: t.exposeString('file'),
    invoiceNumber: t.exposeString('invoice_number'),
    id: t.id({
      nullable: true,
      description: 'Global id of the invoice already there.',
      resolve: (e) => (e.id === null ? null : encodeGlobalID('Invoice', e.id)),
    }),
    rowId: t.exposeInt('id', { nullable: true }),
  }),
});

const FileErrorRef = builder.objectRef<ErrorEntry>('EInvoiceFileError').implement({
  description: 'A refused file and why, in Italian: nothing of it was written.',
  fields: (t) => ({ file: t.exposeString('file'), error: t.exposeString('error') }),
});

const ImportResult = builder.objectRef<ImportReport>('ImportEInvoicesResult').implement({
  fields: (t) => ({
    imported: t.field({ type: [ImportedRef], resolve: (r) => r.imported }),
    duplicates: t.field({ type: [DuplicateRef], resolve: (r) => r.duplicates }),
    errors: t.field({ type: [FileErrorRef], resolve: (r) => r.errors }),
  }),
});

const InvoicePayload = rowPayload('LinkInvoiceToOrderPayload', 'invoice', 'Invoice');

const LinkInput = builder.inputType('LinkInvoiceToOrderInput', {
  fields: (t) => ({
    invoiceId: t.id({ required: true }),
    orderId: t.id({ required: true, description: 'A received order of the same supplier without an invoice.' }),
  }),
});

const AttachmentPayload = builder
  .objectRef<StoredAttachment & { invoiceId: number }>('UploadInvoiceAttachmentPayload')
  .implement({
    fields: (t) => ({
      attachment: t.prismaField({
        type: 'InvoiceAttachment',
        resolve: (query, parent, _args, ctx) =>
          ctx.db.invoiceAttachment.findUniqueOrThrow({ ...query, where: { id: parent.id } }),
      }),
      invoice: t.prismaField({
        type: 'Invoice',
        resolve: (query, parent, _args, ctx) =>
          ctx.db.invoice.findFirstOrThrow({ ...query, where: { id: parent.invoiceId } }),
      }),
    }),
  });

const RemovePayload = rowPayload('RemoveInvoiceAttachmentPayload', 'invoice', 'Invoice');

const RemoveInput = builder.inputType('RemoveInvoiceAttachmentInput', {
  fields: (t) => ({ attachmentId: t.id({ required: true, description: 'An attachment uploaded to the invoice.' }) }),
});

const AttachInput = builder.inputType('UploadInvoiceAttachmentInput', {
  fields: (t) => ({
    invoiceId: t.id({ required: true }),
    file: t.field({ type: 'Upload', description: 'A PDF (checked by content), at most 10 MB.' }),
  }),
});

builder.mutationFields((t) => ({
  importEInvoices: t.field({
    type: ImportResult,
    description:
      'Imports FatturaPA files (.xml, .xml.p7m DER or base64, .zip of them; multipart request): one invoice per ' +
      'body, matched to its supplier and order. Refused files and duplicates are reported, never fatal.',
    errors: { types: commonErrors },
    authScopes: { can: 'invoice.import' },
    args: { files: t.arg({ type: ['Upload'], required: true }) },
    resolve: (_root, args, ctx) =>
      withSpoolFolder(async (folder) => {
        const files = await spoolGraphqlUploads(args.files, folder);
        return importEInvoices(
          ctx,
          files.map((f) => ({ name: f.name, path: f.path })),
        );
      }),
  }),
  linkInvoiceToOrder: t.field({
    type: InvoicePayload,
    description: 'Links an invoice without an order to a received order of its supplier, with the import’s checks.',
    errors: { types: commonErrors },
    authScopes: { can: 'invoice.linkOrder' },
    args: { input: t.arg({ type: LinkInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      linkInvoiceToOrder(
        ctx,
        parseId(input.invoiceId, 'Invoice', 'invoiceId'),
        parseId(input.orderId, 'Order', 'orderId'),
      ),
  }),
  removeInvoiceAttachment: t.field({
    type: RemovePayload,
    description:
      'Removes a PDF uploaded to an invoice by mistake, while the invoice awaits its first approval (never a file ' +
      'embedded in an e-invoice). Returns the invoice.',
    errors: { types: commonErrors },
    authScopes: { can: 'invoice.detach' },
    args: { input: t.arg({ type: RemoveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const removed = await removeInvoiceAttachment(
        ctx,
        parseId(input.attachmentId, 'InvoiceAttachment', 'attachmentId'),
      );
      return { id: removed.invoiceId };
    },
  }),
  uploadInvoiceAttachment: t.field({
    type: AttachmentPayload,
    description: 'Attaches a PDF to an invoice (multipart request), as offers take their documents.',
    errors: { types: commonErrors },
    authScopes: { can: 'invoice.attach' },
    args: { input: t.arg({ type: AttachInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const invoiceId = parseId(input.invoiceId, 'Invoice', 'invoiceId');
      const file = await readUpload(input.file);
      const attachment = await attachInvoicePdf(ctx, invoiceId, file?.content ?? null, file?.fileName ?? null);
      return { ...attachment, invoiceId };
    },
  }),
}));
