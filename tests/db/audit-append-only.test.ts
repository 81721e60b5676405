import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../../api/src/db/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { seedDemo } from '../../prisma/seed/seed.ts';

let db: TestDatabase;
let acme: number;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.database.platform, { superAdminEmail: 'superadmin@admin.test' });
  acme = (await db.database.platform.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
});
afterAll(async () => {
  await db?.drop();
});

/**
 * One statement as the running app: the runtime connection (on PGlite its superuser, switched to the
 * app's role as every request does), in the tenant's scope or the platform's.
 */
function asRuntime(sql: string, scope: { tenantId: number } | 'platform') {
  return db.database.prisma.$transaction(async (tx) => {
    const tenant = scope === 'platform' ? '' : String(scope.tenantId);
    const platform = scope === 'platform' ? 'platform' : '';
    await tx.$executeRaw`SELECT set_config('app.tenant_id', ${tenant}, true), set_config('app.scope', ${platform}, true), set_config('role', ${APP_ROLE}, true)`;
    return tx.$executeRawUnsafe(sql);
  });
}

describe('the audit log is append-only for the running application (issue 17 point 3)', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit rows to the runtime role, in a tenant and in platform scope', async () => {
    const before = await db.database.platform.auditLog.count({ where: { tenantId: acme } });
    expect(before).toBeGreaterThan(0);
    for (const scope of [{ tenantId: acme }, 'platform'] as const) {
      await expect(asRuntime(`UPDATE "AuditLog" SET "action" = 'forged'`, scope)).rejects.toThrow(/permission denied/);
      await expect(asRuntime(`DELETE FROM "AuditLog"`, scope)).rejects.toThrow(/permission denied/);
      await expect(asRuntime(`TRUNCATE "AuditLog"`, scope)).rejects.toThrow(/permission denied/);
    }
    expect(await db.database.platform.auditLog.count({ where: { tenantId: acme } })).toBe(before);
    expect(await db.database.platform.auditLog.count({ where: { action: 'forged' } })).toBe(0);
  });

  it('still lets the runtime role append and read entries of its tenant', async () => {
    const inserted = await asRuntime(
      `INSERT INTO "AuditLog" ("tenantId", "entityType", "entityId", "action") VALUES (${acme}, 'Offer', 1, 'append-check')`,
      { tenantId: acme },
    );
    expect(inserted).toBe(1);
    expect(await db.database.platform.auditLog.count({ where: { action: 'append-check' } })).toBe(1);
  });

  it('removes a deleted tenant entries through the foreign key (run as the owner), as platform administration does', async () => {
    const globex = await db.database.platform.tenant.findUniqueOrThrow({ where: { shortName: 'globex' } });
    expect(await db.database.platform.auditLog.count({ where: { tenantId: globex.id } })).toBeGreaterThan(0);
    await asRuntime(`DELETE FROM "Tenant" WHERE "id" = ${globex.id}`, 'platform');
    expect(await db.database.platform.auditLog.count({ where: { tenantId: globex.id } })).toBe(0);
  });
});
