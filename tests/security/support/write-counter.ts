import type { Prisma } from '../../../api/src/db/client.ts';

/**
 * Counts rows written to the business tables, transactionally: a write that is rolled back does not
 * count. Row-level triggers, so a guarded UPDATE that matched nothing counts nothing either.
 */
export async function installWriteCounter(prisma: Prisma): Promise<() => Promise<number>> {
  const tables = await prisma.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('Session', 'RateLimit', '_prisma_migrations', 'test_writes')`;
  await prisma.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS test_writes (n bigint NOT NULL)`);
  await prisma.$executeRawUnsafe(`INSERT INTO test_writes SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM test_writes)`);
  await prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION test_count_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$ BEGIN UPDATE test_writes SET n = n + 1; RETURN NULL; END $$`);
  for (const { table_name } of tables) {
    await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS test_count ON "${table_name}"`);
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER test_count AFTER INSERT OR UPDATE OR DELETE ON "${table_name}" FOR EACH ROW EXECUTE FUNCTION test_count_write()`,
    );
  }
  return async () => {
    const [row] = await prisma.$queryRawUnsafe<{ n: bigint }[]>('SELECT n FROM test_writes');
    return Number(row?.n ?? 0);
  };
}
