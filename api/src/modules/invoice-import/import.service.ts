import { assertAllowed, type Context } from '../../context.ts';
import { ValidationError } from '../../errors.ts';
import { logError } from '../../shared/logger.ts';
import { readEInvoiceUploads, type UploadedFile } from '../einvoices/einvoice-reader.ts';
import { importInvoiceFile, type ImportTenant } from './import-file.ts';
import { mergeReports, type ImportReport } from './import-report.ts';

export const IMPORT_MESSAGES = {
  noFiles: 'Seleziona almeno un file da importare (.xml, .xml.p7m o .zip)',
  failed: 'Importazione non riuscita per un errore interno: riprova; se si ripete, indica il codice',
} as const;

async function importTenant(ctx: Context, tenantId: number): Promise<ImportTenant> {
  const tenant = await ctx.db.tenant.findFirstOrThrow({
    where: { id: tenantId },
    select: { id: true, vatNumber: true, fiscalCode: true, matchTolerancePercent: true, matchToleranceAmount: true },
  });
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
  return report;
}
