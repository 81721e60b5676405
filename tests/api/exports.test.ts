import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { financeAppForFile } from './invoices-support.ts';
import { csvRows, download, xlsxSheet } from './exports-support.ts';
import { seedSupplier } from './offers-support.ts';
import { loginAll } from '../setup/test-app.ts';
import { isoDay, today } from '../../api/src/shared/calendar.ts';
import { authenticate } from '../../api/src/auth/session.service.ts';
import { createContext } from '../../api/src/context.ts';
import { invoiceExport } from '../../api/src/modules/exports/document-exports.ts';
import { EXPORT_BATCH, exportFile } from '../../api/src/modules/exports/export.service.ts';

const { t, tokens, ids } = await financeAppForFile();
const globex = await loginAll(t, 'globex');
const db = t.app.database.platform;

// More invoices than one database batch of the export (and than the legacy list's 1000-row cap).
const MANY = EXPORT_BATCH + 37;
const supplier = await seedSupplier(db, ids.tenantId, {
  name: 'Forniture "Rossi"; Bianchi',
  businessName: 'Rossi & Bianchi S.r.l.',
  vatNumber: '01234560125',
});
await db.invoice.createMany({
  data: Array.from({ length: MANY }, (_, n) => ({
    tenantId: ids.tenantId,
    invoiceNumber: `EXP-${String(n).padStart(5, '0')}`,
    supplierId: supplier.id,
    invoiceDate: new Date(Date.UTC(2026, 10, 25)),
    dueDate: new Date(Date.UTC(2026, 11, 31)),
    netAmount: '1234.50',
    vatAmount: '271.59',
    totalAmount: '1506.09',
    status: n % 2 === 0 ? ('pending' as const) : ('fully_approved' as const),
  })),
});

describe('invoice export as CSV', () => {
  it('is UTF-8 with a BOM, `;`-separated, decimal comma and dd/MM/yyyy, with every matching row', async () => {
    const res = await download(t, 'invoices.php?format=csv&search=EXP-', tokens.finance);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toBe(`attachment; filename="fatture-${isoDay(today())}.csv"`);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(res.bytes);
    expect(rows[0]).toEqual([
      'Numero',
      'Fornitore',
      'Ordine',
      'Data',
      'Scadenza',
      'Imponibile',
      'IVA',
      'Totale',
      'Stato',
      'Tipo',
    ]);
    expect(rows).toHaveLength(MANY + 1);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(MANY);
    // Newest first, as on the screen; the supplier's `;` and quotes survive the quoting.
    expect(rows[1]).toEqual([
      `EXP-${String(MANY - 1).padStart(5, '0')}`,
      'Forniture "Rossi"; Bianchi',
      '',
      '25/11/2026',
      '31/12/2026',
      '1234,50',
      '271,59',
      '1506,09',
      (MANY - 1) % 2 === 0 ? 'Pending' : 'Fully Approved',
      'Singola',
    ]);
    expect(res.bytes.toString('utf8')).toContain(';"Forniture ""Rossi""; Bianchi";');
  });

  it('applies the list filters and the sort', async () => {
    const res = await download(
      t,
      `invoices.php?format=csv&search=EXP-&status=pending&supplier_id=${supplier.id}&sort=invoice_number&dir=asc`,
      tokens.finance,
    );
    const rows = csvRows(res.bytes).slice(1);
    expect(rows).toHaveLength(Math.ceil(MANY / 2));
    expect(rows.every((r) => r[8] === 'Pending')).toBe(true);
    expect(rows[0]![0]).toBe('EXP-00000');
    expect(rows[1]![0]).toBe('EXP-00002');
  });

  it('refuses an unknown format or sort column with a clear message', async () => {
    const format = await t.rest('GET', 'invoices.php?format=pdf', undefined, tokens.finance);
    expect(format.status).toBe(400);
    expect(format.body.error).toBe('format: use csv or xlsx');
    const sort = await t.rest('GET', 'invoices.php?format=csv&sort=password', undefined, tokens.finance);
    expect(sort.status).toBe(400);
    expect(sort.body.error).toBe('sort: unknown column password');
  });
});

