import { describe, expect, it } from 'vitest';
import { createOrder, financeAppForFile } from './invoices-support.ts';
import { download, pdfText } from './exports-support.ts';
import { loginAll } from '../setup/test-app.ts';

const { t, tokens, ids } = await financeAppForFile();
const db = t.app.database.platform;

// The company settings the header reads, and an order whose lines need exact cents: 3 x 1.234,56 and 7 x 0,99.
await db.tenant.update({
  where: { id: ids.tenantId },
  data: { address: 'Via Dante 12', postalCode: '20121', city: 'Milano', province: 'MI', vatNumber: '12345678903' },
});
const { orderId } = await createOrder(db, ids, [
  { unitPrice: '1234.56', quantity: 3 },
  { unitPrice: '0.99', quantity: 7 },
]);
const order = await db.order.update({
  where: { id: orderId },
  data: { totalAmount: '3710.61', estimatedDeliveryDate: new Date(Date.UTC(2026, 11, 4)) },
  include: {
    supplier: true,
    offer: { include: { lines: { include: { product: true }, orderBy: { position: 'asc' } } } },
  },
});

describe('GET /api/orders.php?id=N&pdf=1', () => {
  it('is the purchase order as a PDF: company header, supplier, number, dates, lines and total in Italian format', async () => {
    const res = await download(t, `orders.php?id=${orderId}&pdf=1`, tokens.procurement);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toBe(`attachment; filename="ordine-${order.orderNumber}.pdf"`);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(res.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Acme S.p.A.');
    expect(text).toContain('Via Dante 12');
    expect(text).toContain('20121 Milano (MI)');
    expect(text).toContain('P.IVA 12345678903');
    expect(text).toContain(`Ordine di acquisto ${order.orderNumber}`);
    expect(text).toContain('Data ordine: 12/01/2025');
    expect(text).toContain('Consegna prevista: 04/12/2026');
    expect(text).toContain(order.supplier.businessName);
    expect(text).toContain(order.supplier.address);
    const [first, second] = order.offer.lines;
    expect(text).toContain(`${first!.product.name} 3 1.234,56 € 3.703,68 €`);
    expect(text).toContain(`${second!.product.name} 7 0,99 € 6,93 €`);
    expect(text).toContain('Totale 3.710,61 €');
  });

  it("answers 404 for another tenant's order, 401 without a session, 400 for a bad id", async () => {
    const globex = await loginAll(t, 'globex');
    const other = await download(t, `orders.php?id=${orderId}&pdf=1`, globex.admin);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.bytes.toString()).error).toBe('Order not found');
    expect((await download(t, `orders.php?id=${orderId}&pdf=1`, null)).status).toBe(401);
    expect((await download(t, 'orders.php?id=abc&pdf=1', tokens.it)).status).toBe(400);
  });
});
