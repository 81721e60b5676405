import { assertAllowed, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { ValidationError } from '../../errors.ts';
import { logError } from '../../shared/logger.ts';
import { readEInvoiceUploads, type UploadedFile } from '../einvoices/einvoice-reader.ts';
import { IMPORT_WAIT_MS, importInvoiceFile, type ImportTenant } from './import-file.ts';
import { mergeReports, type ImportReport } from './import-report.ts';

export const IMPORT_MESSAGES = {
  noFiles: 'Seleziona almeno un file da importare (.xml, .xml.p7m o .zip)',
  failed: 'Importazione non riuscita per un errore interno: riprova; se si ripete, indica il codice',
} as const;

async function importTenant(ctx: Context, tenantId: number): Promise<ImportTenant> {
  // In a transaction of its own rather than through ctx.db, whose reads wait 2 s at most: under a burst
  // of imports the later requests found every file transaction ahead of them and answered busy.
  const tenant = await inTenantTx(
    ctx.app.database.prisma,
    tenantId,
    (tx) =>
      tx.tenant.findFirstOrThrow({
        where: { id: tenantId },
        select: {
          id: true,
          vatNumber: true,
          fiscalCode: true,
          matchTolerancePercent: true,
          matchToleranceAmount: true,
        },
      }),
    { maxWait: IMPORT_WAIT_MS },
  );
  return {
    id: tenant.id,
    vatNumber: tenant.vatNumber,
    fiscalCode: tenant.fiscalCode,
    tolerance: { percent: tenant.matchTolerancePercent, amount: tenant.matchToleranceAmount },
  };
}

/**
 * Imports uploaded FatturaPA files (issue 14): plain .xml, signed .xml.p7m and .zip batches, read one
 * file at a time by the e-invoice reader (api/src/modules/einvoices), each invoice file imported in a
 * transaction of its own. A refused file is reported with its reason and the others are still
 * imported; SdI metadata files beside the invoices are skipped silently. Finance and admin only.
 */
export async function importEInvoices(ctx: Context, files: UploadedFile[]): Promise<ImportReport> {
  const viewer = assertAllowed(ctx, 'invoice.import');
  if (files.length === 0) throw new ValidationError(IMPORT_MESSAGES.noFiles, 'file');
  const tenant = await importTenant(ctx, viewer.tenantId);
  const report: ImportReport = { imported: [], duplicates: [], errors: [] };
  const outcomes = readEInvoiceUploads(files, {
    onInternalError: (error, file) =>
      logError('e-invoice reader failed', { requestId: ctx.requestId, file: file.label, error }),
  });
  for await (const outcome of outcomes) {
    if (outcome.kind === 'metadata') continue;
    if (outcome.kind === 'error') {
      report.errors.push({ file: outcome.file.label, error: outcome.error.message });
      continue;
    }
    try {
      mergeReports(report, await importInvoiceFile(ctx, viewer, tenant, outcome));
    } catch (error) {
      // One file's failure (a database refusal, say) is that file's: the next is still imported.
      logError('e-invoice import failed', { requestId: ctx.requestId, file: outcome.file.label, error });
      report.errors.push({ file: outcome.file.label, error: `${IMPORT_MESSAGES.failed} ${ctx.requestId}` });
    }
  }
  try {
    await auditBatch(ctx, viewer.tenantId, report);
  } catch (error) {
    // Each file is committed and audited on its own already; a failed batch event costs only the
    // "import finished" notice, never the answer the importing user needs about the files.
    logError('e-invoice import batch audit failed', { requestId: ctx.requestId, error });
  }
  return report;
}

/**
 * The batch as one audited event (each invoice is audited as it is imported): the importing user's
 * "import finished" notification hangs on it. A batch has no row of its own, hence entity id 0.
 */
async function auditBatch(ctx: Context, tenantId: number, report: ImportReport): Promise<void> {
  await inTenantTx(
    ctx.app.database.prisma,
    tenantId,
    (tx) =>
      recordAudit(tx, ctx, {
        entityType: 'InvoiceImport',
        entityId: 0,
        action: 'finished',
        changes: {
          imported: report.imported.length,
          duplicates: report.duplicates.length,
          errors: report.errors.length,
          invoiceIds: report.imported.map((entry) => entry.id),
        },
      }),
    { maxWait: IMPORT_WAIT_MS },
  );
}
