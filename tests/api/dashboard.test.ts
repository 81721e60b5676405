import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import dashboardQuery from '../../web/src/__generated__/DashboardPageQuery.graphql.ts';
import { Prisma } from '../../api/src/generated/prisma/client.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { fixture } from './offers-support.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const f = await fixture(t.app.database.platform);

// The dashboard screen's own query (its cards and both recent lists), as the browser sends it.
const DASHBOARD = dashboardQuery.params.text ?? '';

const AWAITING = ['pending', 'approved_finance', 'approved_it'];

async function expected(tenantId: number) {
  const prisma = t.app.database.platform;
  const [offers, orders, invoices, payments] = await Promise.all([
    prisma.offer.findMany({ where: { tenantId }, select: { id: true, status: true }, orderBy: { id: 'desc' } }),
    prisma.order.findMany({ where: { tenantId }, select: { status: true } }),
    prisma.invoice.findMany({ where: { tenantId }, select: { id: true, status: true }, orderBy: { id: 'desc' } }),
    prisma.payment.findMany({ where: { tenantId }, select: { status: true, totalAmount: true } }),
  ]);
  const paid = payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + Number(p.totalAmount), 0);
  return {
    offers: { total: offers.length, pending: offers.filter((o) => AWAITING.includes(o.status)).length },
    orders: { total: orders.length, pending: orders.filter((o) => o.status === 'pending').length },
    invoices: { total: invoices.length, pending: invoices.filter((i) => AWAITING.includes(i.status)).length },
    payments: { count: payments.filter((p) => p.status !== 'cancelled').length, paidTotal: paid.toFixed(2) },
    recentOffers: offers.slice(0, 5).map((o) => o.id),
    recentInvoices: invoices.slice(0, 5).map((i) => i.id),
  };
}

