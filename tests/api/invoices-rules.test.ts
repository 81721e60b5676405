// Issue 4 rules not covered elsewhere: the full approval is one transaction, the REST status change
// obeys the same visibility rules as GraphQL, the legacy shapes of heading 3/7, the schema's mutations.
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../api/src/schema.ts';
import { APPROVE, createOrder, FROM_ORDER, fromOrderInput, gid, financeAppForFile } from './invoices-support.ts';

const { t, tokens, ids } = await financeAppForFile();

/** A pending invoice of a fresh received order: one line at `unitPrice` with `vat` %. */
async function pendingInvoice(unitPrice = '100.00', vat = '22'): Promise<{ id: number; orderId: number }> {
  const { orderId, lineIds } = await createOrder(t.app.database.platform, ids, [{ unitPrice, quantity: 1 }]);
  const res = await t.gql<any>(
    FROM_ORDER,
    {
      input: fromOrderInput(orderId, {
        supplierId: String(ids.supplierId),
        lines: [{ key: `line:${lineIds[0]}`, vatPercentage: vat }],
      }),
    },
    tokens.finance,
  );
  return { id: res.data.createInvoiceFromOrder.data.invoice.rowId, orderId };
}

const approve = (id: number, token: string) => t.gql<any>(APPROVE, { id: gid('Invoice', id) }, token);
const put = (id: number, body: unknown, token: string) => t.rest('PUT', `invoices.php?id=${id}`, body, token);

describe('full approval is one transaction', () => {
  it('when the payment cannot be created, the approval and the order completion roll back with it', async () => {
    const prisma = t.app.database.platform;
    // A database-level failure of the payment insert, for this amount only.
    await t.ownerExec(`CREATE OR REPLACE FUNCTION test_fail_payment() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'payment insert refused by test'; END; $$ LANGUAGE plpgsql`);
    await t.ownerExec(`CREATE TRIGGER test_fail_payment BEFORE INSERT ON "Payment" FOR EACH ROW
      WHEN (NEW."totalAmount" = 777.77) EXECUTE FUNCTION test_fail_payment()`);
    try {
      const { id, orderId } = await pendingInvoice('777.77', '0');
      expect((await approve(id, tokens.finance)).data.approveInvoice.data.invoice.status).toBe('approved_finance');
      const failed = await approve(id, tokens.it);
      expect(failed.data?.approveInvoice?.data).toBeUndefined();

      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id } });
      expect(invoice).toMatchObject({ status: 'approved_finance', approvedByItId: null });
      expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('received');
      expect(await prisma.paymentInvoice.count({ where: { invoiceId: id } })).toBe(0);
      expect(
        await prisma.auditLog.count({ where: { entityType: 'Invoice', entityId: id, action: 'approve_it' } }),
      ).toBe(0);

      // Once the payment can be written, the same approval completes everything together.
      await t.ownerExec(`DROP TRIGGER test_fail_payment ON "Payment"`);
      const ok = await approve(id, tokens.it);
      expect(ok.data.approveInvoice.data.invoice).toMatchObject({ status: 'fully_approved', orderStatus: 'completed' });
      expect(await prisma.paymentInvoice.count({ where: { invoiceId: id } })).toBe(1);
    } finally {
      await t.ownerExec(`DROP TRIGGER IF EXISTS test_fail_payment ON "Payment"`);
    }
  });
});

