import { describe, expect, it } from 'vitest';
import { ORDER_NOTE_PREFIX } from '../../api/src/modules/invoice-import/order-match.ts';
import { LINK_MESSAGES } from '../../api/src/modules/invoice-import/link-order.service.ts';
import { orderInvoice, creditNote } from '../fixtures/fatturapa/scenarios.ts';
import { appForFile } from '../setup/test-app.ts';
import { APPROVE, createOrder, gid, tenantIds } from './invoices-support.ts';
import { loginAll } from '../setup/test-app.ts';
import { asUpload, only, restImport } from './einvoice-support.ts';

/** Issue 14, point 8: the purchase-order match of an import, and the link by hand afterwards. */
const t = await appForFile();
const tokens = await loginAll(t);
const prisma = t.app.database.platform;
// The first demo supplier of acme is Informatica Lombarda, the supplier of orderInvoice().
const ids = await tenantIds(prisma, 'acme');

/** A received order of Informatica Lombarda with the given total (the file's taxable amount is 3,375.00). */
async function order(total: string, status: 'received' | 'sent' = 'received', supplierId = ids.supplierId) {
  const { orderId } = await createOrder(prisma, { ...ids, supplierId }, [{ unitPrice: total, quantity: 1 }], status);
  const row = await prisma.order.update({ where: { id: orderId }, data: { totalAmount: total, supplierId } });
  return row;
}

let counter = 0;
async function importFor(orderNumber: string) {
  counter += 1;
  const res = await restImport(t, tokens.finance, [
    asUpload(orderInvoice(orderNumber, undefined, `FPR ${counter}/25`)),
  ]);
  expect(res.body.errors).toEqual([]);
  return only(res.body.imported as any[]);
}

const LINK = `mutation ($input: LinkInvoiceToOrderInput!) { linkInvoiceToOrder(input: $input) { __typename
  ... on Error { message field } ... on MutationLinkInvoiceToOrderSuccess { data { invoice { rowId orderRowId orderStatus discrepancies canLinkOrder } } } } }`;

