import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { assertPdf } from '../../shared/pdf.ts';
import { attachUpload, isStorageKey } from '../../shared/storage.ts';
import { CONTRACT_MESSAGES } from './contract-input.ts';

const NO_DOCUMENT = 'Nessun documento allegato';

/** Stores a contract PDF under a generated key in the 'contracts' folder and returns the key. */
export async function uploadContractDocument(ctx: Context, content: Uint8Array | null): Promise<{ path: string }> {
  const viewer = assertAllowed(ctx, 'contract.create');
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
  const viewer = assertAllowed(ctx, 'contract.view');
  const key = path.trim();
  const contract = isStorageKey(key)
    ? await ctx.db.contract.findFirst({
        where: { attachmentKey: key, ...tenantFilter(viewer) },
        select: { attachmentKey: true, attachmentName: true },
      })
    : null;
  if (!contract?.attachmentKey) throw new NotFoundError(NO_DOCUMENT);
  let content: Buffer;
  try {
    content = await ctx.app.storage.get(ctx.db, contract.attachmentKey);
  } catch {
    throw new NotFoundError(NO_DOCUMENT);
  }
  return { content, fileName: contract.attachmentName || 'contratto.pdf' };
}
