import { describe, expect, it } from 'vitest';
import { appForFile } from '../setup/test-app.ts';

/**
 * The searchable pickers (issue 13 point 9) page 20 at a time and search on the server: past the
 * first 100 rows an item is still found by what the user types, and never another tenant's.
 */
const MARK = 'Zeta Picker';
const COUNT = 105;

const t = await appForFile();
const procurement = await t.login('procurement@acme.test', 'acme');
const db = t.app.database.platform;
const tenant = (shortName: string) => db.tenant.findUniqueOrThrow({ where: { shortName } });
const [acme, globex] = [await tenant('acme'), await tenant('globex')];
const seed = async (tenantId: number, prefix: string, count: number) => {
  const n = (i: number) => String(i).padStart(3, '0');
  const user = await db.user.findFirstOrThrow({ where: { tenantId } });
  await db.supplier.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      tenantId,
      name: `${prefix} ${n(i)}`,
      businessName: `${prefix} ${n(i)} S.r.l.`,
      address: 'Via Roma 1',
      vatNumber: `${tenantId}${n(i)}`.padStart(11, '9'),
    })),
  });
  await db.product.createMany({
    data: Array.from({ length: count }, (_, i) => ({ tenantId, name: `${prefix} ${n(i)}`, price: '1.00' })),
  });
  await db.costCenter.createMany({
    data: Array.from({ length: count }, (_, i) => ({ tenantId, code: `${prefix} ${n(i)}`, description: prefix })),
  });
  const supplier = await db.supplier.findFirstOrThrow({ where: { tenantId, name: `${prefix} 000` } });
  const offer = (i: number, kind: string) => ({
    tenantId,
    title: `${prefix} ${kind} ${n(i)}`,
    date: new Date(),
    supplierId: supplier.id,
    totalAmount: '10.00',
    status: 'approved' as const,
    createdById: user.id,
  });
  await db.offer.createMany({ data: Array.from({ length: count }, (_, i) => offer(i, 'offer')) });
  await db.offer.createMany({ data: Array.from({ length: count }, (_, i) => offer(i, 'ordered')) });
  const ordered = await db.offer.findMany({ where: { tenantId, title: { startsWith: `${prefix} ordered` } } });
  await db.order.createMany({
    data: ordered.map((o, i) => ({
      tenantId,
      offerId: o.id,
      orderNumber: `${prefix} ORD ${n(i)}`,
      date: new Date(),
      supplierId: supplier.id,
      totalAmount: '10.00',
      createdById: user.id,
    })),
  });
};
await seed(acme.id, MARK, COUNT);
await seed(globex.id, `${MARK} Globex`, 2);

const PICKERS = /* GraphQL */ `
  query ($search: String) {
    suppliers(first: 20, search: $search) {
      totalCount
      edges {
        node {
          name
        }
      }
    }
    products(first: 20, search: $search) {
      totalCount
      edges {
        node {
          name
        }
      }
    }
    costCenters(first: 20, search: $search) {
      totalCount
      edges {
        node {
          code
        }
      }
    }
    offers(first: 20, orderable: true, search: $search) {
      totalCount
      edges {
        node {
          title
        }
      }
    }
    orders(first: 20, search: $search) {
      totalCount
      edges {
        node {
          orderNumber
        }
      }
    }
  }
`;

async function pick(search: string | null) {
  const res = await t.gql<any>(PICKERS, { search }, procurement);
  expect(res.errors).toBeUndefined();
  const d = res.data;
  return {
    suppliers: d.suppliers.edges.map((e: any) => e.node.name) as string[],
    products: d.products.edges.map((e: any) => e.node.name) as string[],
    costCenters: d.costCenters.edges.map((e: any) => e.node.code) as string[],
    offers: d.offers.edges.map((e: any) => e.node.title) as string[],
    orders: d.orders.edges.map((e: any) => e.node.orderNumber) as string[],
    totals: [d.suppliers, d.products, d.costCenters, d.offers, d.orders].map((c: any) => c.totalCount as number),
  };
}

describe('picker search', () => {
  it('has more than 100 rows in each list, so a first page of 100 cannot show them all', async () => {
    const all = await pick(null);
    for (const total of all.totals) expect(total).toBeGreaterThan(100);
  });

  it('finds the 105th item by a part of its name, case-insensitively', async () => {
    const found = await pick('zeta picker 104');
    expect(found.suppliers).toEqual([`${MARK} 104`]);
    expect(found.products).toEqual([`${MARK} 104`]);
    expect(found.costCenters).toEqual([`${MARK} 104`]);
    expect((await pick('ZETA PICKER OFFER 104')).offers).toEqual([`${MARK} offer 104`]);
    expect((await pick('zeta picker ord 104')).orders).toEqual([`${MARK} ORD 104`]);
  });

  it("never finds another tenant's rows", async () => {
    const globex = await pick('Globex');
    expect(globex).toMatchObject({ suppliers: [], products: [], costCenters: [], offers: [], orders: [] });
    const mixed = await pick('zeta picker');
    for (const list of [mixed.suppliers, mixed.products, mixed.costCenters, mixed.offers, mixed.orders]) {
      expect(list.length).toBe(20);
      expect(list.some((name) => name.includes('Globex'))).toBe(false);
    }
  });
});