describe('dashboard query', () => {
  it('counts totals and pending items of the tenant, and lists the 5 most recent offers and invoices', async () => {
    const want = await expected(f.tenantId);
    expect(want.payments.count).toBeGreaterThan(0);
    for (const token of Object.values(tokens)) {
      const { data } = await t.gql<any>(DASHBOARD, {}, token);
      expect(data.dashboard.offers).toEqual(want.offers);
      expect(data.dashboard.orders).toEqual(want.orders);
      expect(data.dashboard.invoices).toEqual(want.invoices);
      expect(data.dashboard.recentOffers.map((o: any) => o.rowId)).toEqual(want.recentOffers);
      expect(data.dashboard.recentInvoices.map((i: any) => i.rowId)).toEqual(want.recentInvoices);
    }
  });

  it('gives the payments card (not cancelled, euro paid) to finance and the IT director only', async () => {
    const want = await expected(f.tenantId);
    for (const token of [tokens.finance, tokens.it]) {
      expect((await t.gql<any>(DASHBOARD, {}, token)).data.dashboard.payments).toEqual(want.payments);
    }
    for (const token of [tokens.procurement, tokens.admin]) {
      const res = await t.gql<any>(DASHBOARD, {}, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.dashboard.payments).toBeNull();
    }
  });

  it("shows only the viewer's tenant; anonymous callers must sign in", async () => {
    const globex = await fixture(t.app.database.platform, 'globex');
    const token = await t.login('finance@globex.test', 'globex');
    const want = await expected(globex.tenantId);
    const { data } = await t.gql<any>(DASHBOARD, {}, token);
    expect(data.dashboard.offers).toEqual(want.offers);
    expect(data.dashboard.payments).toEqual(want.payments);
    const anonymous = await t.gql<any>(DASHBOARD, {}, null);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('runs the same number of SQL statements whatever the amount of data', async () => {
    const measure = async () => {
      const before = t.app.database.statementCount();
      const res = await t.gql<any>(DASHBOARD, {}, tokens.finance);
      expect(res.errors).toBeUndefined();
      return t.app.database.statementCount() - before;
    };
    await measure();
    const small = await measure();
    const prisma = t.app.database.platform;
    await prisma.offer.createMany({
      data: Array.from({ length: 500 }, (_, k) => ({
        tenantId: f.tenantId,
        title: `Bulk ${k}`,
        date: new Date(Date.UTC(2025, 0, 1)),
        supplierId: f.supplierIds[k % f.supplierIds.length]!,
        totalAmount: '10.00',
        status: (['pending', 'approved_it', 'rejected'] as const)[k % 3],
        createdById: f.users.procurement,
      })),
    });
    await prisma.payment.createMany({
      data: Array.from({ length: 300 }, (_, k) => ({
        tenantId: f.tenantId,
        paymentReference: `BULK-${k}`,
        totalAmount: '1.00',
        status: (['paid', 'cancelled', 'awaiting_payment'] as const)[k % 3],
      })),
    });
    const large = await measure();
    expect(large).toBe(small);
    const want = await expected(f.tenantId);
    const { data } = await t.gql<any>(DASHBOARD, {}, tokens.finance);
    expect(data.dashboard.offers).toEqual(want.offers);
    expect(data.dashboard.payments).toEqual(want.payments);
  });

  it("answers viewer.user from this request's sign-in lookup, and fields it lacks from the database", async () => {
    const prisma = t.app.database.platform;
    const user = await prisma.user.update({ where: { id: f.users.finance }, data: { firstName: 'Renamed' } });
    const short = await t.gql<any>('{ viewer { user { id rowId fullName email role } } }', {}, tokens.finance);
    expect(short.errors).toBeUndefined();
    expect(short.data.viewer.user).toMatchObject({
      rowId: user.id,
      fullName: `Renamed ${user.lastName}`,
      email: user.email,
      role: 'finance',
    });
    const full = await t.gql<any>(
      '{ viewer { user { rowId fullName createdAt canSetPassword } } }',
      {},
      tokens.finance,
    );
    expect(full.errors).toBeUndefined();
    expect(full.data.viewer.user).toMatchObject({ rowId: user.id, fullName: `Renamed ${user.lastName}` });
    expect(new Date(full.data.viewer.user.createdAt).getTime()).toBe(user.createdAt.getTime());
    expect(typeof full.data.viewer.user.canSetPassword).toBe('boolean');
  });

  // The recent rows are read in the cards' statement (as JSON), their relations too; either way a row
  // answers as the offers and invoices lists do.
  for (const [how, lines] of [
    ['with the screen fields', ''],
    ['with their lines', 'lines { rowId quantity }'],
  ] as const) {
    it(`answers dates, instants, money and names of the recent rows ${how}`, async () => {
      const want = await expected(f.tenantId);
      const offerFields = `rowId date totalAmount supplierName approvedByFinanceAt createdAt ${lines}`;
      const invoiceFields = 'rowId invoiceDate netAmount vatAmount supplierName';
      const res = await t.gql<any>(
        `{ dashboard { offers { total } recentOffers { ${offerFields} } recentInvoices { ${invoiceFields} } } }`,
        {},
        tokens.finance,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.dashboard.offers.total).toBe(want.offers.total);
      expect(res.data.dashboard.recentOffers.map((o: any) => o.rowId)).toEqual(want.recentOffers);
      expect(res.data.dashboard.recentInvoices.map((i: any) => i.rowId)).toEqual(want.recentInvoices);
      const nodes = async (type: string, ids: number[], fields: string) =>
        Promise.all(
          ids.map(async (id) => {
            const node = await t.gql<any>(
              `query ($id: ID!) { node(id: $id) { ... on ${type} { ${fields} } } }`,
              {
                id: encodeGlobalID(type, String(id)),
              },
              tokens.finance,
            );
            return node.data.node;
          }),
        );
      expect(res.data.dashboard.recentOffers).toEqual(await nodes('Offer', want.recentOffers, offerFields));
      expect(res.data.dashboard.recentInvoices).toEqual(await nodes('Invoice', want.recentInvoices, invoiceFields));
    });
  }

  it("reads of the recent invoices only the fields asked for, not an e-invoice's whole rendering", async () => {
    const prisma = t.app.database.platform;
    const newest = await prisma.invoice.findFirstOrThrow({ where: { tenantId: f.tenantId }, orderBy: { id: 'desc' } });
    // An imported e-invoice keeps a rendering of its whole file (~5 KB for a short one, more for a long one).
    const rendering = {
      label: 'FatturaElettronica',
      children: [{ label: 'Rendered-file-marker', value: 'x'.repeat(5000) }],
    };
    await prisma.invoice.update({ where: { id: newest.id }, data: { renderTree: rendering } });
    const reads: { query: string; params: unknown[] }[] = [];
    let listening = true;
    t.app.database.onStatement((query, params) => {
      if (listening && query.includes('app_tenant_read'))
        reads.push({ query, params: JSON.parse(params) as unknown[] });
    });
    try {
      const res = await t.gql<any>(DASHBOARD, {}, tokens.finance);
      listening = false;
      expect(res.errors).toBeUndefined();
      expect(res.data.dashboard.recentInvoices[0].invoiceNumber).toBe(newest.invoiceNumber);
      // What PostgreSQL answered to the dashboard's one read, read again as the app read it.
      expect(reads).toHaveLength(1);
      const [answer] = await t.app.database.prisma.$queryRawUnsafe<{ value: string }[]>(
        reads[0]!.query,
        ...reads[0]!.params,
      );
      const value = answer?.value ?? '';
      expect(value).toContain(newest.invoiceNumber);
      expect(value).not.toContain('Rendered-file-marker');
      expect(value.length).toBeLessThan(5000);
    } finally {
      listening = false;
      await prisma.invoice.update({ where: { id: newest.id }, data: { renderTree: Prisma.DbNull } });
    }
  });
});
