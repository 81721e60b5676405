/**
 * Issue 14: "concurrent imports of the same file by two users create one invoice" and "a server
 * killed mid-import leaves every file either fully imported or not at all". On PGlite two requests
 * cannot be inside the database at once, so the lost race is staged: the first attempt of a file's
 * transaction does all its work and then fails on a unique key, as the loser of a real race does at
 * its commit; the file is rolled back, the bytes it wrote are removed, and it is imported again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../api/src/auth/session.service.ts';
import { createContext, type App } from '../../api/src/context.ts';
import { Prisma } from '../../api/src/generated/prisma/client.ts';
import { readEInvoiceBytes } from '../../api/src/modules/einvoices/einvoice-reader.ts';
import { importInvoiceFile } from '../../api/src/modules/invoice-import/import-file.ts';
import { importEInvoices } from '../../api/src/modules/invoice-import/import.service.ts';
import { Decimal } from '../../api/src/shared/scalars.ts';
import { pdfAttachmentInvoice } from '../fixtures/fatturapa/scenarios.ts';
import { appForFile } from '../setup/test-app.ts';

const t = await appForFile();
const viewer = (await authenticate(t.app, await t.login('finance@acme.test', 'acme')))!;
const prisma = t.app.database.platform;

const uniqueViolation = () =>
  new Prisma.PrismaClientKnownRequestError('Unique constraint failed on the fields: (`vatNumber`)', {
    code: 'P2002',
    clientVersion: 'test',
  });

/**
 * An app whose first `failures` transactions that write the invoice `number` do all their work, then
 * fail on a unique key as the loser of a real race does at its commit; the import's other
 * transactions (its tenant read, the batch's audit event) run as they are.
 */
function losingApp(failures: number, number: string): App & { lost: () => number } {
  let left = failures;
  const real = t.app.database.prisma;
  const staged = new Proxy(real, {
    get(target, property, receiver) {
      if (property !== '$transaction') return Reflect.get(target, property, receiver);
      return (work: (tx: Prisma.TransactionClient) => Promise<unknown>, options?: object) =>
        real.$transaction(async (tx) => {
          const result = await work(tx);
          if (left > 0 && (await tx.invoice.count({ where: { invoiceNumber: number } })) > 0) {
            left -= 1;
            throw uniqueViolation();
          }
          return result;
        }, options);
    },
  });
  return { ...t.app, database: { ...t.app.database, prisma: staged }, lost: () => failures - left };
}

/** The invoice files kept: on disk with the local folder, in their rows with a PostgreSQL server. */
async function invoiceFiles(): Promise<string[]> {
  if (t.app.storage.kind === 'folder') {
    const dir = path.join(t.app.config.uploadDir, 'invoices');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  }
  const rows = await prisma.storedFile.findMany({
    where: { key: { startsWith: 'invoices/' }, content: { not: null } },
    select: { key: true },
  });
  return rows.map((r) => r.key.slice('invoices/'.length));
}

describe('an e-invoice file that loses a race on a unique key', () => {
  it('is rolled back, its stored bytes removed, and imported again once', async () => {
    const file = pdfAttachmentInvoice();
    const outcome = await readEInvoiceBytes(file.fileName, Buffer.from(file.xml));
    if (outcome.kind !== 'invoice') throw new Error('fixture not read');
    const filesBefore = (await invoiceFiles()).length;
    const app = losingApp(1, 'RE-2025-00417');
    const ctx = createContext(app, 'race-1', '127.0.0.1', viewer);
    const tenant = {
      id: viewer.tenantId,
      vatNumber: null,
      fiscalCode: null,
      tolerance: { percent: new Decimal('0.5'), amount: new Decimal(1) },
    };
    const report = await importInvoiceFile(ctx, viewer, tenant, outcome);
    expect(app.lost()).toBe(1);
    expect(report.errors).toEqual([]);
    expect(report.imported.map((i) => i.invoice_number)).toEqual(['RE-2025-00417']);
    expect(await prisma.invoice.count({ where: { invoiceNumber: 'RE-2025-00417' } })).toBe(1);
    expect(await prisma.supplier.count({ where: { vatNumber: 'DE811569869' } })).toBe(1);
    // The original and its PDF: two files kept, each with its row; the first attempt's two are gone.
    expect((await invoiceFiles()).length).toBe(filesBefore + 2);
    const keys = (await prisma.storedFile.findMany({ where: { key: { startsWith: 'invoices/' } } })).map((r) => r.key);
    for (const name of await invoiceFiles()) expect(keys).toContain(`invoices/${name}`);
  });

  it('when it keeps losing, the file is reported as failed and nothing of it remains', async () => {
    const file = pdfAttachmentInvoice();
    const spec = { ...file.spec, bodies: [{ ...file.spec.bodies[0]!, number: 'RE-2025-00999' }] };
    const { fixture } = await import('../fixtures/fatturapa/scenarios.ts');
    const again = fixture(spec);
    const filesBefore = (await invoiceFiles()).length;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eimp-race-'));
    fs.writeFileSync(path.join(dir, again.fileName), again.xml);
    const ctx = createContext(losingApp(10, 'RE-2025-00999'), 'race-2', '127.0.0.1', viewer);
    const report = await importEInvoices(ctx, [{ name: again.fileName, path: path.join(dir, again.fileName) }]);
    expect(report.imported).toEqual([]);
    expect(report.errors).toEqual([{ file: again.fileName, error: expect.stringContaining('race-2') }]);
    expect(await prisma.invoice.count({ where: { invoiceNumber: 'RE-2025-00999' } })).toBe(0);
    expect((await invoiceFiles()).length).toBe(filesBefore);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
