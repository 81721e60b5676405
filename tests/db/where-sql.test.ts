import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../api/src/context.ts';
import { datamodel } from '../../api/src/db/datamodel.ts';
import { tenantReadOn } from '../../api/src/db/tenant-scope.ts';
import { referencedColumns, SqlStatement } from '../../api/src/db/where-sql.ts';
import { committedOffersWhere } from '../../api/src/modules/budgets/budget-documents.ts';
import { invoiceWhere, type InvoiceFilters } from '../../api/src/modules/invoices/invoices.reads.ts';
import { offerWhere, type OfferFilter } from '../../api/src/modules/offers/offers.service.ts';
import { orderWhere } from '../../api/src/modules/orders/orders.service.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

// Issue 15, point 3: the legacy lists read their page in one statement, their Prisma where spelled
// in SQL (api/src/db/where-sql.ts). Every filter the lists offer must select exactly the rows
// Prisma's own query selects, in the same order, on the seeded demo data.
let db: TestDatabase;
let viewer: Viewer;
let costCenterId: number;
beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  const acme = await db.database.platform.tenant.findFirstOrThrow({ where: { shortName: 'acme' } });
  viewer = { tenantId: acme.id } as Viewer;
  const recipient = await db.database.platform.offerRecipient.findFirstOrThrow({ where: { tenantId: acme.id } });
  costCenterId = recipient.costCenterId;
});
afterAll(() => db?.drop());

type Delegate = { findMany(args: object): Promise<{ id: number }[]> };

/** The ids `where` selects in `orderBy`'s order: by Prisma, and by the compiled statement. */
async function both(model: string, where: unknown, orderBy: object | object[] = { id: 'desc' }) {
  const delegate = (db.database.platform as unknown as Record<string, Delegate>)[
    model.charAt(0).toLowerCase() + model.slice(1)
  ]!;
  const prisma = (await delegate.findMany({ where, orderBy, select: { id: true } })).map((r) => r.id);
  const statement = new SqlStatement();
  const t = statement.alias();
  const sql = `(SELECT coalesce(json_agg(${t}.id ORDER BY ${statement.orderBy(model, t, orderBy)}), '[]')
    FROM "${model}" ${t} WHERE ${statement.where(model, t, where)})`;
  const compiled = await db.database.platform.$transaction((tx) => tenantReadOn(tx, sql, { v: statement.values }));
  return { prisma, compiled: JSON.parse(compiled) as number[] };
}

