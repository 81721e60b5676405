import { describe, expect, it } from 'vitest';
import { APPROVE, INVOICE_CREATORS, gid, financeAppForFile } from './invoices-support.ts';

const { t, tokens, ids } = await financeAppForFile();

const CREATE = `mutation ($input: InvoiceInput!) { createInvoice(input: $input) { __typename
  ... on Error { message field }
  ... on MutationCreateInvoiceSuccess { data { invoice { id rowId totalAmount vatAmount status isRecurring recurringFrequency nextInvoiceDate dueDate companyName contractName } } } } }`;
const UPDATE = `mutation ($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { __typename
  ... on Error { message }
  ... on MutationUpdateInvoiceSuccess { data { invoice { invoiceNumber status totalAmount approvedByFinance } } } } }`;
const DELETE = `mutation ($id: ID!) { deleteInvoice(input: { id: $id }) { __typename ... on Error { message }
  ... on MutationDeleteInvoiceSuccess { data { deletedId } } } }`;
const LIST = `query ($status: InvoiceStatus, $supplierId: ID, $orderId: ID, $contractId: ID, $isRecurring: Boolean, $search: String, $first: Int, $after: String) {
  invoices(status: $status, supplierId: $supplierId, orderId: $orderId, contractId: $contractId, isRecurring: $isRecurring, search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { invoiceNumber status listStatus isRecurring supplierRowId orderRowId contractRowId } } } }`;

let seq = 0;
function input(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    invoiceNumber: `FT-CRUD-${seq}`,
    supplierId: String(ids.supplierId),
    invoiceDate: '2025-06-01',
    lines: [
      { description: 'Canone', quantity: 1, unitPrice: '1850.00', vatPercentage: '22' },
      { description: 'Catering', quantity: 3, unitPrice: '19.99', vatPercentage: '10' },
    ],
    ...overrides,
  };
}

describe('createInvoice', () => {
  it('creates a recurring invoice with server totals and the supplier as default company', async () => {
    const contract = await t.app.database.platform.contract.findFirstOrThrow({ where: { tenantId: ids.tenantId } });
    const res = await t.gql<any>(
      CREATE,
      {
        input: input({
          isRecurring: true,
          recurringFrequency: 'monthly',
          nextInvoiceDate: '2025-07-01',
          contractId: String(contract.id),
        }),
      },
      tokens.finance,
    );
    const invoice = res.data.createInvoice.data.invoice;
    // 1850.00 + 22% = 407.00; 59.97 + 10% = 5.997 -> 6.00
    expect(invoice).toMatchObject({
      totalAmount: '2322.97',
      vatAmount: '413.00',
      status: 'pending',
      isRecurring: true,
      recurringFrequency: 'monthly',
      nextInvoiceDate: '2025-07-01',
      dueDate: '2025-07-01',
      contractName: contract.contractName,
    });
    expect(invoice.companyName).not.toBe('');
  });

  it('a single invoice has no frequency and no next date; a recurring one needs both', async () => {
    const single = await t.gql<any>(
      CREATE,
      { input: input({ isRecurring: false, recurringFrequency: 'annual', nextInvoiceDate: '2026-01-01' }) },
      tokens.admin,
    );
    expect(single.data.createInvoice.data.invoice).toMatchObject({
      isRecurring: false,
      recurringFrequency: null,
      nextInvoiceDate: null,
    });
    const noFreq = await t.gql<any>(
      CREATE,
      { input: input({ isRecurring: true, nextInvoiceDate: '2026-01-01' }) },
      tokens.finance,
    );
    expect(noFreq.data.createInvoice.message).toMatch(/recurring frequency/);
    const noDate = await t.gql<any>(
      CREATE,
      { input: input({ isRecurring: true, recurringFrequency: 'quarterly' }) },
      tokens.finance,
    );
    expect(noDate.data.createInvoice.message).toBe('Next invoice date is required for a recurring invoice');
  });

  it('validates number, date, supplier and lines', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceNumber: ' ' }, 'Invoice number is required'],
      [{ invoiceDate: null }, 'Invoice date is required'],
      [{ supplierId: null }, 'Please select a supplier'],
      [{ lines: [] }, 'Add at least one line to the invoice'],
      [{ lines: [{ quantity: 0, unitPrice: '1.00' }] }, 'Quantity must be a whole number of at least 1'],
      [{ lines: [{ quantity: 1, unitPrice: '-1.00' }] }, 'Unit price must be 0 or more'],
      [
        { lines: [{ quantity: 1, unitPrice: '1.00', vatPercentage: '101' }] },
        'VAT percentage must be between 0 and 100',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.gql<any>(CREATE, { input: input(overrides) }, tokens.finance);
      expect(res.data.createInvoice).toMatchObject({ __typename: 'ValidationError', message });
    }
  });

  it('refuses a duplicate number for the same supplier with a clear conflict', async () => {
    const first = input();
    await t.gql<any>(CREATE, { input: first }, tokens.finance);
    const again = await t.gql<any>(
      CREATE,
      { input: { ...input(), invoiceNumber: first.invoiceNumber } },
      tokens.finance,
    );
    expect(again.data.createInvoice).toMatchObject({
      __typename: 'ConflictError',
      message: 'This invoice number already exists for this supplier',
    });
  });

  it('finance and admin create; procurement and IT are refused (GraphQL and REST)', async () => {
    for (const [role, allowed] of INVOICE_CREATORS) {
      const gql = await t.gql<any>(CREATE, { input: input() }, tokens[role]);
      expect(gql.data.createInvoice.__typename).toBe(allowed ? 'MutationCreateInvoiceSuccess' : 'ForbiddenError');
      const body = { ...input(), supplierId: ids.supplierId, products: input().lines };
      const rest = await t.rest('POST', 'invoices.php', body, tokens[role]);
      expect(rest.status).toBe(allowed ? 200 : 403);
    }
  });
});

