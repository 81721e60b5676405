import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { appForFile, loginAll, tenantIdOf } from '../setup/test-app.ts';

const t = await appForFile();
const { procurement, finance, admin, it: itDirector } = await loginAll(t);
const globexProcurement = await t.login('procurement@globex.test', 'globex');
const acmeId = await tenantIdOf(t, 'acme');

const LIST = `query($search: String, $category: String, $includeArchived: Boolean) {
  products(first: 100, search: $search, category: $category, includeArchived: $includeArchived) {
    totalCount edges { node { id rowId name description price category archived } }
  }
  productCategories
}`;
const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  __typename ... on Error { message field } ... on MutationCreateProductSuccess { data { product { id rowId name description price category } } }
} }`;
const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) {
  __typename ... on Error { message } ... on MutationUpdateProductSuccess { data { product { name price category } } }
} }`;
const DELETE = `mutation($input: DeleteProductInput!) { deleteProduct(input: $input) {
  __typename ... on Error { message } ... on MutationDeleteProductSuccess { data { deletedId } }
} }`;
const ARCHIVE = `mutation($input: ArchiveProductInput!) { archiveProduct(input: $input) {
  __typename ... on Error { message } ... on MutationArchiveProductSuccess { data { product { archived } } }
} }`;

type Node = { id: string; rowId: number; name: string; price: string; category: string | null; archived: boolean };
async function list(token: string, vars: Record<string, unknown> = {}) {
  const res = await t.gql<{ products: { totalCount: number; edges: { node: Node }[] }; productCategories: string[] }>(
    LIST,
    vars,
    token,
  );
  expect(res.errors).toBeUndefined();
  return {
    nodes: res.data!.products.edges.map((e) => e.node),
    total: res.data!.products.totalCount,
    categories: res.data!.productCategories,
  };
}

async function create(token: string, input: Record<string, unknown>) {
  return (await t.gql<{ createProduct: any }>(CREATE, { input }, token)).data!.createProduct;
}