describe('where-sql: a Prisma where as one statement', () => {
  it('selects what Prisma selects for every filter of the offers, orders and invoices lists', async () => {
    const year = new Date().getUTCFullYear();
    const offers: OfferFilter[] = [
      {},
      { status: 'approved' },
      { status: 'pending', search: 'a' },
      { search: '  ACME  ' },
      { search: '%' },
      { orderable: true },
      { committedTo: { costCenterId, year } },
    ];
    const invoices: InvoiceFilters[] = [
      {},
      { search: 'ft' },
      { status: 'fully_approved', isRecurring: false },
      { invoiceDateFrom: new Date(Date.UTC(year - 1, 0, 1)), invoiceDateTo: new Date(Date.UTC(year, 11, 31)) },
      { costCenterId: 'none' },
      { costCenterId },
      { vatRate: '22' },
      { vatRate: '4.5' },
      { actualFor: { costCenterId, year } },
    ];
    let nonEmpty = 0;
    const check = async (model: string, where: unknown, orderBy?: object | object[]) => {
      const { prisma, compiled } = await both(model, where, orderBy);
      expect(compiled, `${model} ${JSON.stringify(where)}`).toEqual(prisma);
      if (prisma.length > 0) nonEmpty += 1;
    };
    for (const filter of offers) await check('Offer', offerWhere(viewer, filter));
    for (const filter of invoices)
      await check('Invoice', invoiceWhere(viewer, filter), [{ invoiceDate: 'desc' }, { id: 'desc' }]);
    for (const filter of [{}, { status: 'pending' as const }, { search: 'ord' }])
      await check('Order', orderWhere(viewer, filter));
    await check('Offer', committedOffersWhere({ costCenterId, year }));
    // The comparison is about rows: most filters find some on the demo data.
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('spells the other operators and orders as Prisma does', async () => {
    const cases: [string, unknown, object | object[]][] = [
      ['Offer', { status: { in: ['approved', 'rejected'] } }, { id: 'asc' }],
      ['Offer', { status: { notIn: ['approved'] }, notes: { not: null } }, { id: 'asc' }],
      ['Offer', { title: { startsWith: 'Off', mode: 'insensitive' } }, { title: 'asc' }],
      ['Offer', { title: { endsWith: 'e' } }, [{ totalAmount: 'desc' }, { id: 'asc' }]],
      ['Offer', { totalAmount: { gt: 100, lte: '50000.00' } }, { supplier: { name: 'asc' } }],
      ['Offer', { lines: { every: { quantity: { gte: 2 } } } }, { id: 'asc' }],
      ['Offer', { order: { isNot: null } }, { approvedDate: { sort: 'asc', nulls: 'last' } }],
      ['Offer', { NOT: [{ status: 'approved' }, { status: 'rejected' }] }, { id: 'asc' }],
      ['Offer', { OR: [] }, { id: 'asc' }],
      ['Invoice', { order: { is: { status: 'completed' } }, contractId: null }, { id: 'asc' }],
      ['Invoice', { lines: { some: { product: { name: { contains: 'a', mode: 'insensitive' } } } } }, { id: 'asc' }],
      ['Invoice', { updatedAt: { gte: new Date(Date.UTC(2000, 0, 1)) } }, { dueDate: 'asc' }],
    ];
    for (const [model, where, orderBy] of cases) {
      const { prisma, compiled } = await both(model, where, orderBy);
      // Ties (same title, same supplier name) may come in either order: compare as sets, then the order of the sort key.
      expect([...compiled].sort(), `${model} ${JSON.stringify(where)}`).toEqual([...prisma].sort());
    }
  });

  it('refuses an operator it does not know instead of reading more', () => {
    const statement = new SqlStatement();
    expect(() => statement.where('Offer', 't0', { title: { search: 'x' } })).toThrow(/no filter search/);
    expect(() => statement.where('Offer', 't0', { nothing: 1 })).toThrow(/Offer has no field nothing/);
    expect(() => statement.where('Offer', 't0', { lines: { some: { x: 1 } } })).toThrow(/OfferLine has no field x/);
    expect(() => statement.orderBy('Offer', 't0', { lines: { id: 'asc' } })).toThrow(/cannot order by/);
  });

  it('keeps every value out of the text (one prepared statement for all values)', () => {
    const text = (search: string, tenantId: number) => {
      const statement = new SqlStatement();
      return statement.where('Offer', 't0', offerWhere({ tenantId } as Viewer, { search, status: 'approved' }));
    };
    expect(text("o'; DROP TABLE x", 1)).toBe(text('other', 2));
    expect(text("o'; DROP TABLE x", 1)).not.toContain('DROP');
  });

  it('knows the columns each foreign key of the schema references', () => {
    const schema = fs.readFileSync('prisma/schema.prisma', 'utf8');
    const relations = [...schema.matchAll(/@relation\([^)]*fields: \[([^\]]*)\], references: \[([^\]]*)\]/g)];
    expect(relations.length).toBeGreaterThan(50);
    for (const [text, fields, references] of relations) {
      const split = (list: string) => list.split(',').map((s) => s.trim());
      expect(referencedColumns(split(fields!)), text).toEqual(split(references!));
    }
    // The datamodel the compiler reads has every relation's foreign key on one side.
    const models = datamodel.datamodel.models as unknown as Record<string, { fields: { kind: string }[] }>;
    expect(Object.keys(models).length).toBeGreaterThan(20);
  });
});