describe('updateInvoice and deleteInvoice', () => {
  it('edits fields and lines; an edit after one approval sends the invoice back to pending', async () => {
    const created = await t.gql<any>(CREATE, { input: input() }, tokens.finance);
    const id = created.data.createInvoice.data.invoice.id;
    await t.gql<any>(APPROVE, { id }, tokens.finance);
    const res = await t.gql<any>(
      UPDATE,
      {
        input: {
          id,
          patch: { invoiceNumber: 'FT-EDITED', lines: [{ quantity: 2, unitPrice: '10.00', vatPercentage: '4' }] },
        },
      },
      tokens.finance,
    );
    expect(res.data.updateInvoice.data.invoice).toEqual({
      invoiceNumber: 'FT-EDITED',
      status: 'pending',
      totalAmount: '20.80',
      approvedByFinance: false,
    });
    const audit = await t.app.database.platform.auditLog.findFirstOrThrow({
      where: { entityType: 'Invoice', action: 'update', entityId: created.data.createInvoice.data.invoice.rowId },
    });
    expect(audit.changes).toMatchObject({
      invoiceNumber: [expect.any(String), 'FT-EDITED'],
      status: ['approved_finance', 'pending'],
    });
    const forbidden = await t.gql<any>(UPDATE, { input: { id, patch: { invoiceNumber: 'X' } } }, tokens.it);
    expect(forbidden.data.updateInvoice.__typename).toBe('ForbiddenError');
  });

  it('REST PUT edits the changed fields only', async () => {
    const created = await t.gql<any>(CREATE, { input: input() }, tokens.finance);
    const rowId = created.data.createInvoice.data.invoice.rowId;
    const res = await t.rest('PUT', `invoices.php?id=${rowId}`, { dueDate: '2025-12-31' }, tokens.admin);
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const row = (await t.rest('GET', `invoices.php?id=${rowId}`, undefined, tokens.procurement)).body;
    expect(row).toMatchObject({ dueDate: '2025-12-31', invoiceDate: '2025-06-01', totalAmount: 2322.97 });
  });

  it('deletes a pending invoice (finance, admin) and refuses procurement', async () => {
    const created = await t.gql<any>(CREATE, { input: input() }, tokens.finance);
    const { id, rowId } = created.data.createInvoice.data.invoice;
    expect((await t.gql<any>(DELETE, { id }, tokens.procurement)).data.deleteInvoice.__typename).toBe('ForbiddenError');
    expect((await t.gql<any>(DELETE, { id }, tokens.finance)).data.deleteInvoice.data.deletedId).toBe(id);
    expect((await t.rest('GET', `invoices.php?id=${rowId}`, undefined, tokens.finance)).status).toBe(404);
    const other = await t.gql<any>(CREATE, { input: input() }, tokens.finance);
    const del = await t.rest(
      'DELETE',
      `invoices.php?id=${other.data.createInvoice.data.invoice.rowId}`,
      undefined,
      tokens.admin,
    );
    expect(del).toMatchObject({ status: 200, body: { success: true } });
    expect(await t.app.database.platform.auditLog.count({ where: { entityType: 'Invoice', action: 'delete' } })).toBe(
      2,
    );
  });
});

