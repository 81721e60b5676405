import { describe, expect, it } from 'vitest';
import {
  createOrder,
  FROM_ORDER,
  INVOICE_CREATORS,
  fromOrderInput,
  financeAppForFile,
  tenantIds,
} from './invoices-support.ts';

const { t, tokens, ids } = await financeAppForFile();

const create = (input: Record<string, unknown>, token: string) => t.gql<any>(FROM_ORDER, { input }, token);

describe('createInvoiceFromOrder: totals', () => {
  it('computes net, VAT per line rounded half up to the cent, and the total on the server', async () => {
    // 3 x 33.33 = 99.99 at 10% -> 9.999 -> 10.00; 1 x 0.05 at 22% -> 0.011 -> 0.01; 7 x 10.25 at 22% -> 15.785 -> 15.79
    const { orderId, lineIds } = await createOrder(t.app.database.platform, ids, [
      { unitPrice: '33.33', quantity: 3 },
      { unitPrice: '0.05', quantity: 1 },
      { unitPrice: '10.25', quantity: 7 },
    ]);
    const res = await create(
      fromOrderInput(orderId, {
        supplierId: String(ids.supplierId),
        lines: [
          { key: `line:${lineIds[0]}`, vatPercentage: '10' },
          { key: `line:${lineIds[2]}`, vatPercentage: '22.00' },
        ],
      }),
      tokens.finance,
    );
    const invoice = res.data.createInvoiceFromOrder.data.invoice;
    expect(invoice.lines.map((l: any) => [l.netAmount, l.vatPercentage, l.vatAmount])).toEqual([
      ['99.99', '10.00', '10.00'],
      ['0.05', '22.00', '0.01'],
      ['71.75', '22.00', '15.79'],
    ]);
    expect(invoice.netAmount).toBe('171.79');
    expect(invoice.vatAmount).toBe('25.80');
    expect(invoice.totalAmount).toBe('197.59');
    // Due date defaults to the invoice date + 30 days; a new invoice is pending.
    expect(invoice.dueDate).toBe('2025-03-31');
    expect(invoice.status).toBe('pending');
  });

  it('ignores any total the client sends (REST) and takes lines from the order', async () => {
    const { orderId } = await createOrder(t.app.database.platform, ids, [{ unitPrice: '100.00', quantity: 2 }]);
    const res = await t.rest(
      'POST',
      'invoices.php',
      {
        orderId,
        invoiceNumber: 'FT-REST-1',
        companyName: 'Tecno',
        invoiceDate: '2025-04-10',
        dueDate: '2025-05-15',
        supplierId: ids.supplierId,
        supplierName: 'whatever',
        totalAmount: 1,
        vatAmount: 0,
        products: [{ productId: ids.productIds[0], quantity: 99, unitPrice: 1, vatPercentage: 10 }],
      },
      tokens.finance,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, id: expect.any(Number) });
    const one = await t.rest('GET', `invoices.php?id=${res.body.id}`, undefined, tokens.finance);
    expect(one.body).toMatchObject({
      orderId,
      invoiceNumber: 'FT-REST-1',
      dueDate: '2025-05-15',
      netAmount: 200,
      vatAmount: 20,
      totalAmount: 220,
      status: 'pending',
      products: [{ productId: ids.productIds[0], quantity: 2, unitPrice: 100, vatPercentage: 10 }],
    });
  });

  it('rejects a VAT percentage outside 0..100 or with more than two decimals', async () => {
    const { orderId, lineIds } = await createOrder(t.app.database.platform, ids, [{ unitPrice: '10.00', quantity: 1 }]);
    for (const vat of ['100.01', '-1', '10.005']) {
      const res = await create(
        fromOrderInput(orderId, {
          supplierId: String(ids.supplierId),
          lines: [{ key: `line:${lineIds[0]}`, vatPercentage: vat }],
        }),
        tokens.finance,
      );
      const message = res.data?.createInvoiceFromOrder?.message ?? res.errors?.[0]?.message;
      expect(message).toMatch(/VAT percentage must be between 0 and 100|not a valid amount/);
    }
    const zero = await create(
      fromOrderInput(orderId, {
        supplierId: String(ids.supplierId),
        lines: [{ key: `line:${lineIds[0]}`, vatPercentage: '0' }],
      }),
      tokens.finance,
    );
    expect(zero.data.createInvoiceFromOrder.data.invoice.totalAmount).toBe('10.00');
  });
});

