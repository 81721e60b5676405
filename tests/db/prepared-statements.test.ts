import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../api/src/db/client.ts';
import { statementNames } from '../../api/src/db/prepared-statements.ts';
import { inTenantTx, tenantClient } from '../../api/src/db/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

// A PostgreSQL server's own behaviour (PGlite runs in-process, with nothing to prepare on a
// connection): vitest.config.ts runs this file in the PostgreSQL pass only.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await db?.drop();
});

/** The app's database over one connection, so every statement meets the same session. */
async function oneConnection(preparedStatements: boolean): Promise<Database> {
  return openDatabase({ databaseUrl: db.url, poolSize: 1, preparedStatements });
}

async function preparedByPrisma(database: Database): Promise<string[]> {
  const rows = await database.prisma.$queryRaw<{ statement: string }[]>`
    SELECT statement FROM pg_prepared_statements WHERE name LIKE 'prisma\_%'`;
  return rows.map((r) => r.statement);
}

describe('prepared statements (issue 15: PostgreSQL plans each statement once per connection)', () => {
  it('prepares a tenant read once and runs it again by name, under the tenant set for each run', async () => {
    const database = await oneConnection(true);
    try {
      const tenants = await database.platform.tenant.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
      const counts: number[] = [];
      for (const { id } of tenants) counts.push(await tenantClient(database.prisma, id).supplier.count());
      const statements = await preparedByPrisma(database);
      expect(statements.some((s) => s.includes('"Supplier"'))).toBe(true);
      // The same prepared count, run for each tenant in turn, counts that tenant's rows only.
      for (const [i, { id }] of tenants.entries()) {
        expect(counts[i]).toBe(await database.platform.supplier.count({ where: { tenantId: id } }));
      }
      expect(new Set(counts).size).toBeGreaterThan(1);
    } finally {
      await database.close();
    }
  });

  it("plans each tenant run for its values, but where a transaction asks to reuse plans (reads by id) and for the platform's own reads", async () => {
    const database = await oneConnection(true);
    try {
      const mode = async (tx: { $queryRaw: Database['prisma']['$queryRaw'] }) =>
        (await tx.$queryRaw<{ plan_cache_mode: string }[]>`SHOW plan_cache_mode`)[0]!.plan_cache_mode;
      // A generic plan read spend by cost center 7x slower on bench_1m: every other statement is planned per run.
      expect(await inTenantTx(database.prisma, 1, mode)).toBe('force_custom_plan');
      expect(await inTenantTx(database.prisma, 1, mode, { reusePlans: true })).toBe('auto');
      // A tenant transaction on the platform connection chooses as on the tenant pool.
      expect(await inTenantTx(database.platform, 1, mode)).toBe('force_custom_plan');
      // The platform's own statements (the session lookup of every request: unique keys, planning
      // cost more than running it) keep PostgreSQL's default, which adopts a generic plan only when it
      // costs no more than planning each run.
      expect(await mode(database.platform)).toBe('auto');
    } finally {
      await database.close();
    }
  });

  it('prepares nothing when DATABASE_PREPARED_STATEMENTS is off (a pooler in transaction mode)', async () => {
    const database = await oneConnection(false);
    try {
      await tenantClient(database.prisma, 1).supplier.count();
      expect(await preparedByPrisma(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('names at most `limit` distinct statements; later texts run unnamed', () => {
    const name = statementNames(2);
    const a = name({ sql: 'SELECT 1', args: [], argTypes: [] });
    expect(name({ sql: 'SELECT 1', args: [], argTypes: [] })).toBe(a);
    expect(name({ sql: 'SELECT 2', args: [], argTypes: [] })).not.toBe(a);
    expect(name({ sql: 'SELECT 3', args: [], argTypes: [] })).toBeUndefined();
  });
});
