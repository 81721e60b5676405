import type { Context } from '../../context.ts';
import { assertCan, requireViewer, tenantFilter, type Viewer } from '../../context.ts';
import { attachUpload } from '../../lib/storage.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Decimal } from '../../lib/scalars.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { OFFER_MESSAGES } from '../offers/offer-rules.ts';
import { assertPdf, displayFileName, parseDocumentPrice } from './pdf.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** A checked PDF, stored under a generated key, not yet attached to an offer. */
export interface StoredDocument {
  key: string;
  fileName: string;
  fileSize: number;
  price: Decimal;
}

export interface DocumentUpload {
  content: Uint8Array | null;
  fileName?: string | null;
  price: unknown;
}

/** Checks content and price, then writes the file (outside any transaction: files are not transactional). */
export async function storeDocument(ctx: Context, upload: DocumentUpload): Promise<StoredDocument> {
  const viewer = requireViewer(ctx);
  const content = assertPdf(upload.content);
  const price = parseDocumentPrice(upload.price);
  const key = await ctx.app.storage.put(ctx.db, viewer.tenantId, 'offers', content);
  return { key, fileName: displayFileName(upload.fileName), fileSize: content.length, price };
}

/** Removes a stored file whose transaction failed, so no orphan stays behind. */
export async function discardDocument(ctx: Context, stored: StoredDocument | null): Promise<void> {
  if (stored) await ctx.app.storage.remove(ctx.db, stored.key).catch(() => undefined);
}

/**
 * Inside the offer's transaction: adds the document and its price to the offer total, only while
 * the offer is pending (approvers must see the total they approve). The increment is done by the
 * database, so concurrent uploads never lose one another's price.
 */
export async function attachDocument(
  tx: TxClient,
  ctx: Context,
  viewer: Viewer,
  offerId: number,
  stored: StoredDocument,
): Promise<number> {
  const updated = await tx.offer.updateMany({
    where: { id: offerId, tenantId: viewer.tenantId, status: 'pending' },
    data: { totalAmount: { increment: stored.price }, version: { increment: 1 } },
  });
  if (updated.count === 0) {
    const offer = await tx.offer.findFirst({ where: { id: offerId, ...tenantFilter(viewer) }, select: { id: true } });
    if (!offer) throw new NotFoundError(OFFER_MESSAGES.notFound);
    throw new ConflictError(OFFER_MESSAGES.closedForDocuments);
  }
  // Uploaded by this tenant a moment ago and not referenced yet: the scheduler's clean-up keeps off it.
  if (!(await attachUpload(tx, viewer.tenantId, stored.key))) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const document = await tx.offerDocument.create({
    data: {
      tenantId: viewer.tenantId,
      offerId,
      fileName: stored.fileName,
      storageKey: stored.key,
      fileSize: stored.fileSize,
      price: stored.price,
      uploadedById: viewer.userId,
    },
  });
  await recordAudit(tx, ctx, {
    entityType: 'Offer',
    entityId: offerId,
    action: 'document:add',
    changes: { documentId: document.id, fileName: stored.fileName, price: stored.price.toFixed(2) },
  });
  return document.id;
}

/** Upload a PDF with its price to an existing pending offer (GraphQL uploadOfferDocument, POST ?upload=1). */
export async function uploadOfferDocument(
  ctx: Context,
  offerId: number,
  upload: DocumentUpload,
): Promise<{ id: number; offerId: number }> {
  const viewer = assertCan(ctx, 'offer.uploadDocument');
  const offer = await ctx.db.offer.findFirst({
    where: { id: offerId, ...tenantFilter(viewer) },
    select: { status: true },
  });
  if (!offer) throw new NotFoundError(OFFER_MESSAGES.notFound);
  const stored = await storeDocument(ctx, upload);
  try {
    const id = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, (tx) =>
      attachDocument(tx, ctx, viewer, offerId, stored),
    );
    return { id, offerId };
  } catch (error) {
    await discardDocument(ctx, stored);
    throw error;
  }
}

/** The file of one document of the viewer's tenant, named offer-document-{id}.pdf (spec heading 7). */
export async function downloadOfferDocument(ctx: Context, id: number): Promise<{ content: Buffer; fileName: string }> {
  const viewer = assertCan(ctx, 'offer.downloadDocument');
  const document = await ctx.db.offerDocument.findFirst({
    where: { id, ...tenantFilter(viewer) },
    select: { storageKey: true },
  });
  if (!document) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  let content: Buffer;
  try {
    content = await ctx.app.storage.get(ctx.db, document.storageKey);
  } catch {
    // The row exists but its file is gone (restored backup without uploads): a clear 404, not a 500.
    throw new NotFoundError(DOCUMENT_NOT_FOUND);
  }
  return { content, fileName: `offer-document-${id}.pdf` };
}