describe('createInvoiceFromOrder: rules and messages', () => {
  it.each([
    ['companyName', { companyName: '  ' }, 'Company name is required'],
    ['invoiceNumber', { invoiceNumber: '' }, 'Invoice number is required'],
    ['invoiceDate', { invoiceDate: null }, 'Invoice date is required'],
    ['supplierId', { supplierId: null }, 'Please select a supplier'],
  ])('requires %s', async (_field, overrides, message) => {
    const { orderId } = await createOrder(t.app.database.platform, ids, [{ unitPrice: '10.00', quantity: 1 }]);
    const res = await create(
      fromOrderInput(orderId, { supplierId: String(ids.supplierId), ...overrides }),
      tokens.finance,
    );
    expect(res.data.createInvoiceFromOrder).toMatchObject({ __typename: 'ValidationError', message });
  });

  it('refuses a due date before the invoice date, and a supplier of another tenant', async () => {
    const { orderId } = await createOrder(t.app.database.platform, ids, [{ unitPrice: '10.00', quantity: 1 }]);
    const early = await create(
      fromOrderInput(orderId, { supplierId: String(ids.supplierId), dueDate: '2025-02-01' }),
      tokens.finance,
    );
    expect(early.data.createInvoiceFromOrder.message).toBe('Due date cannot be before the invoice date');
    const globex = await tenantIds(t.app.database.platform, 'globex');
    const foreign = await create(fromOrderInput(orderId, { supplierId: String(globex.supplierId) }), tokens.finance);
    expect(foreign.data.createInvoiceFromOrder.message).toBe('Please select a supplier');
  });

  it.each(['pending', 'sent', 'completed'] as const)(
    "refuses an order in status %s with the spec's message",
    async (status) => {
      const { orderId } = await createOrder(
        t.app.database.platform,
        ids,
        [{ unitPrice: '10.00', quantity: 1 }],
        status,
      );
      const res = await create(fromOrderInput(orderId, { supplierId: String(ids.supplierId) }), tokens.finance);
      expect(res.data.createInvoiceFromOrder.message).toBe(
        "Invoice can only be created for orders with 'received' status",
      );
      const rest = await t.rest(
        'POST',
        'invoices.php',
        { ...fromOrderInput(orderId), orderId, supplierId: ids.supplierId },
        tokens.admin,
      );
      expect(rest.status).toBe(409);
      expect(rest.body.error).toBe("Invoice can only be created for orders with 'received' status");
    },
  );

  it("refuses a second invoice for the same order with 'An invoice already exists for this order'", async () => {
    const { orderId } = await createOrder(t.app.database.platform, ids, [{ unitPrice: '10.00', quantity: 1 }]);
    const first = await create(fromOrderInput(orderId, { supplierId: String(ids.supplierId) }), tokens.finance);
    expect(first.data.createInvoiceFromOrder.__typename).toBe('MutationCreateInvoiceFromOrderSuccess');
    const second = await create(
      fromOrderInput(orderId, { supplierId: String(ids.supplierId), invoiceNumber: 'OTHER-1' }),
      tokens.admin,
    );
    expect(second.data.createInvoiceFromOrder).toMatchObject({
      __typename: 'ConflictError',
      message: 'An invoice already exists for this order',
    });
  });

  it('refuses an order of another tenant as not found', async () => {
    const globex = await tenantIds(t.app.database.platform, 'globex');
    const { orderId } = await createOrder(t.app.database.platform, globex, [{ unitPrice: '10.00', quantity: 1 }]);
    const res = await create(fromOrderInput(orderId, { supplierId: String(ids.supplierId) }), tokens.finance);
    expect(res.data.createInvoiceFromOrder).toMatchObject({ __typename: 'NotFoundError', message: 'Order not found' });
    const draft = await t.gql<any>(
      `query ($id: ID!) { invoiceDraft(orderId: $id) { orderNumber } }`,
      { id: String(orderId) },
      tokens.finance,
    );
    expect(draft.data.invoiceDraft).toBeNull();
  });

  it('lets finance and admin create; refuses procurement and the IT director (GraphQL and REST)', async () => {
    for (const [role, allowed] of INVOICE_CREATORS) {
      const { orderId } = await createOrder(t.app.database.platform, ids, [{ unitPrice: '10.00', quantity: 1 }]);
      const gql = await create(fromOrderInput(orderId, { supplierId: String(ids.supplierId) }), tokens[role]);
      expect(gql.data.createInvoiceFromOrder.__typename).toBe(
        allowed ? 'MutationCreateInvoiceFromOrderSuccess' : 'ForbiddenError',
      );
      const other = await createOrder(t.app.database.platform, ids, [{ unitPrice: '10.00', quantity: 1 }]);
      const rest = await t.rest(
        'POST',
        'invoices.php',
        { ...fromOrderInput(other.orderId), orderId: other.orderId, supplierId: ids.supplierId },
        tokens[role],
      );
      expect(rest.status).toBe(allowed ? 200 : 403);
    }
  });

  it('shows the draft of a received order to finance: lines, status and whether it has an invoice', async () => {
    const { orderId, lineIds } = await createOrder(t.app.database.platform, ids, [{ unitPrice: '12.50', quantity: 4 }]);
    const query = `query ($id: ID!) { invoiceDraft(orderId: $id) { orderStatus hasInvoice supplierRowId lines { key quantity unitPrice } } }`;
    const res = await t.gql<any>(query, { id: String(orderId) }, tokens.finance);
    expect(res.data.invoiceDraft).toEqual({
      orderStatus: 'received',
      hasInvoice: false,
      supplierRowId: ids.supplierId,
      lines: [{ key: `line:${lineIds[0]}`, quantity: 4, unitPrice: '12.50' }],
    });
    const denied = await t.gql<any>(query, { id: String(orderId) }, tokens.procurement);
    expect(denied.errors?.[0]?.message).toBe('Accesso Negato');
  });
});