describe('REST status changes follow the heading-4 rules of GraphQL', () => {
  it('the server picks the step; a second approval by the same side and procurement are refused', async () => {
    const { id } = await pendingInvoice();
    // The client asks for fully_approved as finance: the server gives the finance step only.
    expect(await put(id, { status: 'fully_approved', role: 'admin', userId: 1 }, tokens.finance)).toMatchObject({
      status: 200,
      body: { success: true, id },
    });
    expect((await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.finance)).body).toMatchObject({
      status: 'approved_finance',
      approvedByFinance: true,
      approvedByIT: false,
    });
    expect(await put(id, { status: 'approved_finance' }, tokens.finance)).toMatchObject({
      status: 409,
      body: { success: false, error: 'You have already approved this invoice; it is waiting for the other approval' },
    });
    expect((await put(id, { status: 'rejected', rejectReason: 'No' }, tokens.procurement)).status).toBe(403);
    expect((await put(id, { action: 'approve' }, tokens.procurement)).status).toBe(403);
    expect((await put(id, { status: 'approved_it' }, tokens.it)).status).toBe(200);
    const final = (await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.it)).body;
    expect(final).toMatchObject({ status: 'fully_approved', approvedByFinance: true, approvedByIT: true });
    expect(await put(id, { status: 'rejected', rejectReason: 'Late' }, tokens.it)).toMatchObject({
      status: 409,
      body: { error: 'A fully approved invoice cannot be rejected' },
    });
    expect(await put(id, { status: 'approved_it' }, tokens.admin)).toMatchObject({
      status: 409,
      body: { error: 'The invoice is already fully approved' },
    });
  });

  it('a rejection through REST needs a non-blank reason and stores it', async () => {
    const { id } = await pendingInvoice();
    expect(await put(id, { status: 'rejected', rejectReason: '   ' }, tokens.it)).toMatchObject({
      status: 400,
      body: { error: 'A rejection reason is required' },
    });
    expect((await put(id, { action: 'reject', rejectReason: 'Prezzo errato' }, tokens.it)).status).toBe(200);
    const row = (await t.rest('GET', 'invoices.php?status=rejected', undefined, tokens.it)).body.find(
      (i: any) => i.id === id,
    );
    expect(row).toMatchObject({ status: 'Rejected', rejectedReason: 'Prezzo errato' });
    expect((await put(id, { status: 'approved_it' }, tokens.it)).body.error).toBe(
      'A rejected invoice cannot be approved',
    );
  });

  it('GraphQL edit and delete are refused once fully approved; every edit and delete is audited', async () => {
    const { id } = await pendingInvoice();
    const UPDATE = `mutation ($id: ID!) { updateInvoice(input: { id: $id, patch: { invoiceNumber: "X-1" } }) { __typename ... on Error { message } } }`;
    const DELETE = `mutation ($id: ID!) { deleteInvoice(input: { id: $id }) { __typename ... on Error { message } } }`;
    expect((await t.gql<any>(UPDATE, { id: gid('Invoice', id) }, tokens.finance)).data.updateInvoice.__typename).toBe(
      'MutationUpdateInvoiceSuccess',
    );
    await approve(id, tokens.finance);
    await approve(id, tokens.it);
    for (const [query, field] of [
      [UPDATE, 'updateInvoice'],
      [DELETE, 'deleteInvoice'],
    ] as const) {
      expect((await t.gql<any>(query, { id: gid('Invoice', id) }, tokens.admin)).data[field]).toEqual({
        __typename: 'ConflictError',
        message: 'A fully approved invoice can no longer be edited or deleted',
      });
    }
    const other = await pendingInvoice();
    expect((await t.rest('DELETE', `invoices.php?id=${other.id}`, undefined, tokens.finance)).body).toEqual({
      success: true,
    });
    const actions = await t.app.database.platform.auditLog.findMany({
      where: { entityType: 'Invoice', entityId: { in: [id, other.id] } },
      orderBy: { id: 'asc' },
      select: { entityId: true, action: true },
    });
    expect(actions.filter((a) => a.entityId === id).map((a) => a.action)).toEqual([
      'create',
      'update',
      'approve_finance',
      'approve_it',
    ]);
    expect(actions.filter((a) => a.entityId === other.id).map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('legacy shapes (heading 3 fields, heading 7 calls)', () => {
  it('list and detail carry every invoice field of heading 3 with the legacy types', async () => {
    const { id, orderId } = await pendingInvoice('10.00', '10');
    const detail = (await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.finance)).body;
    const list = (await t.rest('GET', `invoices.php?order_id=${orderId}`, undefined, tokens.finance)).body;
    expect(list).toHaveLength(1);
    for (const invoice of [detail, list[0]]) {
      expect(invoice).toMatchObject({
        id,
        invoiceNumber: expect.any(String),
        orderId,
        orderNumber: expect.any(String),
        order: { id: orderId, orderNumber: expect.any(String) },
        contractId: null,
        contractName: null,
        isRecurring: false,
        recurringFrequency: null,
        nextInvoiceDate: null,
        supplierId: ids.supplierId,
        supplierName: expect.any(String),
        invoiceDate: '2025-03-01',
        dueDate: '2025-03-31',
        totalAmount: 11,
        vatAmount: 1,
        products: [{ productId: expect.any(Number), quantity: 1, unitPrice: 10, vatPercentage: 10 }],
        approvedByFinance: false,
        approvedByIT: false,
        approvedByFinanceName: null,
        approvedByITName: null,
        rejectedReason: null,
        rejectReason: null,
      });
    }
    expect(detail.status).toBe('pending');
    expect(list[0].status).toBe('Pending');
  });

  it('create returns an object with id, update and delete return success', async () => {
    const created = await t.rest(
      'POST',
      'invoices.php',
      {
        invoiceNumber: 'SHAPE-1',
        invoiceDate: '2025-05-02',
        supplierId: ids.supplierId,
        supplierName: 'ignored',
        totalAmount: 1,
        vatAmount: 1,
        products: [{ productId: ids.productIds[0], quantity: 2, unitPrice: 5, vatPercentage: 22 }],
      },
      tokens.finance,
    );
    expect(created).toMatchObject({ status: 200, body: { success: true, id: expect.any(Number) } });
    const id = created.body.id as number;
    const one = (await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.finance)).body;
    expect(one).toMatchObject({ totalAmount: 12.2, vatAmount: 2.2, dueDate: '2025-06-01' });
    expect((await put(id, { dueDate: '2025-06-30' }, tokens.finance)).body).toEqual({ success: true, id });
    expect((await t.rest('DELETE', `invoices.php?id=${id}`, undefined, tokens.finance)).body).toEqual({
      success: true,
    });
  });
});

describe('GraphQL surface of issue 4', () => {
  it('has every mutation the issue names, the paymentStats query and the three connections', () => {
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    for (const name of [
      'createInvoice',
      'createInvoiceFromOrder',
      'updateInvoice',
      'deleteInvoice',
      'approveInvoice',
      'rejectInvoice',
      'updatePayment',
      'cancelPayment',
      'createContract',
      'updateContract',
      'deleteContract',
      'uploadContractDocument',
      'approveContract',
      'rejectContract',
    ]) {
      expect(mutations).toContain(name);
    }
    const query = schema.getQueryType()!.getFields();
    expect(query.paymentStats).toBeDefined();
    for (const [field, args] of [
      ['invoices', ['status', 'supplierId', 'orderId', 'contractId', 'isRecurring', 'search']],
      ['payments', ['status', 'paymentMethod', 'dateFrom', 'dateTo', 'search']],
      ['contracts', ['status', 'supplierId', 'search']],
    ] as const) {
      const type = query[field]!.type;
      const named = 'ofType' in type ? type.ofType : type;
      expect(isObjectType(named) && Object.keys(named.getFields())).toEqual(
        expect.arrayContaining(['edges', 'pageInfo', 'totalCount']),
      );
      expect(query[field]!.args.map((a) => a.name)).toEqual(expect.arrayContaining([...args, 'first', 'after']));
    }
  });
});
