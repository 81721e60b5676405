// The files of an invoice (issue 14, points 10 and 12): the e-invoice's original, downloaded under its
// own name byte for byte, and attachments (embedded in the file, or PDFs uploaded to the invoice).
import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { NotFoundError } from '../../errors.ts';
import { assertPdf } from '../../shared/pdf.ts';
import { logError } from '../../shared/logger.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { displayFileName } from '../documents/pdf.ts';
import { INVOICE_NOT_FOUND } from '../invoices/invoices.reads.ts';

export const FILE_MESSAGES = {
  noOriginal: 'Questa fattura non ha un file originale: non è stata importata da un file FatturaPA',
  attachmentNotFound: 'Allegato non trovato',
} as const;

export interface DownloadedFile {
  content: Buffer;
  fileName: string;
  contentType: string;
}

function contentTypeOf(key: string): string {
  if (key.endsWith('.pdf')) return 'application/pdf';
  if (key.endsWith('.xml')) return 'application/xml';
  if (key.endsWith('.p7m')) return 'application/pkcs7-mime';
  return 'application/octet-stream';
}

/** The stored original of an imported invoice, exactly as received (a signed envelope stays signed). */
export async function downloadOriginal(ctx: Context, invoiceId: number): Promise<DownloadedFile> {
  const viewer = assertAllowed(ctx, 'invoice.download');
  const invoice = await ctx.db.invoice.findFirst({
    where: { id: invoiceId, ...tenantFilter(viewer) },
    select: { tenantId: true, originalFileKey: true, originalFileName: true },
  });
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  if (!invoice.originalFileKey) throw new NotFoundError(FILE_MESSAGES.noOriginal);
  const content = await ctx.app.storage.get(ctx.db, invoice.originalFileKey);
  // Who took a copy of the legal original is part of the invoice's history (issue 17 point 2).
  const fileName = invoice.originalFileName ?? invoice.originalFileKey.split('/').pop()!;
  await inTenantTx(ctx.app.database.prisma, invoice.tenantId, (tx) =>
    recordAudit(tx, ctx, {
      entityType: 'Invoice',
      entityId: invoiceId,
      action: 'download_original',
      changes: { fileName },
    }),
  );
  return {
    content,
    fileName,
    contentType: contentTypeOf(invoice.originalFileKey),
  };
}

export async function downloadAttachment(ctx: Context, attachmentId: number): Promise<DownloadedFile> {
  const viewer = assertAllowed(ctx, 'invoice.download');
  const attachment = await ctx.db.invoiceAttachment.findFirst({
    where: { id: attachmentId, ...tenantFilter(viewer) },
    select: { storageKey: true, fileName: true },
  });
  if (!attachment) throw new NotFoundError(FILE_MESSAGES.attachmentNotFound);
  const content = await ctx.app.storage.get(ctx.db, attachment.storageKey);
  return { content, fileName: attachment.fileName, contentType: contentTypeOf(attachment.storageKey) };
}

export interface StoredAttachment {
  id: number;
  fileName: string;
  fileSize: number;
}

/**
 * Issue 14, point 12: a PDF attached to an invoice (the spec's "invoices" upload folder), under the
 * same rules as offer documents: PDF by content, at most 10 MB. Finance and admin; audited.
 */
export async function attachInvoicePdf(
  ctx: Context,
  invoiceId: number,
  content: Uint8Array | null,
  clientFileName: string | null,
): Promise<StoredAttachment> {
  const viewer = assertAllowed(ctx, 'invoice.attach');
  const pdf = assertPdf(content);
  const fileName = displayFileName(clientFileName);
  let storageKey: string | null = null;
  try {
    return await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const invoice = await tx.invoice.findFirst({
        where: { id: invoiceId, ...tenantFilter(viewer) },
        select: { id: true },
      });
      if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
      storageKey = await ctx.app.storage.put(tx, viewer.tenantId, 'invoices', pdf, true, 'pdf');
      const attachment = await tx.invoiceAttachment.create({
        data: {
          tenantId: viewer.tenantId,
          invoiceId,
          fileName,
          storageKey,
          fileSize: pdf.length,
          source: 'upload',
          format: 'PDF',
          uploadedById: viewer.userId,
        },
        select: { id: true, fileName: true, fileSize: true },
      });
      await recordAudit(tx, ctx, {
        entityType: 'Invoice',
        entityId: invoiceId,
        action: 'attach',
        changes: { attachmentId: attachment.id, fileName, fileSize: pdf.length },
      });
      return attachment;
    });
  } catch (error) {
    const key = storageKey as string | null;
    if (key) {
      await ctx.app.storage
        .remove(ctx.db, key)
        .catch((removal: unknown) =>
          logError('attachment: could not remove a rolled-back file', { key, error: removal }),
        );
    }
    throw error;
  }
}

/**
 * Inside the transaction that deletes an invoice: the stored files only it uses (its attachments, and
 * its original unless another invoice of the same file still needs it), their rows removed with it.
 * The bytes are removed after the commit (removeStoredFiles).
 */
export async function releaseInvoiceFiles(
  tx: Pick<Parameters<Parameters<typeof inTenantTx>[2]>[0], 'invoiceAttachment' | 'invoice' | 'storedFile'>,
  tenantId: number,
  invoice: { id: number; originalFileKey: string | null },
): Promise<string[]> {
  const attachments = await tx.invoiceAttachment.findMany({
    where: { tenantId, invoiceId: invoice.id },
    select: { storageKey: true },
  });
  const keys = attachments.map((a) => a.storageKey);
  if (invoice.originalFileKey) {
    const shared = await tx.invoice.count({
      where: { tenantId, originalFileKey: invoice.originalFileKey, id: { not: invoice.id } },
    });
    if (shared === 0) keys.push(invoice.originalFileKey);
  }
  if (keys.length) await tx.storedFile.deleteMany({ where: { tenantId, key: { in: keys } } });
  return keys;
}

/** After the commit that deleted their rows: the files' bytes (the folder's; in the database they went with the rows). */
export async function removeStoredFiles(ctx: Context, keys: string[]): Promise<void> {
  for (const key of keys) {
    // The rows are gone; a file that cannot be removed now is only an orphan, never a dangling link.
    await ctx.app.storage
      .discard(key)
      .catch((error: unknown) => logError('invoice file removal failed', { key, error }));
  }
}