describe('invoice export as xlsx', () => {
  it('has real number and date cells, every row, read back with exceljs', async () => {
    const res = await download(t, 'invoices.php?format=xlsx&search=EXP-&sort=invoice_number', tokens.finance);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.disposition).toBe(`attachment; filename="fatture-${isoDay(today())}.xlsx"`);
    const sheet = await xlsxSheet(res.bytes);
    expect(sheet.rowCount).toBe(MANY + 1);
    expect(sheet.getRow(1).getCell(8).value).toBe('Totale');
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('EXP-00000');
    expect(first.getCell(8).value).toBe(1506.09);
    expect(first.getCell(8).numFmt).toBe('#,##0.00');
    const date = first.getCell(4).value as Date;
    expect(date).toBeInstanceOf(Date);
    expect(date.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(first.getCell(4).numFmt).toBe('dd/mm/yyyy');
  });
});

describe('exports of the other lists', () => {
  it('answers every list in its screen language, as a file named after it', async () => {
    const cases = [
      ['offers.php', 'offers', 'Title'],
      ['orders.php', 'orders', 'Order #'],
      ['payments.php', 'pagamenti', 'Riferimento'],
      ['contracts.php', 'contratti', 'Nome'],
      ['products.php', 'prodotti', 'Nome'],
      ['suppliers.php', 'suppliers', 'Name'],
      ['cost-centers.php', 'cost-centers', 'Code'],
    ] as const;
    for (const [route, file, firstLabel] of cases) {
      const res = await download(t, `${route}?format=csv`, tokens.admin);
      expect(res.status, route).toBe(200);
      expect(res.disposition).toBe(`attachment; filename="${file}-${isoDay(today())}.csv"`);
      const rows = csvRows(res.bytes);
      expect(rows[0]![0], route).toBe(firstLabel);
      expect(rows.length, route).toBeGreaterThan(1);
    }
  });

  it('exports the same rows the legacy list answers (orders, with its filters)', async () => {
    const list = await t.rest('GET', 'orders.php?status=pending', undefined, tokens.procurement);
    const res = await download(t, 'orders.php?format=csv&status=pending', tokens.procurement);
    const rows = csvRows(res.bytes).slice(1);
    expect(rows.map((r) => r[0])).toEqual(list.body.map((o: { orderNumber: string }) => o.orderNumber));
    expect(rows.every((r) => r[5] === 'Pending')).toBe(true);
  });
});

describe('who may export', () => {
  it('refuses the roles the list refuses, and a caller not signed in', async () => {
    expect((await download(t, 'payments.php?format=csv', tokens.procurement)).status).toBe(403);
    expect((await download(t, 'payments.php?format=xlsx', tokens.procurement)).status).toBe(403);
    expect((await download(t, 'payments.php?format=xlsx', tokens.it)).status).toBe(200);
    expect((await download(t, 'invoices.php?format=csv', null)).status).toBe(401);
  });

  it("never exports another tenant's rows", async () => {
    const res = await download(t, 'invoices.php?format=csv&search=EXP-', globex.finance);
    expect(res.status).toBe(200);
    expect(csvRows(res.bytes)).toHaveLength(1);
    const all = await download(t, 'invoices.php?format=csv', globex.finance);
    expect(all.bytes.toString('utf8')).not.toContain('EXP-');
  });
});

