import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../api/src/db/client.ts';
import { tenantRead } from '../../api/src/db/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

// Issue 15, point 4: one read under row-level security in one statement (app_tenant_read), which
// the dashboard uses for its cards and recent lists. It must isolate like a tenant transaction.
let db: TestDatabase;
let database: Database;
let tenants: { id: number }[];
beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  // One connection (PGlite has only one): a setting left behind by one statement would meet the next.
  database = db.url ? await openDatabase({ databaseUrl: db.url, poolSize: 1 }) : db.database;
  tenants = await database.platform.tenant.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
});
afterAll(async () => {
  if (database !== db?.database) await database?.close();
  await db?.drop();
});

const COUNT_ALL = `json_build_object('suppliers', (SELECT count(*) FROM "Supplier"), 'tenant', app_current_tenant())`;

describe('tenantRead (one statement under row-level security)', () => {
  it("sees only its tenant's rows without a filter of its own, and leaves no setting behind", async () => {
    expect(tenants.length).toBeGreaterThan(1);
    const session = () =>
      database.prisma.$queryRaw<{ tenant: string | null; readOnly: string; role: string }[]>`
        SELECT current_setting('app.tenant_id', true) AS "tenant", current_setting('transaction_read_only') AS "readOnly",
               current_user AS "role"`;
    const [before] = await session();
    for (const { id } of tenants) {
      const read = await tenantRead<{ suppliers: number; tenant: number }>(database.prisma, id, COUNT_ALL);
      expect(read).toEqual({
        suppliers: await database.platform.supplier.count({ where: { tenantId: id } }),
        tenant: id,
      });
    }
    // The next statement on the same connection runs with none of the read's settings.
    const [after] = await session();
    expect(after?.tenant ?? '').toBe('');
    expect(after?.readOnly).toBe('off');
    expect(after?.role).toBe(before?.role);
  });

  it('keeps tenants apart under a burst of parallel reads on a shared pool', async () => {
    const expected = new Map<number, number>();
    for (const { id } of tenants) expected.set(id, await database.platform.supplier.count({ where: { tenantId: id } }));
    // 200 reads at once, tenants interleaved, over the app's pool (PGlite: its one connection).
    const burst = Array.from({ length: 200 }, (_, i) => tenants[i % tenants.length]!.id);
    const read = await Promise.all(
      burst.map((id) => tenantRead<{ suppliers: number; tenant: number }>(db.database.prisma, id, COUNT_ALL)),
    );
    expect(read).toEqual(burst.map((id) => ({ suppliers: expected.get(id), tenant: id })));
  });

  it('prepares each read once per connection and runs that statement again, for every tenant', async () => {
    const prepared = async () =>
      (
        await database.prisma.$queryRaw<{ name: string }[]>`
          SELECT name FROM pg_prepared_statements WHERE name LIKE 'app\_tenant\_read\_%'`
      ).map((row) => row.name);
    const text = `json_build_object('products', (SELECT count(*) FROM "Product"))`;
    const products = async (id: number) => ({
      products: await database.platform.product.count({ where: { tenantId: id } }),
    });
    const before = await prepared();
    for (const { id } of tenants) expect(await tenantRead(database.prisma, id, text)).toEqual(await products(id));
    const added = (await prepared()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    // Gone (DISCARD ALL behind a pooler, say): the next read prepares it again.
    await database.prisma.$executeRawUnsafe(`DEALLOCATE "${added[0]}"`);
    const { id } = tenants[1]!;
    expect(await tenantRead(database.prisma, id, text)).toEqual(await products(id));
    expect(await prepared()).toContain(added[0]);
  });

  it('keeps at most 200 reads prepared on a connection and still answers the ones beyond', async () => {
    const count = async () =>
      (
        await database.prisma.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'app\_tenant\_read\_%'`
      )[0]!.n;
    const { id } = tenants[0]!;
    // Distinct texts, as distinct GraphQL selections make (a constant in each text only here).
    for (let i = 0; i < 220; i += 1) {
      expect(await tenantRead(database.prisma, id, `json_build_object('n', ${i} + ($1->>'k')::int)`, { k: 1 })).toEqual(
        {
          n: i + 1,
        },
      );
    }
    expect(await count()).toBe(200);
  });

  it('passes its arguments as $1 (jsonb)', async () => {
    const read = await tenantRead<{ n: number }>(
      database.prisma,
      tenants[0]!.id,
      `json_build_object('n', ($1->>'n')::int + 1)`,
      {
        n: 41,
      },
    );
    expect(read).toEqual({ n: 42 });
  });

  it('can only read: a write in its text is refused and changes nothing', async () => {
    const { id } = tenants[0]!;
    const before = await database.platform.supplier.count({ where: { tenantId: id } });
    const write = `(SELECT count(*) FROM (SELECT set_config('transaction_read_only', 'off', true)) x)`;
    await expect(tenantRead(database.prisma, id, write)).rejects.toThrow();
    await expect(
      tenantRead(database.prisma, id, `(SELECT nextval(pg_get_serial_sequence('"Supplier"', 'id')))`),
    ).rejects.toThrow(/read-only/);
    expect(await database.platform.supplier.count({ where: { tenantId: id } })).toBe(before);
  });
});
