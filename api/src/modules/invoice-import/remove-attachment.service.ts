// Removing a PDF attached to an invoice by mistake (issue 14, point 12; the choice is in decisions.md).
import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { FILE_MESSAGES, removeStoredFiles } from './invoice-files.service.ts';

export const REMOVE_MESSAGES = {
  embedded: 'Allegato non rimovibile: fa parte della fattura elettronica ricevuta, che si conserva come è arrivata',
  notPending:
    'Allegato non rimovibile: la fattura è già in approvazione o decisa, e chi l’ha approvata ha visto questo documento',
} as const;

/** Whether an attachment may still be removed: a PDF uploaded to the invoice, while no one has decided on it. */
export function isRemovable(attachment: { source: string }, invoice: { status: string }): boolean {
  return attachment.source === 'upload' && invoice.status === 'pending';
}

/**
 * Removes a PDF uploaded to an invoice, as long as the invoice awaits its first approval: finance and
 * admin, audited with the file's name and size. The file embedded in an e-invoice is part of the legal
 * document and is never removed. The invoice's version is bumped in the same transaction, so an
 * approval racing the removal fails its compare-and-set instead of approving what it did not see.
 * The stored bytes go after the commit.
 */
export async function removeInvoiceAttachment(ctx: Context, attachmentId: number): Promise<{ invoiceId: number }> {
  const viewer = assertAllowed(ctx, 'invoice.detach');
  const result = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const attachment = await tx.invoiceAttachment.findFirst({
      where: { id: attachmentId, ...tenantFilter(viewer) },
      select: {
        id: true,
        invoiceId: true,
        fileName: true,
        fileSize: true,
        storageKey: true,
        source: true,
        invoice: { select: { status: true, version: true } },
      },
    });
    if (!attachment) throw new NotFoundError(FILE_MESSAGES.attachmentNotFound);
    if (attachment.source !== 'upload') throw new ConflictError(REMOVE_MESSAGES.embedded);
    if (!isRemovable(attachment, attachment.invoice)) throw new ConflictError(REMOVE_MESSAGES.notPending);
    const guarded = await tx.invoice.updateMany({
      where: {
        id: attachment.invoiceId,
        tenantId: viewer.tenantId,
        status: 'pending',
        version: attachment.invoice.version,
      },
      data: { version: { increment: 1 } },
    });
    if (guarded.count !== 1) throw new ConflictError(REMOVE_MESSAGES.notPending);
    await tx.invoiceAttachment.delete({ where: { id: attachment.id } });
    await tx.storedFile.deleteMany({ where: { tenantId: viewer.tenantId, key: attachment.storageKey } });
    await recordAudit(tx, ctx, {
      entityType: 'Invoice',
      entityId: attachment.invoiceId,
      action: 'detach',
      changes: { attachmentId: attachment.id, fileName: attachment.fileName, fileSize: attachment.fileSize },
    });
    return { invoiceId: attachment.invoiceId, key: attachment.storageKey };
  });
  await removeStoredFiles(ctx, [result.key]);
  return { invoiceId: result.invoiceId };
}