describe('an export while the rows change', () => {
  it('on PostgreSQL writes one snapshot; on PGlite lets the other requests run between batches', async () => {
    // Sorted by number, the second batch holds EXP-02000.. and EXP-ZZZ; they change while the first is written.
    const late = await db.invoice.create({
      data: {
        tenantId: ids.tenantId,
        invoiceNumber: 'EXP-ZZZ',
        supplierId: supplier.id,
        invoiceDate: new Date(Date.UTC(2026, 10, 25)),
        dueDate: new Date(Date.UTC(2026, 11, 31)),
        netAmount: '10.00',
        vatAmount: '2.20',
        totalAmount: '12.20',
      },
    });
    const edited = `EXP-${String(MANY - 1).padStart(5, '0')}`;
    const viewer = (await authenticate(t.app, tokens.finance))!;
    const file = exportFile(
      createContext(t.app, 'snapshot', '127.0.0.1', viewer),
      invoiceExport,
      { search: 'EXP-' },
      { format: 'csv', sort: { field: 'invoice_number', direction: 'asc' } },
    );
    const chunks: Buffer[] = [];
    // Chunk 1 is the header, chunk 2 the first batch: the export waits for it to drain before reading on.
    const out = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        if (chunks.length !== 2) return done();
        Promise.all([
          db.invoice.updateMany({ where: { invoiceNumber: edited }, data: { totalAmount: '1.00' } }),
          db.invoice.delete({ where: { id: late.id } }),
        ]).then(() => done(), done);
      },
    });
    await file.write(out);
    const rows = csvRows(Buffer.concat(chunks)).slice(1);
    const total = rows.find((r) => r[0] === edited)?.[7];
    if (t.app.database.kind === 'postgres') {
      expect(rows).toHaveLength(MANY + 1);
      expect(total).toBe('1506,09');
      expect(rows.at(-1)![0]).toBe('EXP-ZZZ');
    } else {
      expect(rows).toHaveLength(MANY);
      expect(total).toBe('1,00');
    }
    await db.invoice.updateMany({ where: { invoiceNumber: edited }, data: { totalAmount: '1506.09' } });
  });
});

// Issue 18, point 7 (lane K1): the budgets screen's export, the year's budgets with their figures.
describe('budgets export', () => {
  const YEAR = 2031;
  const budgetRows = async () => {
    const centers = await Promise.all(
      ['EXB-02', 'EXB-01'].map((code) =>
        db.costCenter.create({ data: { tenantId: ids.tenantId, code, description: `Budget "${code}"; test` } }),
      ),
    );
    await db.budget.createMany({
      data: [
        { tenantId: ids.tenantId, costCenterId: centers[0]!.id, year: YEAR, amount: '12345.67' },
        { tenantId: ids.tenantId, costCenterId: centers[1]!.id, year: YEAR, amount: '500.50' },
        { tenantId: ids.tenantId, costCenterId: centers[1]!.id, year: YEAR + 1, amount: '99.00' },
      ],
    });
  };
  const seeded = budgetRows();

  it('is the year the screen shows, as Italian CSV (BOM, `;`, decimal comma), by cost center code', async () => {
    await seeded;
    const res = await download(t, `budgets.php?format=csv&year=${YEAR}`, tokens.finance);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toBe(`attachment; filename="budget-${isoDay(today())}.csv"`);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(res.bytes);
    expect(rows[0]).toEqual([
      'Centro di costo',
      'Descrizione',
      'Anno',
      'Budget',
      'Impegnato',
      'Consuntivo',
      'Disponibile',
    ]);
    // Only this year's budgets (not YEAR + 1's), every one of them.
    expect(rows.slice(1)).toEqual([
      ['EXB-01', 'Budget "EXB-01"; test', '2031', '500,50', '0,00', '0,00', '500,50'],
      ['EXB-02', 'Budget "EXB-02"; test', '2031', '12345,67', '0,00', '0,00', '12345,67'],
    ]);
  });

  it('has real number cells in xlsx', async () => {
    await seeded;
    const res = await download(t, `budgets.php?format=xlsx&year=${YEAR}`, tokens.procurement);
    expect(res.status).toBe(200);
    const sheet = await xlsxSheet(res.bytes);
    expect(sheet.rowCount).toBe(3);
    const last = sheet.getRow(3);
    expect(last.getCell(1).value).toBe('EXB-02');
    expect(last.getCell(3).value).toBe(2031);
    expect(last.getCell(4).value).toBe(12345.67);
    expect(last.getCell(4).numFmt).toBe('#,##0.00');
    expect(last.getCell(7).value).toBe(12345.67);
  });

  it('refuses a bad year or format, a caller not signed in, and shows no other tenant', async () => {
    await seeded;
    const bad = await download(t, 'budgets.php?format=csv&year=abc', tokens.finance);
    expect(bad.status).toBe(400);
    expect((await download(t, 'budgets.php?format=pdf', tokens.finance)).status).toBe(400);
    expect((await download(t, `budgets.php?format=csv&year=${YEAR}`, null)).status).toBe(401);
    const other = await download(t, `budgets.php?format=csv&year=${YEAR}`, globex.finance);
    expect(other.status).toBe(200);
    expect(csvRows(other.bytes)).toHaveLength(1);
  });
});
