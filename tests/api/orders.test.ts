import { describe, expect, it } from 'vitest';
import { createContext } from '../../api/src/context.ts';
import { inTenantTx } from '../../api/src/db/tenant-scope.ts';
import { completeOrderOnInvoiceApproval } from '../../api/src/modules/orders/order-events.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { errorOf, fixture, gid, seedOffer } from './offers-support.ts';
import { addDays, today } from '../../api/src/shared/calendar.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const f = await fixture(t.app.database.platform);
const globexToken = await t.login('procurement@globex.test', 'globex');

const iso = (d: Date) => d.toISOString().slice(0, 10);
// The server's calendar: the day in Italy.
const localDay = (offset = 0) => iso(addDays(today(), offset));
let n = 0;
const uniqueNumber = () => `ORD-T-${process.pid}-${(n += 1)}`;

const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on Error { message code field }
  ... on MutationCreateOrderSuccess { data { order { id rowId orderNumber status date totalAmount supplierName estimatedDeliveryDate offerRowId hasInvoice nextStatus canAdvance } } } } }`;
const ADVANCE = `mutation ($id: ID!) { advanceOrder(input: { id: $id }) { __typename ... on Error { message code }
  ... on MutationAdvanceOrderSuccess { data { order { status actualDeliveryDate nextStatus canAdvance } } } } }`;

const create = (offerId: number | null, token: string, overrides: Record<string, unknown> = {}) =>
  t.gql<any>(
    CREATE,
    {
      input: {
        offerId: offerId && gid('Offer', offerId),
        orderNumber: uniqueNumber(),
        estimatedDeliveryDate: localDay(7),
        ...overrides,
      },
    },
    token,
  );

async function pendingOrder(): Promise<{ id: string; rowId: number }> {
  const res = await create(await seedOffer(t.app.database.platform, f, 'approved'), tokens.procurement);
  return res.data.createOrder.data.order;
}

describe('creating orders', () => {
  it('suggests a free ORD-{year}-{100..999}', async () => {
    const res = await t.gql<any>('{ suggestedOrderNumber }', {}, tokens.procurement);
    const [, year, number] = /^ORD-(\d{4})-(\d{3})$/.exec(res.data.suggestedOrderNumber)!;
    expect(Number(year)).toBe(today().getUTCFullYear());
    expect(Number(number)).toBeGreaterThanOrEqual(100);
    // Free in the caller's tenant: order numbers are unique per tenant, another tenant may hold it.
    const clash = { tenantId: f.tenantId, orderNumber: res.data.suggestedOrderNumber };
    expect(await t.app.database.platform.order.count({ where: clash })).toBe(0);
    expect((await t.gql<any>('{ suggestedOrderNumber }', {}, tokens.finance)).errors?.[0]?.message).toBe(
      'Accesso Negato',
    );
  });

  it('procurement creates from an approved offer: supplier and total from the offer, pending, audited', async () => {
    const offerId = await seedOffer(t.app.database.platform, f, 'approved');
    const offer = await t.app.database.platform.offer.findUniqueOrThrow({
      where: { id: offerId },
      include: { supplier: true },
    });
    const res = await create(offerId, tokens.procurement, {
      orderNumber: '  ORD-2099-123  ',
      estimatedDeliveryDate: localDay(0),
    });
    expect(errorOf(res.data, 'createOrder')).toBeNull();
    expect(res.data.createOrder.data.order).toMatchObject({
      orderNumber: 'ORD-2099-123',
      status: 'pending',
      date: localDay(0),
      totalAmount: offer.totalAmount.toFixed(2),
      supplierName: offer.supplier.name,
      estimatedDeliveryDate: localDay(0),
      offerRowId: offerId,
      hasInvoice: false,
      nextStatus: 'sent',
      canAdvance: true,
    });
    const audit = await t.app.database.platform.auditLog.findFirst({
      where: { entityType: 'Order', entityId: res.data.createOrder.data.order.rowId },
    });
    expect(audit).toMatchObject({ action: 'create', actorId: f.users.procurement });
  });

  it('POST /api/orders.php takes the legacy snake_case payload and ignores the client supplier and total', async () => {
    const offerId = await seedOffer(t.app.database.platform, f, 'approved');
    const res = await t.rest(
      'POST',
      'orders.php',
      {
        offer_id: offerId,
        order_number: 'ORD-2099-555',
        supplier: 'Altro',
        total_amount: 1,
        estimated_delivery_date: localDay(3),
        status: 'completed',
      },
      tokens.admin,
    );
    expect(res).toMatchObject({ status: 201, body: { success: true, id: expect.any(Number) } });
    const got = await t.rest('GET', `orders.php?id=${res.body.id}`, undefined, tokens.it);
    const offer = await t.app.database.platform.offer.findUniqueOrThrow({
      where: { id: offerId },
      include: { supplier: true },
    });
    expect(got.body).toMatchObject({
      orderNumber: 'ORD-2099-555',
      status: 'pending',
      offerId,
      supplier: offer.supplier.name,
      totalAmount: Number(offer.totalAmount.toFixed(2)),
      estimatedDeliveryDate: localDay(3),
      actualDeliveryDate: null,
      hasInvoice: false,
      products: [expect.objectContaining({ quantity: 1 })],
    });
  });

  it('validates with the spec messages', async () => {
    const approved = await seedOffer(t.app.database.platform, f, 'approved');
    const cases: [number | null, Record<string, unknown>, string, string][] = [
      [null, {}, 'ValidationError', 'Please select an offer'],
      [approved, { estimatedDeliveryDate: null }, 'ValidationError', 'Please enter an estimated delivery date'],
      [
        approved,
        { estimatedDeliveryDate: localDay(-1) },
        'ValidationError',
        'The estimated delivery date cannot be before today',
      ],
      [approved, { orderNumber: '   ' }, 'ValidationError', 'Please enter an order number'],
      [
        await seedOffer(t.app.database.platform, f, 'pending'),
        {},
        'ConflictError',
        'Only approved offers can become orders',
      ],
      [
        await seedOffer(t.app.database.platform, f, 'approved_finance'),
        {},
        'ConflictError',
        'Only approved offers can become orders',
      ],
      [
        await seedOffer(t.app.database.platform, f, 'rejected'),
        {},
        'ConflictError',
        'Only approved offers can become orders',
      ],
    ];
    for (const [offerId, overrides, type, message] of cases) {
      expect((await create(offerId, tokens.procurement, overrides)).data.createOrder).toMatchObject({
        __typename: type,
        message,
      });
    }
    const globexOffer = await create(approved, globexToken);
    expect(globexOffer.data.createOrder).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Selected offer not found',
    });
    expect(errorOf((await create(approved, tokens.procurement)).data, 'createOrder')).toBeNull();
    expect((await create(approved, tokens.procurement)).data.createOrder.message).toBe(
      'An order already exists for this offer',
    );
    const rest = await t.rest(
      'POST',
      'orders.php',
      { order_number: 'X', estimated_delivery_date: localDay(1) },
      tokens.procurement,
    );
    expect(rest).toMatchObject({ status: 400, body: { success: false, error: 'Please select an offer' } });
  });

  it('finance and IT may not create orders', async () => {
    const offerId = await seedOffer(t.app.database.platform, f, 'approved');
    for (const token of [tokens.finance, tokens.it]) {
      expect((await create(offerId, token)).data.createOrder.__typename).toBe('ForbiddenError');
      const rest = await t.rest(
        'POST',
        'orders.php',
        { offer_id: offerId, order_number: uniqueNumber(), estimated_delivery_date: localDay(1) },
        token,
      );
      expect(rest.status).toBe(403);
    }
    expect(await t.app.database.platform.order.count({ where: { offerId } })).toBe(0);
  });

  it('a taken order number is a clear conflict on orderNumber, not a 500', async () => {
    const first = await create(await seedOffer(t.app.database.platform, f, 'approved'), tokens.procurement, {
      orderNumber: 'ORD-2099-777',
    });
    expect(errorOf(first.data, 'createOrder')).toBeNull();
    const clash = await create(await seedOffer(t.app.database.platform, f, 'approved'), tokens.procurement, {
      orderNumber: 'ORD-2099-777',
    });
    expect(clash.data.createOrder).toMatchObject({
      __typename: 'ConflictError',
      field: 'orderNumber',
      message: 'Order number ORD-2099-777 already exists: choose another one',
    });
    const offerId = await seedOffer(t.app.database.platform, f, 'approved');
    const rest = await t.rest(
      'POST',
      'orders.php',
      { offer_id: offerId, order_number: 'ORD-2099-777', estimated_delivery_date: localDay(1) },
      tokens.procurement,
    );
    expect(rest).toMatchObject({ status: 409, body: { success: false, field: 'orderNumber' } });
    // The same number in another tenant is fine: numbers are unique per tenant.
    const globex = await fixture(t.app.database.platform, 'globex');
    const globexOffer = await seedOffer(t.app.database.platform, globex, 'approved');
    expect(
      errorOf((await create(globexOffer, globexToken, { orderNumber: 'ORD-2099-777' })).data, 'createOrder'),
    ).toBeNull();
  });

  // One offer raced by 50 createOrder calls: tests/reliability/races.test.ts.
  it('two orders racing for one order number: one is created, the other a conflict', async () => {
    const sameNumber = await Promise.all(
      [1, 2].map(async () =>
        create(await seedOffer(t.app.database.platform, f, 'approved'), tokens.admin, { orderNumber: 'ORD-2099-888' }),
      ),
    );
    expect(sameNumber.map((r) => r.data.createOrder.__typename).sort()).toEqual([
      'ConflictError',
      'MutationCreateOrderSuccess',
    ]);
  });
});

describe('advancing orders', () => {
  it('pending -> sent -> received (delivery date set), then only the invoice completes it', async () => {
    const order = await pendingOrder();
    const sent = await t.gql<any>(ADVANCE, { id: order.id }, tokens.procurement);
    expect(sent.data.advanceOrder.data.order).toMatchObject({
      status: 'sent',
      nextStatus: 'received',
      actualDeliveryDate: null,
    });
    const received = await t.gql<any>(ADVANCE, { id: order.id }, tokens.admin);
    expect(received.data.advanceOrder.data.order).toMatchObject({
      status: 'received',
      nextStatus: null,
      canAdvance: false,
      actualDeliveryDate: localDay(0),
    });
    const again = await t.gql<any>(ADVANCE, { id: order.id }, tokens.procurement);
    expect(again.data.advanceOrder).toMatchObject({
      __typename: 'ConflictError',
      message: 'Order will be completed automatically when the invoice is fully approved',
    });
    const audit = await t.app.database.platform.auditLog.findMany({
      where: { entityType: 'Order', entityId: order.rowId },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['create', f.users.procurement],
      ['status:sent', f.users.procurement],
      ['status:received', f.users.admin],
    ]);

    const finance = await t.gql<any>(
      'query ($id: ID!) { order(id: $id) { canCreateInvoice canAdvance } }',
      { id: order.id },
      tokens.finance,
    );
    expect(finance.data.order).toEqual({ canCreateInvoice: true, canAdvance: false });
    const ctx = createContext(t.app, 'test', '127.0.0.1', null);
    await inTenantTx(t.app.database.platform, f.tenantId, (tx) =>
      completeOrderOnInvoiceApproval(tx, ctx, f.tenantId, order.rowId),
    );
    const completed = await t.gql<any>(ADVANCE, { id: order.id }, tokens.procurement);
    expect(completed.data.advanceOrder.message).toBe('Order is already completed');
  });

  it('PUT /api/orders.php with id and status moves one step at a time', async () => {
    const order = await pendingOrder();
    expect(
      (await t.rest('PUT', 'orders.php', { id: order.rowId, status: 'received' }, tokens.procurement)).status,
    ).toBe(400);
    const sent = await t.rest('PUT', 'orders.php', { id: order.rowId, status: 'sent' }, tokens.procurement);
    expect(sent).toMatchObject({ status: 200, body: { success: true, status: 'sent' } });
    const completed = await t.rest('PUT', 'orders.php', { id: order.rowId, status: 'completed' }, tokens.procurement);
    expect(completed).toMatchObject({
      status: 409,
      body: { error: 'Order will be completed automatically when the invoice is fully approved' },
    });
    expect((await t.rest('PUT', 'orders.php', { id: order.rowId, status: 'received' }, tokens.finance)).status).toBe(
      403,
    );
    expect((await t.rest('PUT', 'orders.php', { id: order.rowId, status: 'received' }, globexToken)).status).toBe(404);
    expect(
      (await t.rest('PUT', 'orders.php', { id: order.rowId, status: 'received' }, tokens.procurement)).body.status,
    ).toBe('received');
  });

  it('receiving takes the actual delivery date: not in the future, not before the order date, audited', async () => {
    const RECEIVE = `mutation ($id: ID!, $day: Date) { advanceOrder(input: { id: $id, actualDeliveryDate: $day }) {
      __typename ... on Error { message code } ... on ValidationError { field }
      ... on MutationAdvanceOrderSuccess { data { order { status actualDeliveryDate } } } } }`;
    const receive = (id: string, day: string | null) => t.gql<any>(RECEIVE, { id, day }, tokens.procurement);
    const order = await pendingOrder();
    // Only the step to received carries a delivery date.
    expect((await receive(order.id, localDay(0))).data.advanceOrder).toMatchObject({
      __typename: 'ValidationError',
      message: 'The actual delivery date is given only when the order is marked as received',
    });
    expect((await receive(order.id, null)).data.advanceOrder.data.order.status).toBe('sent');
    // The order was placed three days ago.
    await t.app.database.platform.order.update({ where: { id: order.rowId }, data: { date: new Date(localDay(-3)) } });
    expect((await receive(order.id, localDay(1))).data.advanceOrder).toMatchObject({
      __typename: 'ValidationError',
      message: 'The actual delivery date cannot be in the future',
      field: 'actualDeliveryDate',
    });
    expect((await receive(order.id, localDay(-4))).data.advanceOrder).toMatchObject({
      __typename: 'ValidationError',
      message: 'The actual delivery date cannot be before the order date',
      field: 'actualDeliveryDate',
    });
    const received = await receive(order.id, localDay(-2));
    expect(received.data.advanceOrder.data.order).toEqual({ status: 'received', actualDeliveryDate: localDay(-2) });
    const audit = await t.app.database.platform.auditLog.findFirstOrThrow({
      where: { entityType: 'Order', entityId: order.rowId, action: 'status:received' },
    });
    expect(audit.changes).toEqual({ status: ['sent', 'received'], actualDeliveryDate: [null, localDay(-2)] });
  });

  it('PUT /api/orders.php takes an optional actual_delivery_date with the same rules', async () => {
    const order = await pendingOrder();
    await t.rest('PUT', 'orders.php', { id: order.rowId, status: 'sent' }, tokens.procurement);
    const future = await t.rest(
      'PUT',
      'orders.php',
      { id: order.rowId, status: 'received', actual_delivery_date: localDay(2) },
      tokens.procurement,
    );
    expect(future).toMatchObject({ status: 400, body: { error: 'The actual delivery date cannot be in the future' } });
    const ok = await t.rest(
      'PUT',
      'orders.php',
      { id: order.rowId, status: 'received', actual_delivery_date: localDay(0) },
      tokens.procurement,
    );
    expect(ok).toMatchObject({ status: 200, body: { success: true, id: order.rowId, status: 'received' } });
    const shown = await t.rest('GET', `orders.php?id=${order.rowId}`, undefined, tokens.procurement);
    expect(shown.body.actualDeliveryDate).toBe(localDay(0));
  });

  it('finance and IT may not advance (GraphQL)', async () => {
    const order = await pendingOrder();
    for (const token of [tokens.finance, tokens.it]) {
      expect((await t.gql<any>(ADVANCE, { id: order.id }, token)).data.advanceOrder.__typename).toBe('ForbiddenError');
    }
  });
});

const LIST = `query ($search: String, $status: OrderStatus, $first: Int) { orders(search: $search, status: $status, first: $first) {
  totalCount edges { node { rowId orderNumber status supplierName } } } }`;

describe('order queries', () => {
  it('lists with search (number or supplier) and status; another tenant sees nothing', async () => {
    const all = await t.gql<any>(LIST, { first: 100 }, tokens.it);
    expect(all.data.orders.totalCount).toBe(
      await t.app.database.platform.order.count({ where: { tenantId: f.tenantId } }),
    );
    const byNumber = await t.gql<any>(LIST, { search: 'ord-2099-7' }, tokens.it);
    expect(byNumber.data.orders.edges.map((e: any) => e.node.orderNumber)).toContain('ORD-2099-777');
    const bySupplier = await t.gql<any>(LIST, { search: 'Informatica' }, tokens.it);
    expect(bySupplier.data.orders.edges.length).toBeGreaterThan(0);
    expect(bySupplier.data.orders.edges.every((e: any) => e.node.supplierName === 'Informatica Lombarda')).toBe(true);
    const sent = await t.gql<any>(LIST, { status: 'sent' }, tokens.it);
    expect(sent.data.orders.edges.every((e: any) => e.node.status === 'sent')).toBe(true);
    const rest = await t.rest('GET', 'orders.php?status=sent', undefined, tokens.finance);
    expect(rest.body.map((o: any) => o.id).sort()).toEqual(sent.data.orders.edges.map((e: any) => e.node.rowId).sort());
    const someOrder = all.data.orders.edges[0].node.rowId;
    expect(
      (await t.gql<any>('query ($id: ID!) { order(id: $id) { rowId } }', { id: String(someOrder) }, globexToken)).data
        .order,
    ).toBeNull();
    expect(await t.rest('GET', `orders.php?id=${someOrder}`, undefined, globexToken)).toMatchObject({
      status: 404,
      body: { error: 'Order not found' },
    });
    expect((await t.rest('GET', 'orders.php?status=bogus', undefined, tokens.finance)).status).toBe(400);
  });
});
