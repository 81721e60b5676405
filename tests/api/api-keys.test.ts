import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../api/src/auth/api-keys.service.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';

/** Issue 17 point 8: API keys act like a session of their role in their tenant, named in the audit. */
const t = await appForFile();
const { admin, finance } = await loginAll(t);
const prisma = t.app.database.platform;

async function newKey(name: string, role: string): Promise<{ id: number; key: string }> {
  const res = await t.rest('POST', 'api-keys.php', { name, role }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const VIEWER = `{ viewer { role permissions } }`;
const CREATE_COST_CENTER = `mutation($input: CreateCostCenterInput!) { createCostCenter(input: $input) {
  __typename ... on Error { message } ... on MutationCreateCostCenterSuccess { data { costCenter { rowId } } } } }`;

describe('API keys (issue 17, point 8)', () => {
  it('an admin creates a key, shown once and stored only as its SHA-256; the list never shows it', async () => {
    const res = await t.rest('POST', 'api-keys.php', { name: 'ERP sync', role: 'finance' }, admin);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, id: expect.any(Number), role: 'finance', name: 'ERP sync' });
    expect(res.body.key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.keyHash).toBe(createHash('sha256').update(res.body.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(res.body.key);
    const list = await t.rest('GET', 'api-keys.php', undefined, admin);
    expect(list.body.find((k: any) => k.id === res.body.id)).toMatchObject({
      name: 'ERP sync',
      role: 'finance',
      key_prefix: res.body.key.slice(0, 12),
      last_used_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(res.body.key);
    const gql = await t.gql<any>(`{ apiKeys { rowId name access keyPrefix } }`, {}, admin);
    expect(gql.data.apiKeys[0]).toEqual({
      rowId: res.body.id,
      name: 'ERP sync',
      access: 'finance',
      keyPrefix: res.body.key.slice(0, 12),
    });
  });

  it('refuses a missing name or an unknown role with a clear Italian message, creating nothing', async () => {
    const before = await prisma.apiKey.count();
    const noName = await t.rest('POST', 'api-keys.php', { name: ' ', role: 'finance' }, admin);
    expect(noName).toMatchObject({ status: 400, body: { error: API_KEY_MESSAGES.nameRequired, field: 'name' } });
    const badRole = await t.rest('POST', 'api-keys.php', { name: 'x', role: 'superuser' }, admin);
    expect(badRole).toMatchObject({ status: 400, body: { error: API_KEY_MESSAGES.role, field: 'role' } });
    expect(await prisma.apiKey.count()).toBe(before);
    // Only admins manage keys.
    expect((await t.rest('POST', 'api-keys.php', { name: 'x', role: 'admin' }, finance)).status).toBe(403);
  });

  it('a role key acts like a session of that role on GraphQL and REST, and the audit names the key', async () => {
    const { key } = await newKey('Tesoreria', 'finance');
    const session = (await t.gql<any>(VIEWER, {}, finance)).data.viewer;
    expect((await t.gql<any>(VIEWER, {}, key)).data.viewer).toEqual(session);
    // Finance may create cost centers, not offers: exactly like a finance session.
    const made = await t.gql<any>(CREATE_COST_CENTER, { input: { code: 'KEY-CC', description: 'Da chiave API' } }, key);
    expect(made.data.createCostCenter.__typename).toBe('MutationCreateCostCenterSuccess');
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { entityType: 'CostCenter', entityId: made.data.createCostCenter.data.costCenter.rowId },
    });
    expect(audit.actorEmail).toBe('api-key:Tesoreria');
    const offer = await t.rest('POST', 'offers.php', { title: 'x' }, key);
    expect(offer.status).toBe(403);
    expect((await t.rest('GET', 'invoices.php', undefined, key)).status).toBe(200);
    // The last-used time is kept.
    const row = await prisma.apiKey.findFirstOrThrow({ where: { name: 'Tesoreria' } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('a read-only key reads everything and writes nothing', async () => {
    const { key } = await newKey('Reporting', 'read_only');
    for (const route of ['offers.php', 'invoices.php', 'payments.php', 'contracts.php', 'payment-stats.php']) {
      expect((await t.rest('GET', route, undefined, key)).status, route).toBe(200);
    }
    const refused = await t.gql<any>(CREATE_COST_CENTER, { input: { code: 'RO-CC', description: 'x' } }, key);
    expect(refused.data.createCostCenter.__typename).toBe('ForbiddenError');
    expect((await t.rest('POST', 'cost-centers.php', { code: 'RO', description: 'x' }, key)).status).toBe(403);
    expect((await t.rest('GET', 'users.php', undefined, key)).status).toBe(403);
    expect((await t.rest('POST', 'auth.php', { action: 'change_password' }, key)).status).toBe(403);
    expect(await prisma.costCenter.count({ where: { code: { startsWith: 'RO' } } })).toBe(0);
  });

  it('a revoked key is refused at once; revoking is audited', async () => {
    const { id, key } = await newKey('Temporanea', 'admin');
    expect((await t.rest('GET', 'offers.php', undefined, key)).status).toBe(200);
    expect((await t.rest('DELETE', `api-keys.php?id=${id}`, undefined, admin)).body).toEqual({ success: true });
    expect((await t.rest('GET', 'offers.php', undefined, key)).status).toBe(401);
    expect((await t.gql<any>(VIEWER, {}, key)).data?.viewer ?? null).toBeNull();
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { entityType: 'ApiKey', entityId: id, action: 'revoke' },
    });
    expect(audit.actorEmail).toBe('admin@acme.test');
  });

  it('sign-in throttles do not apply to a key; its own per-minute limit holds under a burst of 40', async () => {
    // 40 parallel requests from one address: more than the sign-in limit per address (30), all served.
    const free = await newKey('Burst libero', 'read_only');
    const served = await Promise.all(
      Array.from({ length: 40 }, () => t.rest('GET', 'cost-centers.php', undefined, free.key)),
    );
    expect(served.map((r) => r.status)).toEqual(Array(40).fill(200));

    const limited = await newKey('Burst limitato', 'read_only');
    const limit = t.app.config.apiKeyRateLimit;
    t.app.config.apiKeyRateLimit = 30;
    try {
      const burst = await Promise.all(
        Array.from({ length: 40 }, () => t.rest('GET', 'cost-centers.php', undefined, limited.key)),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      expect(burst.find((r) => r.status === 429)!.body.error).toBe(API_KEY_MESSAGES.throttled);
      // Another key of the same tenant is not held back by this one's limit.
      const other = await newKey('Burst altro', 'read_only');
      expect((await t.rest('GET', 'cost-centers.php', undefined, other.key)).status).toBe(200);
    } finally {
      t.app.config.apiKeyRateLimit = limit;
    }
  });
});
