import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/client.ts';
import { privilegeProblems } from '../../api/src/db/runtime-role.ts';
import { inTenantTx, tenantClient } from '../../api/src/db/tenant-scope.ts';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../setup/database.ts';
import { seedDemo } from '../../prisma/seed/seed.ts';

let db: TestDatabase;
let acme: number;
let globex: number;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.database.platform, { superAdminEmail: 'superadmin@admin.test' });
  const tenants = await db.database.platform.tenant.findMany();
  acme = tenants.find((x) => x.shortName === 'acme')!.id;
  globex = tenants.find((x) => x.shortName === 'globex')!.id;
});
afterAll(async () => {
  await db?.drop();
});

describe('row-level security backstop', () => {
  // The runtime-role cases need a server: PGlite's one connection is its superuser.
  const onServer = testDatabaseKind === 'postgres';
  it('enables and forces the tenant and platform policies on every table that has a tenantId column', async () => {
    const rows = await db.database.platform.$queryRaw<
      { table_name: string; rls: boolean; forced: boolean; policies: string[] }[]
    >`
      SELECT c.table_name, cl.relrowsecurity AS rls, cl.relforcerowsecurity AS forced,
             (SELECT array_agg(p.policyname::text ORDER BY p.policyname) FROM pg_policies p WHERE p.tablename = c.table_name) AS policies
      FROM information_schema.columns c
      JOIN pg_class cl ON cl.relname = c.table_name
      WHERE c.table_schema = 'public' AND (c.column_name = 'tenantId' OR c.table_name = 'Tenant' AND c.column_name = 'id')`;
    // Every table with a tenant, by name: a new table without a policy fails below, and a table missing
    // here (a new one) fails here, so adding a table means deciding its policy. RegistrationRequest is
    // platform only (no tenant yet).
    expect(rows.map((r) => r.table_name).sort()).toEqual([
      'ApiKey',
      'AuditLog',
      'Budget',
      'Contract',
      'CostCenter',
      'EmailDigestItem',
      'IdempotencyKey',
      'Invoice',
      'InvoiceAttachment',
      'InvoiceInstallment',
      'InvoiceLine',
      'InvoiceVatSummary',
      'Notification',
      'Offer',
      'OfferDocument',
      'OfferLine',
      'OfferRecipient',
      'Order',
      'OutboxMessage',
      'PasswordResetToken',
      'Payment',
      'PaymentInvoice',
      'PaymentRun',
      'PaymentRunItem',
      'Product',
      'RegistrationRequest',
      'Session',
      'StoredFile',
      'Supplier',
      'Tenant',
      'User',
      'WebhookDelivery',
      'WebhookEndpoint',
    ]);
    for (const row of rows) {
      const expected =
        row.table_name === 'RegistrationRequest' ? ['platform_scope'] : ['platform_scope', 'tenant_isolation'];
      expect({ table: row.table_name, rls: row.rls, forced: row.forced, policies: row.policies }).toEqual({
        table: row.table_name,
        rls: true,
        forced: true,
        policies: expected,
      });
    }
  });

  it('evaluates the tenant and the platform scope once per statement, not once per row', async () => {
    const policies = await db.database.platform.$queryRaw<
      { table: string; name: string; using: string; check: string }[]
    >`
      SELECT tablename AS "table", policyname AS "name", qual AS "using", with_check AS "check" FROM pg_policies`;
    expect(policies.length).toBeGreaterThan(60);
    // A scalar subquery is an InitPlan: computed once, then compared as a parameter (migration
    // 20261125160000). A bare call reads current_setting for every row the policy filters.
    for (const p of policies) {
      const column = p.table === 'Tenant' ? 'id' : '"tenantId"';
      const rule =
        p.name === 'platform_scope'
          ? '( SELECT app_platform_scope() AS app_platform_scope)'
          : `(${column} = ( SELECT app_current_tenant() AS app_current_tenant))`;
      expect({ table: p.table, name: p.name, using: p.using, check: p.check }).toEqual({
        table: p.table,
        name: p.name,
        using: rule,
        check: rule,
      });
    }
  });

  it('shows a scoped client only its tenant rows, with no tenant filter in the query', async () => {
    const prisma = db.database.platform;
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

  it('keeps one scoped client per tenant, each still bound to its own tenant (issue 15: built once, not per request)', async () => {
    const prisma = db.database.platform;
    expect(tenantClient(prisma, acme)).toBe(tenantClient(prisma, acme));
    expect(tenantClient(prisma, acme)).not.toBe(tenantClient(prisma, globex));
    // Alternating between the cached clients never mixes their tenants up.
    for (const tenantId of [acme, globex, acme, globex]) {
      const offers = await tenantClient(prisma, tenantId).offer.findMany({ select: { tenantId: true } });
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.every((o) => o.tenantId === tenantId)).toBe(true);
    }
    expect(await tenantClient(prisma, null).offer.count()).toBe(0);
  });

  it('shows nothing without a tenant', async () => {
    const anonymous = tenantClient(db.database.platform, null);
    expect(await anonymous.offer.count()).toBe(0);
    expect(await anonymous.tenant.count()).toBe(0);
  });

  it('refuses to change or create another tenant rows', async () => {
    const prisma = db.database.platform;
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
    const prisma = db.database.platform;
    const offer = await prisma.offer.findFirstOrThrow({ where: { tenantId: acme } });
    const foreignProduct = await prisma.product.findFirstOrThrow({ where: { tenantId: globex } });
    await expect(
      prisma.offerLine.create({
        data: { tenantId: acme, offerId: offer.id, productId: foreignProduct.id, quantity: 1, unitPrice: '1.00' },
      }),
    ).rejects.toThrow();
  });

  if (onServer) {
    it('runs the app as a login role that is not superuser, owner or BYPASSRLS, and refuses one that is', async () => {
      const rows = await db.database.prisma.$queryRaw<{ problems: number }[]>`SELECT 0 AS problems`;
      expect(rows).toHaveLength(1);
      const runtime = new pg.Client({ connectionString: db.url });
      await runtime.connect();
      try {
        expect(await privilegeProblems(runtime)).toEqual([]);
      } finally {
        await runtime.end();
      }
      await expect(
        openDatabase({ databaseUrl: db.ownerUrl, requireLeastPrivilege: true, poolSize: 1 }),
      ).rejects.toThrow(/Refusing to run as a privileged database role: database role \S+ is a superuser/);
    });

    it('reads no other tenant rows on the runtime connection, not even after RESET ROLE', async () => {
      const prisma = db.database.prisma;
      const total = await db.database.platform.offer.count();
      const own = await db.database.platform.offer.count({ where: { tenantId: acme } });
      expect(total).toBeGreaterThan(own);
      const seen = await inTenantTx(prisma, acme, async (tx) => {
        await tx.$executeRawUnsafe('RESET ROLE');
        const who = await tx.$queryRaw<{ user: string }[]>`SELECT current_user AS "user"`;
        const offers = await tx.$queryRaw<{ tenantId: number }[]>`SELECT "tenantId" FROM "Offer"`;
        const tenants = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Tenant"`;
        const sessions = await tx.$queryRaw<{ tenantId: number }[]>`SELECT "tenantId" FROM "Session"`;
        return { who: who[0]!.user, offers, tenants, sessions };
      });
      expect(seen.who).toBe(new URL(db.url!).username);
      expect(seen.offers).toHaveLength(own);
      expect(seen.offers.every((row) => row.tenantId === acme)).toBe(true);
      expect(seen.tenants).toEqual([{ id: acme }]);
      expect(seen.sessions.every((row) => row.tenantId === acme)).toBe(true);
      // Outside any tenant or platform scope the runtime connection sees no tenant rows at all.
      const bare = await prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('RESET ROLE');
        return tx.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "Offer"`;
      });
      expect(Number(bare[0]!.n)).toBe(0);
      // Nor can it turn row-level security off or take the owner's role.
      await expect(prisma.$executeRawUnsafe('ALTER TABLE "Offer" NO FORCE ROW LEVEL SECURITY')).rejects.toThrow();
      await expect(prisma.$executeRawUnsafe('SET ROLE postgres')).rejects.toThrow();
    });
  }
});