describe('purchase-order match on import', () => {
  it('links the order it cites when received, of the supplier, not invoiced and within tolerance; full approval completes it', async () => {
    const o = await order('3375.00');
    const entry = await importFor(o.orderNumber);
    expect(entry).toMatchObject({ order_id: o.id, discrepancies: [] });
    for (const token of [tokens.finance, tokens.it]) {
      await t.gql(APPROVE, { id: gid('Invoice', entry.id) }, token);
    }
    expect((await prisma.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe('completed');
  });

  it('within the tolerance (the larger of 0.5% and EUR 1) no discrepancy; beyond it, linked with one', async () => {
    const near = await order('3360.00'); // 15.00 off, 0.5% of 3,360 is 16.80
    expect((await importFor(near.orderNumber)).discrepancies).toEqual([]);
    const far = await order('3300.00');
    const entry = await importFor(far.orderNumber);
    expect(entry.order_id).toBe(far.id);
    expect(entry.discrepancies).toEqual([
      `${ORDER_NOTE_PREFIX} ${far.orderNumber}: imponibile 3.375,00 € contro un totale ordine di 3.300,00 € (differenza 75,00 €, tolleranza 16,50 €)`,
    ]);
    // The tolerance is the tenant's setting.
    await prisma.tenant.update({ where: { id: ids.tenantId }, data: { matchTolerancePercent: '5.00' } });
    try {
      const wide = await order('3300.00');
      expect((await importFor(wide.orderNumber)).discrepancies).toEqual([]);
    } finally {
      await prisma.tenant.update({ where: { id: ids.tenantId }, data: { matchTolerancePercent: '0.50' } });
    }
  });

  it('an unknown order, one not received, one invoiced already, or another supplier’s: imported unlinked, saying why', async () => {
    const unknown = await importFor('PO-NON-ESISTE');
    expect(unknown).toMatchObject({ order_id: null });
    expect(unknown.discrepancies).toEqual([
      `${ORDER_NOTE_PREFIX} PO-NON-ESISTE non trovato: la fattura non è collegata a un ordine`,
    ]);

    const sent = await order('3375.00', 'sent');
    expect((await importFor(sent.orderNumber)).discrepancies[0]).toMatch(/nello stato 'sent', non 'received'/);

    const taken = await order('3375.00');
    expect((await importFor(taken.orderNumber)).order_id).toBe(taken.id);
    expect((await importFor(taken.orderNumber)).discrepancies[0]).toMatch(/già fatturato/);

    const others = await order('3375.00', 'received', ids.otherSupplierId);
    const entry = await importFor(others.orderNumber);
    expect(entry).toMatchObject({ order_id: null });
    expect(entry.discrepancies[0]).toMatch(/di un altro fornitore/);
    const stored = await prisma.invoice.findUniqueOrThrow({ where: { id: entry.id } });
    expect(stored.orderReference).toBe(others.orderNumber);
  });

  it('a credit note citing an order is not that order’s invoice', async () => {
    const o = await order('48.00');
    const spec = creditNote('2025/0001', '2025-01-10').spec;
    const withOrder = {
      ...spec,
      bodies: [{ ...spec.bodies[0]!, number: 'NC-ORD-1', orders: [{ documentId: o.orderNumber }] }],
    };
    const { fixture } = await import('../fixtures/fatturapa/scenarios.ts');
    const res = await restImport(t, tokens.finance, [asUpload(fixture(withOrder))]);
    expect(only(res.body.imported as any[])).toMatchObject({ order_id: null, discrepancies: [] });
  });
});

describe('linking an imported invoice to an order by hand', () => {
  it('REST and GraphQL link to a received order with the same checks; the import’s order note goes', async () => {
    const lone = await importFor('PO-SCONOSCIUTO-1');
    const o = await order('3375.00');
    const res = await t.rest('PUT', `invoices.php?id=${lone.id}`, { link_order_id: o.id }, tokens.finance);
    expect(res).toEqual({ status: 200, body: { success: true, id: lone.id } });
    const linked = await prisma.invoice.findUniqueOrThrow({ where: { id: lone.id } });
    expect(linked).toMatchObject({ orderId: o.id, orderReference: o.orderNumber, discrepancies: [] });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { entityType: 'Invoice', entityId: lone.id, action: 'link_order' },
    });
    expect(audit.changes).toMatchObject({ orderId: [null, o.id] });

    const second = await importFor('PO-SCONOSCIUTO-2');
    const far = await order('3000.00');
    const gql = await t.gql<any>(
      LINK,
      { input: { invoiceId: gid('Invoice', second.id), orderId: gid('Order', far.id) } },
      tokens.admin,
    );
    expect(gql.data.linkInvoiceToOrder.data.invoice).toMatchObject({
      rowId: second.id,
      orderRowId: far.id,
      orderStatus: 'received',
      canLinkOrder: false,
    });
    expect(gql.data.linkInvoiceToOrder.data.invoice.discrepancies).toEqual([
      expect.stringMatching(/^Ordine di acquisto .*: imponibile 3\.375,00 € contro un totale ordine di 3\.000,00 €/),
    ]);
  });

  it('refuses an order already invoiced, another supplier’s, a linked or approved invoice, and other roles', async () => {
    const lone = await importFor('PO-SCONOSCIUTO-3');
    const taken = await order('3375.00');
    const other = await importFor(taken.orderNumber);
    expect(other.order_id).toBe(taken.id);
    const link = (invoiceId: number, orderId: number, token = tokens.finance) =>
      t.gql<any>(LINK, { input: { invoiceId: gid('Invoice', invoiceId), orderId: gid('Order', orderId) } }, token);

    expect((await link(lone.id, taken.id)).data.linkInvoiceToOrder).toMatchObject({
      __typename: 'ConflictError',
      message: expect.stringMatching(/già fatturato/),
    });
    const foreign = await order('3375.00', 'received', ids.otherSupplierId);
    expect((await link(lone.id, foreign.id)).data.linkInvoiceToOrder.message).toMatch(/di un altro fornitore/);
    expect((await link(other.id, foreign.id)).data.linkInvoiceToOrder.message).toBe(LINK_MESSAGES.alreadyLinked);
    for (const role of ['procurement', 'it'] as const) {
      expect((await link(lone.id, taken.id, tokens[role])).data.linkInvoiceToOrder.__typename, role).toBe(
        'ForbiddenError',
      );
      const rest = await t.rest('PUT', `invoices.php?id=${lone.id}`, { link_order_id: taken.id }, tokens[role]);
      expect(rest.status, role).toBe(403);
    }
    const missing = await t.rest('PUT', `invoices.php?id=${lone.id}`, { link_order_id: 2_000_000_000 }, tokens.finance);
    expect(missing.status).toBe(404);
    expect((await prisma.invoice.findUniqueOrThrow({ where: { id: lone.id } })).orderId).toBeNull();
  });
});
