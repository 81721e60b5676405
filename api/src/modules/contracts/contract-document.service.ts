import type { Context } from '../../context.ts';
import { assertCan, tenantFilter } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { attachUpload, isStorageKey } from '../../shared/storage.ts';
import { CONTRACT_MESSAGES } from './contract-input.ts';

export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const PDF_MESSAGES = {
  required: 'Seleziona un file PDF',
  notPdf: 'Solo file PDF sono consentiti',
  tooLarge: 'Il file è troppo grande (max 10MB)',
  noDocument: 'Nessun documento allegato',
} as const;

const PDF_MAGIC = Buffer.from('%PDF-');

/** Content check, not the client's MIME type: a PDF starts with %PDF-. */
export function assertPdf(content: Uint8Array | null | undefined): Uint8Array {
  if (!content || content.length === 0) throw new ValidationError(PDF_MESSAGES.required, 'file');
  if (content.length > MAX_PDF_BYTES) throw new ValidationError(PDF_MESSAGES.tooLarge, 'file');
  if (!Buffer.from(content.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) {
    throw new ValidationError(PDF_MESSAGES.notPdf, 'file');
  }
  return content;
}

/** Stores a contract PDF under a generated key in the 'contracts' folder and returns the key. */
export async function uploadContractDocument(ctx: Context, content: Uint8Array | null): Promise<{ path: string }> {
  const viewer = assertCan(ctx, 'contract.create');
  const pdf = assertPdf(content);
  return { path: await ctx.app.storage.put(ctx.db, viewer.tenantId, 'contracts', pdf) };
}

/**
 * Inside the contract's transaction: the key must be an upload of this tenant that no document
 * references yet (so one contract's delete never removes another's file, and a key never uploaded,
 * or uploaded by another tenant, is refused).
 */
export async function attachContractUpload(tx: TxClient, tenantId: number, key: string): Promise<void> {
  if (!(await attachUpload(tx, tenantId, key))) {
    throw new ValidationError(CONTRACT_MESSAGES.attachment, 'attachment_path');
  }
}

/**
 * GET /api/contracts.php?file={path}: the path only selects a contract of the viewer's tenant; the
 * file read is the key stored on that contract, never the client's string.
 */
export async function downloadContractDocument(
  ctx: Context,
  path: string,
): Promise<{ content: Buffer; fileName: string }> {
  const viewer = assertCan(ctx, 'contract.view');
  const key = path.trim();
  const contract = isStorageKey(key)
    ? await ctx.db.contract.findFirst({
        where: { attachmentKey: key, ...tenantFilter(viewer) },
        select: { attachmentKey: true, attachmentName: true },
      })
    : null;
  if (!contract?.attachmentKey) throw new NotFoundError(PDF_MESSAGES.noDocument);
  let content: Buffer;
  try {
    content = await ctx.app.storage.get(ctx.db, contract.attachmentKey);
  } catch {
    throw new NotFoundError(PDF_MESSAGES.noDocument);
  }
  return { content, fileName: contract.attachmentName || 'contratto.pdf' };
}