describe('invoice list', () => {
  it('filters by status, supplier, order, contract, type and text; pages with totalCount (GraphQL)', async () => {
    const all = await t.gql<any>(LIST, { first: 5 }, tokens.procurement);
    const total = all.data.invoices.totalCount;
    expect(total).toBeGreaterThan(5);
    expect(all.data.invoices.edges).toHaveLength(5);
    const next = await t.gql<any>(
      LIST,
      { first: 100, after: all.data.invoices.pageInfo.endCursor },
      tokens.procurement,
    );
    expect(next.data.invoices.edges).toHaveLength(total - 5);

    const rejected = await t.gql<any>(LIST, { status: 'rejected' }, tokens.finance);
    expect(
      rejected.data.invoices.edges.every((e: any) => e.node.status === 'rejected' && e.node.listStatus === 'Rejected'),
    ).toBe(true);
    expect(rejected.data.invoices.totalCount).toBeGreaterThan(0);
    const recurring = await t.gql<any>(LIST, { isRecurring: true }, tokens.finance);
    expect(recurring.data.invoices.edges.every((e: any) => e.node.isRecurring)).toBe(true);
    const bySupplier = await t.gql<any>(LIST, { supplierId: gid('Supplier', ids.supplierId) }, tokens.finance);
    expect(bySupplier.data.invoices.edges.every((e: any) => e.node.supplierRowId === ids.supplierId)).toBe(true);
    const withOrder = await t.app.database.platform.invoice.findFirstOrThrow({
      where: { tenantId: ids.tenantId, orderId: { not: null } },
    });
    const byOrder = await t.gql<any>(LIST, { orderId: String(withOrder.orderId) }, tokens.finance);
    expect(byOrder.data.invoices.edges.map((e: any) => e.node.invoiceNumber)).toEqual([withOrder.invoiceNumber]);
    const bySearch = await t.gql<any>(LIST, { search: withOrder.invoiceNumber.toLowerCase() }, tokens.finance);
    expect(bySearch.data.invoices.totalCount).toBe(1);
  });

  it('REST list: capitalised statuses, lowercase filters, empty and all omitted; detail lowercase', async () => {
    const res = await t.rest('GET', 'invoices.php?status=fully_approved&search=&supplier_id=all', undefined, tokens.it);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((i: any) => i.status === 'Fully_Approved')).toBe(true);
    const one = await t.rest('GET', `invoices.php?id=${res.body[0].id}`, undefined, tokens.it);
    expect(one.body.status).toBe('fully_approved');
    expect(one.body).toHaveProperty('order');
    const single = await t.rest('GET', 'invoices.php?is_recurring=false', undefined, tokens.it);
    expect(single.body.every((i: any) => i.isRecurring === false && i.nextInvoiceDate === null)).toBe(true);
    const all = await t.rest('GET', 'invoices.php', undefined, tokens.it);
    const paged = await t.rest('GET', 'invoices.php?limit=2&offset=1', undefined, tokens.it);
    expect(paged.body.map((i: any) => i.id)).toEqual(all.body.slice(1, 3).map((i: any) => i.id));
  });

  it("never lists another tenant's invoices", async () => {
    const globex = await t.login('finance@globex.test', 'globex');
    const mine = await t.gql<any>(LIST, { first: 100 }, globex);
    const acmeNumbers = new Set(
      (await t.app.database.platform.invoice.findMany({ where: { tenantId: ids.tenantId } })).map(
        (i) => i.invoiceNumber,
      ),
    );
    expect(
      mine.data.invoices.edges.some(
        (e: any) => acmeNumbers.has(e.node.invoiceNumber) && e.node.supplierRowId === ids.supplierId,
      ),
    ).toBe(false);
    const acmeInvoice = await t.app.database.platform.invoice.findFirstOrThrow({ where: { tenantId: ids.tenantId } });
    const byId = await t.gql<any>(
      `query ($id: ID!) { invoice(id: $id) { invoiceNumber } }`,
      { id: String(acmeInvoice.id) },
      globex,
    );
    expect(byId.data.invoice).toBeNull();
  });

  it('refuses anonymous callers', async () => {
    expect((await t.rest('GET', 'invoices.php')).status).toBe(401);
    expect((await t.gql<any>(LIST, {})).errors?.[0]?.message).toBeTruthy();
  });
});

describe('the finance pick lists', () => {
  it('lists the tenant’s own suppliers (archived ones left out) and contracts by name, and its invoiced orders newest first', async () => {
    const prisma = t.app.database.platform;
    const tenantId = ids.tenantId;
    // An archived supplier and an order without an invoice, which the lists must leave out.
    await prisma.supplier.create({
      data: {
        tenantId,
        name: 'AAA Archiviato',
        businessName: 'AAA S.r.l.',
        address: '-',
        vatNumber: '-',
        archivedAt: new Date(),
      },
    });
    const { data } = await t.gql<any>(
      '{ financeSupplierOptions { rowId label } financeContractOptions { rowId label } financeOrderOptions { rowId label } }',
      {},
      tokens.finance,
    );
    const pairs = (rows: { id: number; label: string }[]) => rows.map((r) => ({ rowId: r.id, label: r.label }));
    const suppliers = await prisma.supplier.findMany({
      where: { tenantId, archivedAt: null },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    const contracts = await prisma.contract.findMany({
      where: { tenantId },
      orderBy: [{ contractName: 'asc' }, { id: 'asc' }],
    });
    const orders = await prisma.order.findMany({
      where: { tenantId, invoice: { isNot: null } },
      orderBy: { id: 'desc' },
    });
    expect(await prisma.order.count({ where: { tenantId, invoice: null } })).toBeGreaterThan(0);
    expect(orders.length).toBeGreaterThan(0);
    expect(contracts.length).toBeGreaterThan(0);
    expect(data.financeSupplierOptions).toEqual(pairs(suppliers.map((s) => ({ id: s.id, label: s.name }))));
    expect(data.financeContractOptions).toEqual(pairs(contracts.map((c) => ({ id: c.id, label: c.contractName }))));
    expect(data.financeOrderOptions).toEqual(pairs(orders.map((o) => ({ id: o.id, label: o.orderNumber }))));
    expect(data.financeSupplierOptions.map((o: { label: string }) => o.label)).not.toContain('AAA Archiviato');
  });
});
