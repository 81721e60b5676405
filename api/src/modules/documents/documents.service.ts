import { assertAllowed, tenantFilter, type Viewer, type Context } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Decimal } from '../../shared/scalars.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { OFFER_MESSAGES, type OfferPart } from '../offers/offers.rules.ts';
import { assertPdf } from '../../shared/pdf.ts';
import { displayFileName, parseDocumentPrice } from './pdf.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** A checked PDF with its price, stored by attachDocument inside the offer's transaction. */
export interface StoredDocument {
  content: Uint8Array;
  /** Set once attachDocument has stored the file (for discardDocument). */
  key: string | null;
  fileName: string;
  fileSize: number;
  price: Decimal;
}

export interface DocumentUpload {
  content: Uint8Array | null;
  fileName?: string | null;
  price: unknown;
}

/** Checks content and price before any transaction starts. */
export function checkDocument(upload: DocumentUpload): StoredDocument {
  const content = assertPdf(upload.content);
  const price = parseDocumentPrice(upload.price);
  return { content, key: null, fileName: displayFileName(upload.fileName), fileSize: content.length, price };
}

/**
 * After a failed transaction: its StoredFile row rolled back with it, but a file the folder storage
 * wrote did not (files are not transactional), so it is removed here.
 */
export async function discardDocument(ctx: Context, stored: StoredDocument | null): Promise<void> {
  if (stored?.key) await ctx.app.storage.remove(ctx.db, stored.key).catch(() => undefined);
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
  // Stored in this transaction, attached from the start: an offer document is never an orphan upload.
  const key = await ctx.app.storage.put(tx, viewer.tenantId, 'offers', stored.content, true);
  stored.key = key;
  const document = await tx.offerDocument.create({
    data: {
      tenantId: viewer.tenantId,
      offerId,
      fileName: stored.fileName,
      storageKey: key,
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
export async function uploadOfferDocument(ctx: Context, offerId: number, upload: DocumentUpload): Promise<OfferPart> {
  const viewer = assertAllowed(ctx, 'offer.uploadDocument');
  const offer = await ctx.db.offer.findFirst({
    where: { id: offerId, ...tenantFilter(viewer) },
    select: { status: true },
  });
  if (!offer) throw new NotFoundError(OFFER_MESSAGES.notFound);
  const stored = checkDocument(upload);
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
  const viewer = assertAllowed(ctx, 'offer.downloadDocument');
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
