import { describe, expect, it } from 'vitest';
import { appForFile } from '../setup/test-app.ts';

/** Server-side sort of the list connections (issue 13, point 10): order, tie-breaker, stable paging. */
const t = await appForFile();
const [procurement, finance, globexProcurement] = await Promise.all([
  t.login('procurement@acme.test', 'acme'),
  t.login('finance@acme.test', 'acme'),
  t.login('procurement@globex.test', 'globex'),
]);
// Equal prices on purpose: the id breaks the tie, so paging neither repeats nor skips a row.
for (const [name, price] of [
  ['Sort Alfa', '10.00'],
  ['Sort Beta', '10.00'],
  ['Sort Gamma', '10.00'],
  ['Sort Delta', '5.50'],
  ['Sort Epsilon', '99.90'],
]) {
  const res = await t.gql<{ createProduct: { __typename: string } }>(
    `mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename } }`,
    { input: { name, price, category: 'Sort' } },
    procurement,
  );
  expect(res.data?.createProduct.__typename).toBe('MutationCreateProductSuccess');
}

type Product = { rowId: number; name: string; price: string };
const PRODUCTS = `query($orderBy: ProductSort, $first: Int, $after: String, $category: String) {
  products(first: $first, after: $after, orderBy: $orderBy, category: $category) {
    edges { node { rowId name price } } pageInfo { hasNextPage endCursor }
  }
}`;

async function page(token: string, vars: Record<string, unknown>) {
  const res = await t.gql<{
    products: { edges: { node: Product }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  }>(PRODUCTS, vars, token);
  expect(res.errors).toBeUndefined();
  return res.data!.products;
}

async function walk(token: string, vars: Record<string, unknown>, size: number): Promise<Product[]> {
  const rows: Product[] = [];
  let after: string | null = null;
  for (;;) {
    const p = await page(token, { ...vars, first: size, after });
    rows.push(...p.edges.map((e) => e.node));
    if (!p.pageInfo.hasNextPage) return rows;
    after = p.pageInfo.endCursor;
  }
}

describe('list sort', () => {
  it('orders products by price both ways, ties broken by id in the same direction', async () => {
    const asc = (
      await page(procurement, { first: 50, category: 'Sort', orderBy: { field: 'PRICE', direction: 'ASC' } })
    ).edges.map((e) => e.node);
    expect(asc.map((p) => Number(p.price))).toEqual([5.5, 10, 10, 10, 99.9]);
    const tied = asc.filter((p) => Number(p.price) === 10).map((p) => p.rowId);
    expect(tied).toEqual([...tied].sort((a, b) => a - b));
    const desc = (
      await page(procurement, { first: 50, category: 'Sort', orderBy: { field: 'PRICE', direction: 'DESC' } })
    ).edges.map((e) => e.node);
    expect(desc.map((p) => p.rowId)).toEqual(asc.map((p) => p.rowId).reverse());
  });

  it('pages stay stable under a sort: small pages add up to the full list, no row twice or missing', async () => {
    for (const orderBy of [
      { field: 'PRICE', direction: 'DESC' },
      { field: 'CATEGORY', direction: 'ASC' },
      { field: 'NAME', direction: 'DESC' },
    ]) {
      const full = (await page(procurement, { first: 100, orderBy })).edges.map((e) => e.node.rowId);
      const paged = (await walk(procurement, { orderBy }, 2)).map((p) => p.rowId);
      expect(paged).toEqual(full);
      expect(new Set(paged).size).toBe(paged.length);
    }
  });

  it('sorting stays inside the tenant', async () => {
    const globex = await walk(globexProcurement, { orderBy: { field: 'PRICE', direction: 'DESC' } }, 3);
    expect(globex.some((p) => p.name.startsWith('Sort '))).toBe(false);
  });

  it('sorts the document lists by a related column (offers and invoices by supplier, orders by amount)', async () => {
    const offers = await t.gql<{ offers: { edges: { node: { supplier: { name: string } | null } }[] } }>(
      `{ offers(first: 100, orderBy: { field: SUPPLIER, direction: DESC }) { edges { node { supplier { name } } } } }`,
      {},
      finance,
    );
    expect(offers.errors).toBeUndefined();
    const names = offers.data!.offers.edges.map((e) => e.node.supplier?.name ?? '');
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    const orders = await t.gql<{ orders: { edges: { node: { totalAmount: string } }[] } }>(
      `{ orders(first: 100, orderBy: { field: AMOUNT }) { edges { node { totalAmount } } } }`,
      {},
      finance,
    );
    expect(orders.errors).toBeUndefined();
    const amounts = orders.data!.orders.edges.map((e) => Number(e.node.totalAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    const invoices = await t.gql<{ invoices: { edges: { node: { dueDate: string } }[] } }>(
      `{ invoices(first: 100, orderBy: { field: DUE_DATE, direction: DESC }) { edges { node { dueDate } } } }`,
      {},
      finance,
    );
    expect(invoices.errors).toBeUndefined();
    const due = invoices.data!.invoices.edges.map((e) => e.node.dueDate);
    expect(due).toEqual([...due].sort().reverse());
  });

  it('refuses a column the list does not declare', async () => {
    const res = await t.gql(`{ products(first: 5, orderBy: { field: DUE_DATE }) { totalCount } }`, {}, procurement);
    expect(res.errors?.[0]?.message).toMatch(/DUE_DATE/);
  });
});
