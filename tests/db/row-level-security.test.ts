import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantTx, tenantClient } from '../../api/src/db/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { seedDemo } from '../../prisma/seed/seed.ts';

let db: TestDatabase;
let acme: number;
let globex: number;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.database.prisma, { superAdminEmail: 'superadmin@admin.test' });
  const tenants = await db.database.prisma.tenant.findMany();
  acme = tenants.find((x) => x.shortName === 'acme')!.id;
  globex = tenants.find((x) => x.shortName === 'globex')!.id;
});
afterAll(async () => {
  await db?.drop();
});

describe('row-level security backstop', () => {
  it('enables a tenant policy on every table that has a tenantId column', async () => {
    const rows = await db.database.prisma.$queryRaw<{ table_name: string; rls: boolean; policies: bigint }[]>`
      SELECT c.table_name, cl.relrowsecurity AS rls,
             (SELECT count(*) FROM pg_policies p WHERE p.tablename = c.table_name) AS policies
      FROM information_schema.columns c
      JOIN pg_class cl ON cl.relname = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'tenantId' AND c.table_name NOT IN ('Session', 'RegistrationRequest')`;
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) {
      expect({ table: row.table_name, rls: row.rls, policies: Number(row.policies) }).toEqual({
        table: row.table_name,
        rls: true,
        policies: 1,
      });
    }
  });

  it('shows a scoped client only its tenant rows, with no tenant filter in the query', async () => {
    const prisma = db.database.prisma;
    for (const [tenantId, other] of [
      [acme, globex],
      [globex, acme],
    ] as const) {
      const scoped = tenantClient(prisma, tenantId);
      const offers = await scoped.offer.findMany();
      expect(offers.length).toBe(await prisma.offer.count({ where: { tenantId } }));
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.every((o) => o.tenantId === tenantId)).toBe(true);
      const users = await scoped.user.findMany();
      expect(users.every((u) => u.tenantId === tenantId)).toBe(true);
      const foreign = await prisma.invoice.findFirstOrThrow({ where: { tenantId: other } });
      expect(await scoped.invoice.findUnique({ where: { id: foreign.id } })).toBeNull();
      expect(await scoped.tenant.findMany()).toHaveLength(1);
    }
  });

  it('shows nothing without a tenant', async () => {
    const anonymous = tenantClient(db.database.prisma, null);
    expect(await anonymous.offer.count()).toBe(0);
    expect(await anonymous.tenant.count()).toBe(0);
  });

  it('refuses to change or create another tenant rows', async () => {
    const prisma = db.database.prisma;
    const foreign = await prisma.product.findFirstOrThrow({ where: { tenantId: globex } });
    const scoped = tenantClient(prisma, acme);
    const updated = await scoped.product.updateMany({ where: { id: foreign.id }, data: { name: 'hijacked' } });
    expect(updated.count).toBe(0);
    await expect(
      scoped.product.create({ data: { tenantId: globex, name: 'planted', price: '1.00' } }),
    ).rejects.toThrow();
    await expect(
      inTenantTx(prisma, acme, (tx) => tx.$executeRaw`DELETE FROM "Product" WHERE "tenantId" = ${globex}`),
    ).resolves.toBe(0);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: foreign.id } })).name).toBe(foreign.name);
  });

  it('keeps references inside one tenant even for the owner (composite foreign keys)', async () => {
    const prisma = db.database.prisma;
    const offer = await prisma.offer.findFirstOrThrow({ where: { tenantId: acme } });
    const foreignProduct = await prisma.product.findFirstOrThrow({ where: { tenantId: globex } });
    await expect(
      prisma.offerLine.create({
        data: { tenantId: acme, offerId: offer.id, productId: foreignProduct.id, quantity: 1, unitPrice: '1.00' },
      }),
    ).rejects.toThrow();
  });
});