describe('products: reading (product.view, every role)', () => {
  it('lists the tenant catalogue by name with a total, for every role', async () => {
    for (const token of [procurement, finance, admin]) {
      const { nodes, total } = await list(token);
      expect(nodes.length).toBeGreaterThan(0);
      expect(total).toBe(nodes.length);
      const names = nodes.map((n) => n.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
    const own = await t.app.database.platform.product.count({ where: { tenantId: acmeId, archivedAt: null } });
    expect((await list(procurement)).total).toBe(own);
  });

  it('searches name and description, filters by category, and lists the distinct categories', async () => {
    const { nodes, categories } = await list(procurement);
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories).size).toBe(categories.length);
    const category = categories[0]!;
    const filtered = await list(procurement, { category });
    expect(filtered.nodes.length).toBeGreaterThan(0);
    expect(filtered.nodes.every((n) => n.category === category)).toBe(true);
    expect((await list(procurement, { category: 'all' })).total).toBe(nodes.length);
    const word = nodes[0]!.name.split(' ')[0]!.toUpperCase();
    const searched = await list(procurement, { search: word });
    expect(searched.nodes.length).toBeGreaterThan(0);
    expect(searched.nodes.length).toBeLessThanOrEqual(nodes.length);
    expect((await list(procurement, { search: 'zz-no-such-product' })).total).toBe(0);
  });

  it('refuses anonymous readers', async () => {
    const res = await t.gql(LIST, {}, null);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('products: managing (product.manage, procurement and admin)', () => {
  it('procurement creates a product with trimmed text and a decimal price', async () => {
    const result = await create(procurement, {
      name: '  Monitor 27"  ',
      description: ' 4K ',
      price: '249.90',
      category: ' Hardware ',
    });
    expect(result.__typename).toBe('MutationCreateProductSuccess');
    expect(result.data.product).toMatchObject({
      name: 'Monitor 27"',
      description: '4K',
      price: '249.90',
      category: 'Hardware',
    });
    const audit = await t.app.database.platform.auditLog.findFirst({
      where: { entityType: 'Product', entityId: result.data.product.rowId, action: 'create' },
    });
    expect(audit?.actorEmail).toBe('procurement@acme.test');
  });

  it('refuses finance and the IT director with a typed ForbiddenError; an admin may (all permissions)', async () => {
    for (const token of [finance, itDirector]) {
      const result = await create(token, { name: 'X', price: '1.00' });
      expect(result.__typename).toBe('ForbiddenError');
    }
    const byAdmin = await create(admin, { name: 'Tastiera admin', price: '19.90' });
    expect(byAdmin.__typename).toBe('MutationCreateProductSuccess');
    const audit = await t.app.database.platform.auditLog.findFirst({
      where: { entityType: 'Product', entityId: byAdmin.data.product.rowId, action: 'create' },
    });
    expect(audit?.actorEmail).toBe('admin@acme.test');
  });

  it("gives the spec's Italian messages for a blank name and a price that is not above 0", async () => {
    expect(await create(procurement, { name: '   ', price: '10' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Il nome del prodotto è obbligatorio',
      field: 'name',
    });
    for (const price of ['0', '-5', '0.00']) {
      expect(await create(procurement, { name: 'Cavo', price })).toMatchObject({
        message: 'Il prezzo deve essere un numero positivo',
        field: 'price',
      });
    }
    const badFormat = await t.gql(CREATE, { input: { name: 'Cavo', price: 'abc' } }, procurement);
    expect(JSON.stringify(badFormat)).toMatch(/not a valid amount|Il prezzo/);
  });

  it('updates a product; another tenant cannot see or change it', async () => {
    const created = await create(procurement, { name: 'Tastiera', price: '19.99' });
    const id = created.data.product.id;
    const updated = await t.gql<any>(
      UPDATE,
      { input: { id, name: 'Tastiera USB', price: '21.5', category: 'Periferiche' } },
      procurement,
    );
    expect(updated.data.updateProduct.data.product).toEqual({
      name: 'Tastiera USB',
      price: '21.50',
      category: 'Periferiche',
    });
    const foreign = await t.gql<any>(UPDATE, { input: { id, name: 'Hacked', price: '1' } }, globexProcurement);
    expect(foreign.data.updateProduct.__typename).toBe('NotFoundError');
    expect((await list(globexProcurement)).nodes.some((n) => n.id === id)).toBe(false);
  });

  it('deletes an unused product', async () => {
    const created = await create(procurement, { name: 'Da eliminare', price: '5' });
    const res = await t.gql<any>(DELETE, { input: { id: created.data.product.id } }, procurement);
    expect(res.data.deleteProduct.data.deletedId).toBe(created.data.product.id);
    expect(await t.app.database.platform.product.count({ where: { id: created.data.product.rowId } })).toBe(0);
    const again = await t.gql<any>(DELETE, { input: { id: created.data.product.id } }, procurement);
    expect(again.data.deleteProduct.__typename).toBe('NotFoundError');
  });

  it('refuses to delete a product used on an offer line, and archiving hides it from lists but keeps the line', async () => {
    const line = await t.app.database.platform.offerLine.findFirstOrThrow({ where: { tenantId: acmeId } });
    const id = encodeGlobalID('Product', line.productId);
    const refused = await t.gql<any>(DELETE, { input: { id } }, procurement);
    expect(refused.data.deleteProduct.__typename).toBe('ConflictError');
    expect(refused.data.deleteProduct.message).toMatch(/^Il prodotto è usato in \d+ righ.* e non può essere eliminato/);

    const archived = await t.gql<any>(ARCHIVE, { input: { id, archived: true } }, procurement);
    expect(archived.data.archiveProduct.data.product.archived).toBe(true);
    expect((await list(finance)).nodes.some((n) => n.id === id)).toBe(false);
    expect((await list(procurement, { includeArchived: true })).nodes.some((n) => n.id === id)).toBe(true);
    expect(await t.app.database.platform.offerLine.count({ where: { id: line.id, productId: line.productId } })).toBe(
      1,
    );
    const node = await t.gql<any>(
      `query($id: ID!) { node(id: $id) { ... on Product { name archived } } }`,
      { id },
      finance,
    );
    expect(node.data.node.archived).toBe(true);

    const restored = await t.gql<any>(ARCHIVE, { input: { id, archived: false } }, procurement);
    expect(restored.data.archiveProduct.data.product.archived).toBe(false);
    expect((await list(finance)).nodes.some((n) => n.id === id)).toBe(true);
    expect((await t.gql<any>(ARCHIVE, { input: { id, archived: true } }, finance)).data.archiveProduct.__typename).toBe(
      'ForbiddenError',
    );
  });
});

describe('/api/products.php', () => {
  it('GET lists id, name, description, price (number) and category for any role', async () => {
    const res = await t.rest('GET', 'products.php', undefined, finance);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      description: res.body[0].description === null ? null : expect.any(String),
      price: expect.any(Number),
      category: res.body[0].category === null ? null : expect.any(String),
    });
    expect((await t.rest('GET', 'products.php')).status).toBe(401);
    const one = await t.rest('GET', `products.php?id=${res.body[0].id}`, undefined, procurement);
    expect(one.body).toEqual(res.body[0]);
  });

  it('POST creates (procurement), PUT updates, DELETE removes; others get 403', async () => {
    const created = await t.rest(
      'POST',
      'products.php',
      { name: 'Mouse', description: '', price: 12.5, category: 'Periferiche' },
      procurement,
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true, id: expect.any(Number) });
    const id = created.body.id;
    expect(
      (await t.rest('PUT', 'products.php', { id, name: 'Mouse BT', price: 15, category: 'Periferiche' }, procurement))
        .body,
    ).toEqual({ success: true });
    const one = await t.rest('GET', `products.php?id=${id}`, undefined, procurement);
    expect(one.body).toMatchObject({ name: 'Mouse BT', price: 15, description: null });
    for (const token of [finance, itDirector]) {
      expect((await t.rest('POST', 'products.php', { name: 'X', price: 1 }, token)).status).toBe(403);
      expect((await t.rest('DELETE', `products.php?id=${id}`, undefined, token)).status).toBe(403);
    }
    expect((await t.rest('DELETE', `products.php?id=${id}`, undefined, procurement)).body).toEqual({ success: true });
  });

  it("answers the spec's messages and refuses deleting a used product", async () => {
    const noName = await t.rest('POST', 'products.php', { name: ' ', price: 3 }, procurement);
    expect(noName).toMatchObject({
      status: 400,
      body: { success: false, error: 'Il nome del prodotto è obbligatorio' },
    });
    const noPrice = await t.rest('POST', 'products.php', { name: 'Cavo', price: 0 }, procurement);
    expect(noPrice.body.error).toBe('Il prezzo deve essere un numero positivo');
    const line = await t.app.database.platform.offerLine.findFirstOrThrow({ where: { tenantId: acmeId } });
    const used = await t.rest('DELETE', `products.php?id=${line.productId}`, undefined, procurement);
    expect(used.status).toBe(409);
    expect(used.body.error).toMatch(/non può essere eliminato/);
    const foreign = await t.rest('DELETE', `products.php?id=${line.productId}`, undefined, globexProcurement);
    expect(foreign.status).toBe(404);
  });
});
