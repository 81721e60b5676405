import type { Prisma } from '../../../api/src/db/client.ts';
import type { Storage } from '../../../api/src/shared/storage.ts';
import { expectedRows } from '../../fixtures/fatturapa/batch.ts';
import type { FixtureFile } from '../../fixtures/fatturapa/scenarios.ts';

/**
 * What an e-invoice import left in the database, checked against the files it was given: every
 * invoice of a body in full (its lines, VAT summary rows, instalments, attachments, one import audit
 * entry) with its original stored byte for byte, and no stored file that nothing refers to.
 */
export interface ImportedInventory {
  /** invoice number -> id */
  ids: Map<string, number>;
  incomplete: string[];
  orphanFiles: string[];
}

interface Row {
  id: number;
  invoiceNumber: string;
  originalFileKey: string | null;
  lines: number;
  vatSummary: number;
  installments: number;
  attachments: number;
  audits: number;
}

export async function importedInventory(
  prisma: Prisma,
  storage: Storage,
  files: FixtureFile[],
  numberPrefix: string,
): Promise<ImportedInventory> {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT i."id", i."invoiceNumber", i."originalFileKey",
           (SELECT count(*)::int FROM "InvoiceLine" l WHERE l."invoiceId" = i."id") AS "lines",
           (SELECT count(*)::int FROM "InvoiceVatSummary" v WHERE v."invoiceId" = i."id") AS "vatSummary",
           (SELECT count(*)::int FROM "InvoiceInstallment" s WHERE s."invoiceId" = i."id") AS "installments",
           (SELECT count(*)::int FROM "InvoiceAttachment" a WHERE a."invoiceId" = i."id") AS "attachments",
           (SELECT count(*)::int FROM "AuditLog" g
             WHERE g."entityType" = 'Invoice' AND g."entityId" = i."id" AND g."action" = 'import') AS "audits"
    FROM "Invoice" i WHERE i."invoiceNumber" LIKE ${`${numberPrefix}-%`} ORDER BY i."id"`;
  const bodies = new Map(
    files.flatMap((file) => file.spec.bodies.map((body) => [body.number, { file, body }] as const)),
  );
  const incomplete: string[] = [];
  const ids = new Map<string, number>();
  for (const row of rows) {
    ids.set(row.invoiceNumber, row.id);
    const source = bodies.get(row.invoiceNumber);
    if (!source) {
      incomplete.push(`${row.invoiceNumber}: not in the batch`);
      continue;
    }
    const want = { ...expectedRows(source.body), audits: 1 };
    const got = {
      lines: row.lines,
      vatSummary: row.vatSummary,
      installments: row.installments,
      attachments: row.attachments,
      audits: row.audits,
    };
    if (JSON.stringify(got) !== JSON.stringify(want))
      incomplete.push(`${row.invoiceNumber}: ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`);
    const original = row.originalFileKey ? await storage.get(prisma, row.originalFileKey).catch(() => null) : null;
    if (!original || !original.equals(Buffer.from(source.file.xml, 'utf8')))
      incomplete.push(`${row.invoiceNumber}: original ${original ? 'changed' : 'missing'}`);
  }
  const orphans = await prisma.$queryRaw<{ key: string }[]>`
    SELECT f."key" FROM "StoredFile" f WHERE f."key" LIKE 'invoices/%'
      AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."originalFileKey" = f."key")
      AND NOT EXISTS (SELECT 1 FROM "InvoiceAttachment" a WHERE a."storageKey" = f."key")`;
  return { ids, incomplete, orphanFiles: orphans.map((o) => o.key) };
}
