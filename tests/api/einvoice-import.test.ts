import { describe, expect, it } from 'vitest';
import { NOT_ADDRESSED } from '../../api/src/modules/invoice-import/import-file.ts';
import { IMPORTED_LOCKED } from '../../api/src/modules/invoices/invoices.service.ts';
import { financeAppForFile, gid } from './invoices-support.ts';
import { OTHER_CUSTOMER, SUPPLIERS } from '../fixtures/fatturapa/parties.ts';
import {
  batchWithTwoBodies,
  fixture,
  pdfAttachmentInvoice,
  stationeryInvoice,
  SUPPLIER_IBAN,
  zeroRateInvoice,
  discrepantInvoice,
  dollarInvoice,
} from '../fixtures/fatturapa/scenarios.ts';
import { truncated, entityExpansion } from '../fixtures/fatturapa/hostile.ts';
import { buildZip, metadataFile } from '../fixtures/fatturapa/zip.ts';
import { asUpload, gqlImport, only, restImport } from './einvoice-support.ts';

/** Issue 14, points 1-6 and 9: importing FatturaPA files over REST and GraphQL. */
const { t, tokens } = await financeAppForFile();
const prisma = t.app.database.platform;
const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });

describe('importing FatturaPA files', () => {
  it('a new supplier is created from the file (flagged, with its IBAN); REST answers the issue’s shape', async () => {
    const file = stationeryInvoice();
    const res = await restImport(t, tokens.finance, [asUpload(file)]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['duplicates', 'errors', 'imported', 'success']);
    expect(res.body).toMatchObject({ success: true, duplicates: [], errors: [] });
    const entry = only(res.body.imported as any[]);
    expect(entry).toEqual({
      id: expect.any(Number),
      invoice_number: 'FT 128/2025',
      document_type: 'TD01',
      supplier_id: expect.any(Number),
      supplier_name: 'Cartoleria Adriatica di Marino & C. S.n.c.',
      order_id: null,
      total_amount: 622.57,
      discrepancies: [],
    });
    const supplier = await prisma.supplier.findUniqueOrThrow({ where: { id: entry.supplier_id } });
    expect(supplier).toMatchObject({
      tenantId: acme.id,
      vatNumber: SUPPLIERS.cartoleria.vat.code,
      fiscalCode: SUPPLIERS.cartoleria.fiscalCode,
      businessName: 'Cartoleria Adriatica di Marino & C. S.n.c.',
      address: 'Viale della Riviera 221, 65123 Pescara (PE)',
      iban: SUPPLIER_IBAN,
      createdByImport: true,
    });
    const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id: entry.id }, include: { lines: true } });
    expect(invoice).toMatchObject({
      status: 'pending',
      source: 'fatturapa',
      documentType: 'TD01',
      createdById: expect.any(Number),
      invoiceYear: 2025,
      orderReference: 'DDT 311',
      originalFileName: file.fileName,
      bodyNumber: 1,
    });
    expect(invoice.totalAmount.toFixed(2)).toBe('622.57');
    expect(invoice.dueDate.toISOString().slice(0, 10)).toBe('2025-04-30');
    expect(invoice.lines.map((l) => [l.lineNumber, l.quantity?.toFixed(2), l.unit, l.lineTotal?.toFixed(2)])).toEqual([
      [1, '50.00', 'RS', '217.50'],
      [2, '4.00', 'PZ', '223.20'],
      [3, '24.00', 'PZ', '69.60'],
    ]);
    const audit = await prisma.auditLog.findMany({
      where: { tenantId: acme.id, requestId: { not: null }, entityId: { in: [entry.id, entry.supplier_id] } },
    });
    expect(audit.map((a) => `${a.entityType}:${a.action}`).sort()).toEqual(['Invoice:import', 'Supplier:create']);
  });

  it('an existing supplier is matched by VAT id (no new supplier); a file with two bodies gives two invoices (GraphQL)', async () => {
    const suppliersBefore = await prisma.supplier.count({ where: { tenantId: acme.id } });
    const res = await gqlImport(t, tokens.admin, [asUpload(batchWithTwoBodies())]);
    expect(res.errors).toBeUndefined();
    const data = res.data.importEInvoices.data;
    expect(data.errors).toEqual([]);
    expect(data.imported.map((i: any) => [i.invoiceNumber, i.totalAmount, i.supplierName])).toEqual([
      ['FV-2025/0101', '2257.00', 'Soluzioni Software Italia'],
      ['FV-2025/0102', '2806.00', 'Soluzioni Software Italia'],
    ]);
    expect(await prisma.supplier.count({ where: { tenantId: acme.id } })).toBe(suppliersBefore);
    const rows = await prisma.invoice.findMany({
      where: { id: { in: data.imported.map((i: any) => i.rowId) } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((r) => r.bodyNumber)).toEqual([1, 2]);
    // One original for both: the file is stored once.
    expect(new Set(rows.map((r) => r.originalFileKey)).size).toBe(1);
  });

  it('keeps a 0% line with its Natura, the stamp duty and the VAT summary as stated', async () => {
    const res = await restImport(t, tokens.finance, [asUpload(zeroRateInvoice())]);
    const id = only(res.body.imported as any[]).id;
    const detail = await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.procurement);
    expect(detail.status).toBe(200);
    expect(detail.body.lines).toEqual([
      expect.objectContaining({
        line_number: 1,
        quantity: null,
        unit_price: '150.00',
        vat_percentage: '0.00',
        vat_nature: 'N2.2',
        line_total: '150.00',
      }),
      expect.objectContaining({
        line_number: 2,
        quantity: null,
        unit_price: '300.00',
        vat_percentage: '22.00',
        vat_nature: null,
      }),
    ]);
    expect(detail.body.vat_summary).toEqual([
      expect.objectContaining({ vat_percentage: 0, vat_nature: 'N2.2', taxable_amount: 150, tax_amount: 0 }),
      expect.objectContaining({ vat_percentage: 22, vat_nature: null, taxable_amount: 300, tax_amount: 66 }),
    ]);
    expect(detail.body.stamp_duty_amount).toBe(2);
  });

  it('imports a file whose figures disagree, with the discrepancies in Italian', async () => {
    const res = await restImport(t, tokens.finance, [asUpload(discrepantInvoice())]);
    const entry = only(res.body.imported as any[]);
    expect(entry.discrepancies.length).toBeGreaterThanOrEqual(2);
    for (const text of entry.discrepancies) expect(text).toMatch(/[àèéìòù]|non|diverso|totale|imponibile/i);
    const stored = await prisma.invoice.findUniqueOrThrow({ where: { id: entry.id } });
    expect(stored.discrepancies).toEqual(entry.discrepancies);
    expect(stored.documentTotal?.toFixed(2)).toBe('400.00');
  });

  it('a refused file does not stop the others; SdI metadata files in a ZIP are skipped silently', async () => {
    const good = pdfAttachmentInvoice();
    const dollar = dollarInvoice();
    const bomb = entityExpansion();
    const zip = await buildZip([
      { path: good.fileName, content: good.xml },
      metadataFile(good.fileName),
      { path: 'IT01234567890_CUT01.xml', content: truncated().bytes },
    ]);
    const res = await restImport(t, tokens.finance, [
      { name: 'lotto.zip', content: zip },
      { name: bomb.fileName, content: bomb.bytes },
      asUpload(dollar),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.imported.map((i: any) => i.invoice_number)).toEqual(['RE-2025-00417']);
    expect(res.body.errors.map((e: any) => e.file)).toEqual([
      'lotto.zip/IT01234567890_CUT01.xml',
      bomb.fileName,
      dollar.fileName,
    ]);
    for (const e of res.body.errors) expect(e.error).toMatch(/\S{5,}/);
    expect(res.body.errors.some((e: any) => /_MT_/.test(e.file))).toBe(false);
    // Nothing of a refused file was written.
    expect(await prisma.invoice.count({ where: { tenantId: acme.id, invoiceNumber: 'FV-2025/0120' } })).toBe(0);
  });

  it('refuses a file addressed to another company when the tenant has its VAT number', async () => {
    const other = fixture({
      supplier: SUPPLIERS.software,
      customer: OTHER_CUSTOMER,
      bodies: [
        {
          date: '2025-05-02',
          number: 'FV-2025/0201',
          lines: [{ description: 'x', unitPrice: '10.00', vatRate: '22.00' }],
        },
      ],
    });
    const res = await restImport(t, tokens.finance, [asUpload(other)]);
    expect(res.body).toMatchObject({ imported: [], errors: [{ file: other.fileName, error: NOT_ADDRESSED }] });
    // Without the tenant's VAT number and fiscal code there is nothing to compare: imported.
    await prisma.tenant.update({ where: { id: acme.id }, data: { vatNumber: null, fiscalCode: null } });
    try {
      const again = await restImport(t, tokens.finance, [asUpload(other)]);
      expect(again.body.imported).toHaveLength(1);
    } finally {
      await prisma.tenant.update({
        where: { id: acme.id },
        data: { vatNumber: acme.vatNumber, fiscalCode: acme.fiscalCode },
      });
    }
  });

  it('the same file twice changes nothing: its invoices are reported as duplicates with their ids', async () => {
    const file = asUpload(batchWithTwoBodies());
    const first = await prisma.invoice.findMany({
      where: { tenantId: acme.id, invoiceNumber: { in: ['FV-2025/0101', 'FV-2025/0102'] } },
      orderBy: { id: 'asc' },
    });
    const counts = async () => [
      await prisma.invoice.count(),
      await prisma.supplier.count(),
      await prisma.storedFile.count(),
    ];
    const before = await counts();
    const res = await restImport(t, tokens.finance, [file]);
    expect(res.body).toMatchObject({ imported: [], errors: [] });
    expect(res.body.duplicates).toEqual([
      { file: file.name, invoice_number: 'FV-2025/0101', id: first[0]!.id },
      { file: file.name, invoice_number: 'FV-2025/0102', id: first[1]!.id },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('a number repeated inside one file is imported once, the repeat reported as its duplicate', async () => {
    const line = { description: 'Canone', unitPrice: '100.00', vatRate: '22.00' };
    const twice = fixture({
      supplier: SUPPLIERS.software,
      bodies: [
        { date: '2025-08-01', number: 'FV-TWICE', lines: [line] },
        { date: '2025-08-02', number: 'FV-TWICE', lines: [line] },
      ],
    });
    const res = await restImport(t, tokens.finance, [asUpload(twice)]);
    const entry = only(res.body.imported as any[]);
    expect(res.body.duplicates).toEqual([{ file: twice.fileName, invoice_number: 'FV-TWICE', id: entry.id }]);
  });

  it('the same number from the same supplier in another year is another invoice', async () => {
    const nextYear = stationeryInvoice({ date: '2026-01-15' });
    const res = await restImport(t, tokens.finance, [asUpload(nextYear)]);
    expect(only(res.body.imported as any[]).invoice_number).toBe('FT 128/2025');
  });

  it('the same file imported by two users at once creates one invoice', async () => {
    const file = asUpload(
      fixture({
        supplier: {
          ...SUPPLIERS.cartoleria,
          vat: { country: 'IT', code: '01234567897' },
          fiscalCode: undefined,
          name: 'Nuova Forniture S.r.l.',
        },
        bodies: [
          {
            date: '2025-06-10',
            number: 'NF-1',
            lines: [{ description: 'Sedie', quantity: '4.00', unitPrice: '80.00', vatRate: '22.00' }],
          },
        ],
      }),
    );
    const [a, b] = await Promise.all([restImport(t, tokens.finance, [file]), restImport(t, tokens.admin, [file])]);
    const answers = [a.body, b.body];
    expect(answers.flatMap((x) => x.errors)).toEqual([]);
    const imported = answers.flatMap((x) => x.imported);
    const duplicates = answers.flatMap((x) => x.duplicates);
    expect(imported).toHaveLength(1);
    expect(duplicates).toEqual([{ file: file.name, invoice_number: 'NF-1', id: imported[0].id }]);
    expect(await prisma.invoice.count({ where: { tenantId: acme.id, invoiceNumber: 'NF-1' } })).toBe(1);
    expect(await prisma.supplier.count({ where: { tenantId: acme.id, vatNumber: '01234567897' } })).toBe(1);
  });

  it('a ZIP of many files imports each of them', async () => {
    const files = Array.from({ length: 25 }, (_, i) =>
      stationeryInvoice({ number: `ZIP-${i + 1}`, date: '2025-07-01' }),
    );
    const zip = await buildZip(
      files.flatMap((f) => [{ path: `lotto/${f.fileName}`, content: f.xml }, metadataFile(f.fileName)]),
    );
    const res = await gqlImport(t, tokens.finance, [{ name: 'sdi-lotto.zip', content: zip }]);
    const data = res.data.importEInvoices.data;
    expect(data.errors).toEqual([]);
    expect(data.imported).toHaveLength(25);
  });

  it('is finance’s and admin’s: procurement, the IT director and anonymous callers are refused', async () => {
    const file = asUpload(stationeryInvoice({ number: 'NOPE-1' }));
    for (const role of ['procurement', 'it'] as const) {
      expect((await restImport(t, tokens[role], [file])).status, role).toBe(403);
      const gql = await gqlImport(t, tokens[role], [file]);
      expect(gql.data.importEInvoices.__typename, role).toBe('ForbiddenError');
    }
    expect((await restImport(t, null, [file])).status).toBe(401);
    expect(await prisma.invoice.count({ where: { invoiceNumber: 'NOPE-1' } })).toBe(0);
  });

  it('an imported invoice is never edited (its data are the file’s); it can be deleted and imported again', async () => {
    const res = await restImport(t, tokens.finance, [asUpload(stationeryInvoice({ number: 'LOCK-1' }))]);
    const id = only(res.body.imported as any[]).id;
    const put = await t.rest('PUT', `invoices.php?id=${id}`, { invoiceNumber: 'LOCK-2' }, tokens.finance);
    expect(put).toMatchObject({ status: 409, body: { error: IMPORTED_LOCKED } });
    const read = await t.gql<any>(
      `query ($id: ID!) { invoice(id: $id) { canEdit canDelete } }`,
      { id: gid('Invoice', id) },
      tokens.finance,
    );
    expect(read.data.invoice).toEqual({ canEdit: false, canDelete: true });
    expect((await t.rest('DELETE', `invoices.php?id=${id}`, undefined, tokens.finance)).status).toBe(200);
    const again = await restImport(t, tokens.finance, [asUpload(stationeryInvoice({ number: 'LOCK-1' }))]);
    expect(again.body.imported).toHaveLength(1);
  });

  it('the demo tenants each hold an imported e-invoice with its original, attachment and schedule', async () => {
    for (const shortName of ['acme', 'globex']) {
      const invoice = await prisma.invoice.findFirstOrThrow({
        where: { tenant: { shortName }, source: 'fatturapa' },
        include: { attachments: true, installments: true, vatSummary: true, lines: true },
        // The seeded one: older than any this file imported.
        orderBy: { id: 'asc' },
      });
      expect(invoice.originalFileKey, shortName).toMatch(/^invoices\/.+\.xml$/);
      expect(invoice.attachments.length, shortName).toBe(1);
      expect(invoice.installments.length, shortName).toBeGreaterThanOrEqual(1);
      expect(invoice.vatSummary.length, shortName).toBe(1);
      expect(invoice.renderTree, shortName).not.toBeNull();
    }
  });

  it('a request without files, or not multipart, is a clear 400', async () => {
    expect((await restImport(t, tokens.finance, [])).status).toBe(400);
    const json = await t.rest('POST', 'invoices.php?import=1', { file: 'x' }, tokens.finance);
    expect(json.status).toBe(400);
  });
});
