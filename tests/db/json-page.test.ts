import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datamodel } from '../../api/src/db/datamodel.ts';
import { jsonPage } from '../../api/src/db/json-page.ts';
import { shapedRow } from '../../api/src/db/json-rows.ts';
import { inTenantTx, tenantRead } from '../../api/src/db/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

// Issue 15, point 2: a GraphQL list's first page and its count are read in one statement
// (db/json-page.ts) instead of Prisma's count and findMany in a transaction. The rows must be what
// Prisma's client returns for the same planned query: every column, type and relation, in order.
let db: TestDatabase;
let tenantId: number;
beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  tenantId = (await db.database.platform.tenant.findFirstOrThrow({ where: { shortName: 'acme' } })).id;
});
afterAll(() => db?.drop());

type Field = { name: string; kind: string; type: string; isList: boolean };
const models = datamodel.datamodel.models as unknown as Record<string, { fields: Field[] }>;

/** JSON with sorted keys: Decimal and Date as their JSON, key order aside. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The page through Prisma (count and findMany in one tenant transaction) and through jsonPage. */
async function both(model: string, query: Record<string, unknown>, where: object, orderBy: unknown) {
  const delegate = model.charAt(0).toLowerCase() + model.slice(1);
  const prisma = await inTenantTx(db.database.prisma, tenantId, async (tx) => {
    const table = (
      tx as unknown as Record<
        string,
        { count(args: object): Promise<number>; findMany(args: object): Promise<unknown[]> }
      >
    )[delegate]!;
    return {
      count: (await table.count({ where })) as number,
      rows: (await table.findMany({ ...query, where, orderBy })) as unknown[],
    };
  });
  const single = jsonPage({ model, where, orderBy, query });
  expect(single, `${model}: ${JSON.stringify(query)}`).not.toBeNull();
  const json = await tenantRead<{ count: number; rows: unknown[][] }>(
    db.database.prisma,
    tenantId,
    single!.text,
    single!.args,
  );
  return { prisma, compiled: { count: json.count, rows: json.rows.map((row) => shapedRow(single!.shape, row)) } };
}

describe('jsonPage: a list page in one statement', () => {
  it('reads the offers and invoices pages the benchmarks plan exactly as Prisma does', async () => {
    const person = { select: { firstName: true, lastName: true } };
    const offers = {
      take: 6,
      skip: 1,
      include: {
        supplier: { select: { name: true } },
        createdBy: person,
        approvedByFinance: person,
        approvedByIt: person,
        tenant: { select: { segregationOfDuties: true } },
        lines: { orderBy: { position: 'asc' }, include: { product: true } },
        recipients: { orderBy: { id: 'asc' }, include: { costCenter: true } },
      },
    };
    const invoices = {
      take: 20,
      include: {
        supplier: { select: { name: true } },
        order: { select: { orderNumber: true } },
        contract: { select: { contractName: true } },
        approvedByFinance: person,
        approvedByIt: person,
        lines: { orderBy: { position: 'asc' }, include: { product: { select: { name: true } } } },
      },
    };
    const nested = {
      select: { title: true, supplier: { select: { name: true } }, lines: { include: { product: true } }, order: true },
    };
    for (const [model, query, orderBy] of [
      ['Offer', offers, { id: 'desc' }],
      ['Offer', offers, [{ supplier: { name: 'asc' } }, { id: 'desc' }]],
      ['Invoice', invoices, [{ invoiceDate: 'desc' }, { id: 'desc' }]],
      ['Invoice', { select: { id: true, totalAmount: true, lines: true } }, { id: 'asc' }],
      // To-one relations are joins: one inside another (a back relation, Order.offer), a list and a
      // to-one inside a joined row, and invoices without an order (the joined row null).
      ['Invoice', { take: 30, include: { order: { include: { offer: nested } } } }, { id: 'asc' }],
    ] as const) {
      const { prisma, compiled } = await both(model, query, { tenantId }, orderBy);
      expect(prisma.rows.length).toBeGreaterThan(1);
      expect(compiled.count).toBe(prisma.count);
      expect(canonical(compiled.rows)).toBe(canonical(prisma.rows));
    }
  });

  it('reads every list model with each of its relations as Prisma does', async () => {
    let relations = 0;
    for (const model of ['Offer', 'Order', 'Invoice', 'Payment', 'Contract', 'Supplier', 'Product', 'CostCenter']) {
      const include: Record<string, unknown> = {};
      for (const field of models[model]!.fields.filter((f) => f.kind === 'object')) {
        const hasId = models[field.type]!.fields.some((f) => f.name === 'id');
        const query = {
          take: 10,
          include: { [field.name]: field.isList && hasId ? { orderBy: { id: 'asc' } } : true },
        };
        // A relation to a table with a column JSON cannot carry exactly (bytes) is Prisma's to read.
        if (!jsonPage({ model, where: {}, orderBy: { id: 'asc' }, query })) continue;
        include[field.name] = query.include[field.name];
        relations += 1;
      }
      const { prisma, compiled } = await both(model, { take: 10, include }, { tenantId }, { id: 'asc' });
      expect(compiled.count, model).toBe(prisma.count);
      expect(canonical(compiled.rows), model).toBe(canonical(prisma.rows));
    }
    expect(relations).toBeGreaterThan(30);
  });

  it('leaves to Prisma what it does not spell: cursors, backwards pages, counts, filtered relations, bytes', () => {
    const page = (query: Record<string, unknown>) =>
      jsonPage({ model: 'Offer', where: {}, orderBy: { id: 'asc' }, query });
    expect(page({ take: 3 })).not.toBeNull();
    expect(page({ take: 3, cursor: { id: 5 }, skip: 1 })).toBeNull();
    expect(page({ take: -3 })).toBeNull();
    expect(page({ include: { _count: true } })).toBeNull();
    expect(page({ include: { lines: { where: { quantity: 1 } } } })).toBeNull();
    expect(page({ include: { lines: { take: 1 } } })).toBeNull();
  });
});
