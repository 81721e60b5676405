import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { appForFile, createPlatformAdmin } from '../setup/test-app.ts';

const t = await appForFile();
const [superAdmin, acmeAdmin] = await Promise.all([
  t.login('superadmin@admin.test', 'admin'),
  t.login('admin@acme.test', 'acme'),
]);
const platformAdmin = await createPlatformAdmin(t, superAdmin, 'ops@admin.test');

const LIST = `{ tenants(first: 100) { totalCount edges { node { id rowId shortName fullName contactName contactSurname contactPhone contactEmail createdAt
  dataSummary { users offers requiresConfirmation } } } } }`;
const CREATE = `mutation($input: CreateTenantInput!) { createTenant(input: $input) {
  __typename ... on Error { message field } ... on MutationCreateTenantSuccess { data { tenant { id rowId shortName fullName } } } } }`;
const UPDATE = `mutation($input: UpdateTenantInput!) { updateTenant(input: $input) {
  __typename ... on Error { message } ... on MutationUpdateTenantSuccess { data { tenant { fullName contactPhone } } } } }`;
const DELETE = `mutation($input: DeleteTenantInput!) { deleteTenant(input: $input) {
  __typename ... on Error { message field } ... on MutationDeleteTenantSuccess { data { deletedId } } } }`;

const newTenant = (shortName: string, extra: Record<string, unknown> = {}) => ({
  shortName,
  fullName: 'Initech S.p.A.',
  contactName: 'Bill',
  contactSurname: 'Lumbergh',
  contactPhone: '+39 06 1234567',
  contactEmail: `boss@${shortName}.test`,
  adminPassword: 'initial1',
  ...extra,
});
async function create(token: string, input: Record<string, unknown>) {
  return (await t.gql<any>(CREATE, { input }, token)).data.createTenant;
}

describe('tenant administration: principal admin only', () => {
  it('lists every tenant with what deleting it would remove', async () => {
    const res = await t.gql<any>(LIST, {}, superAdmin);
    expect(res.errors).toBeUndefined();
    const byName = Object.fromEntries(res.data.tenants.edges.map((e: any) => [e.node.shortName, e.node]));
    expect(Object.keys(byName).sort()).toEqual(['acme', 'admin', 'globex']);
    expect(byName.acme.dataSummary.offers).toBeGreaterThan(0);
    expect(byName.acme.dataSummary.requiresConfirmation).toBe(true);
  });

  it('refuses other admins, even platform admins, through GraphQL and REST', async () => {
    for (const token of [acmeAdmin, platformAdmin]) {
      const res = await t.gql<any>(LIST, {}, token);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await create(token, newTenant('nope'))).__typename).toBe('ForbiddenError');
      expect((await t.rest('GET', 'admin-tenants.php', undefined, token)).status).toBe(403);
      expect((await t.rest('POST', 'admin-tenants.php', newTenant('nope'), token)).status).toBe(403);
    }
    expect((await t.rest('GET', 'admin-tenants.php')).status).toBe(401);
  });

  it('reads one tenant with its data summary; other admins are refused', async () => {
    const acme = await t.app.database.platform.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const query = `query($id: ID!) { tenant(id: $id) { shortName dataSummary { users offers requiresConfirmation } } }`;
    const res = await t.gql<any>(query, { id: encodeGlobalID('Tenant', acme.id) }, superAdmin);
    expect(res.data.tenant).toMatchObject({ shortName: 'acme', dataSummary: { requiresConfirmation: true } });
    expect(res.data.tenant.dataSummary.users).toBeGreaterThanOrEqual(4);
    const denied = await t.gql<any>(query, { id: encodeGlobalID('Tenant', acme.id) }, acmeAdmin);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the public selector list stays short_name and full_name only', async () => {
    const res = await t.rest('GET', 'tenants.php');
    expect(res.status).toBe(200);
    for (const row of res.body) expect(Object.keys(row).sort()).toEqual(['full_name', 'short_name']);
  });
});

describe('creating a tenant', () => {
  it('validates required fields and a safe, unique short name', async () => {
    for (const field of ['shortName', 'fullName', 'contactName', 'contactSurname', 'contactPhone']) {
      const res = await create(superAdmin, newTenant('initech', { [field]: '  ' }));
      expect(res).toMatchObject({ __typename: 'ValidationError', field });
      expect(res.message).toMatch(/are required/);
    }
    for (const bad of ['Initech', 'ini tech', 'ini_tech', '-initech', 'initech-', 'x', '1abc', '../etc']) {
      expect((await create(superAdmin, newTenant(bad))).message).toMatch(/only lowercase letters, digits and dashes/);
    }
    expect(await create(superAdmin, newTenant('acme'))).toMatchObject({
      __typename: 'ConflictError',
      message: 'A tenant with this short name already exists',
    });
    expect((await create(superAdmin, newTenant('initech', { adminPassword: '123' }))).message).toMatch(
      /at least 6 characters/,
    );
    expect((await create(superAdmin, newTenant('initech', { contactEmail: '', adminEmail: null }))).field).toBe(
      'adminEmail',
    );
  });

  it('creates an empty data space with its first admin, who signs in to it', async () => {
    const res = await create(
      superAdmin,
      newTenant('initech', { adminEmail: 'Peter@Initech.test', adminFirstName: 'Peter' }),
    );
    expect(res.data.tenant).toMatchObject({ shortName: 'initech', fullName: 'Initech S.p.A.' });
    expect((await t.rest('GET', 'tenants.php')).body).toContainEqual({
      short_name: 'initech',
      full_name: 'Initech S.p.A.',
    });
    const token = await t.login('peter@initech.test', 'initech', 'initial1');
    const me = await t.rest('GET', 'auth.php', undefined, token);
    expect(me.body.user).toMatchObject({ ruolo: 'admin', tenant: 'initech', nome: 'Peter', cognome: 'Lumbergh' });
    expect((await t.rest('GET', 'products.php', undefined, token)).body).toEqual([]);
    expect((await t.rest('GET', 'suppliers.php', undefined, token)).body).toEqual([]);
    expect((await t.rest('GET', 'users.php', undefined, token)).body.map((u: any) => u.email)).toEqual([
      'peter@initech.test',
    ]);
  });
});

describe('editing a tenant', () => {
  it('updates the details; the short name cannot change', async () => {
    const made = await create(superAdmin, newTenant('hooli'));
    const id = made.data.tenant.id;
    const res = await t.gql<any>(
      UPDATE,
      {
        input: {
          id,
          ...newTenant('x'),
          fullName: 'Hooli XYZ',
          shortName: undefined,
          adminPassword: undefined,
          contactEmail: undefined,
        },
      },
      superAdmin,
    );
    expect(res.data.updateTenant.data.tenant.fullName).toBe('Hooli XYZ');
    const rest = await t.rest(
      'PUT',
      `admin-tenants.php?id=${made.data.tenant.rowId}`,
      { short_name: 'hooli2', full_name: 'Hooli', contact_name: 'G', contact_surname: 'B', contact_phone: '1' },
      superAdmin,
    );
    expect(rest).toMatchObject({ status: 400, body: { error: 'The short name cannot be changed after creation' } });
    const ok = await t.rest(
      'PUT',
      `admin-tenants.php?id=${made.data.tenant.rowId}`,
      { short_name: 'hooli', full_name: 'Hooli', contact_name: 'G', contact_surname: 'B', contact_phone: '1' },
      superAdmin,
    );
    expect(ok.body).toEqual({ success: true });
    const listed = await t.rest('GET', 'admin-tenants.php', undefined, superAdmin);
    expect(listed.body.find((x: any) => x.short_name === 'hooli')).toMatchObject({
      full_name: 'Hooli',
      contact_name: 'G',
      contact_phone: '1',
      created_at: expect.any(String),
    });
  });
});

describe('the tenant policy: segregation of duties (issue 12, point 10)', () => {
  const VIEWER = `{ viewer { tenant { shortName segregationOfDuties } } }`;
  const SWITCH = `mutation ($on: Boolean!) { updateTenantPolicy(input: { segregationOfDuties: $on }) { __typename
    ... on Error { message } ... on MutationUpdateTenantPolicySuccess { data { tenant { shortName segregationOfDuties } } } } }`;

  it('is on in the demo data; a tenant admin switches their own tenant, audited with before and after', async () => {
    const db = t.app.database.platform;
    const globexAdmin = await t.login('admin@globex.test', 'globex');
    for (const token of [acmeAdmin, globexAdmin, superAdmin]) {
      expect((await t.gql<any>(VIEWER, {}, token)).data.viewer.tenant.segregationOfDuties).toBe(true);
    }
    const off = await t.gql<any>(SWITCH, { on: false }, acmeAdmin);
    expect(off.data.updateTenantPolicy.data.tenant).toEqual({ shortName: 'acme', segregationOfDuties: false });
    expect((await t.gql<any>(VIEWER, {}, acmeAdmin)).data.viewer.tenant.segregationOfDuties).toBe(false);
    expect((await t.gql<any>(VIEWER, {}, globexAdmin)).data.viewer.tenant.segregationOfDuties).toBe(true);
    // Switching to the value it already has writes nothing.
    await t.gql<any>(SWITCH, { on: false }, acmeAdmin);
    await t.gql<any>(SWITCH, { on: true }, acmeAdmin);
    const acme = await db.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const admin = await db.user.findFirstOrThrow({ where: { email: 'admin@acme.test', tenantId: acme.id } });
    const audit = await db.auditLog.findMany({
      where: { entityType: 'Tenant', entityId: acme.id, action: 'policy' },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => [a.tenantId, a.actorId, a.changes])).toEqual([
      [acme.id, admin.id, { segregationOfDuties: [true, false] }],
      [acme.id, admin.id, { segregationOfDuties: [false, true] }],
    ]);
  });

  it('only admins may switch it; the principal admin switches the platform tenant, never another', async () => {
    const db = t.app.database.platform;
    const finance = await t.login('finance@acme.test', 'acme');
    expect((await t.gql<any>(SWITCH, { on: false }, finance)).data.updateTenantPolicy.__typename).toBe(
      'ForbiddenError',
    );
    expect((await t.gql<any>(SWITCH, { on: false }, null)).data.updateTenantPolicy.__typename).toBe(
      'UnauthenticatedError',
    );
    const platform = await t.gql<any>(SWITCH, { on: false }, platformAdmin);
    expect(platform.data.updateTenantPolicy.data.tenant).toEqual({ shortName: 'admin', segregationOfDuties: false });
    const byName = async (shortName: string) =>
      (await db.tenant.findUniqueOrThrow({ where: { shortName } })).segregationOfDuties;
    expect([await byName('admin'), await byName('acme'), await byName('globex')]).toEqual([false, true, true]);
    await t.gql<any>(SWITCH, { on: true }, superAdmin);
    expect(await byName('admin')).toBe(true);
  });
});

describe('deleting a tenant', () => {
  it('refuses the platform tenant', async () => {
    const admin = await t.app.database.platform.tenant.findUniqueOrThrow({ where: { shortName: 'admin' } });
    const res = await t.gql<any>(
      DELETE,
      { input: { id: encodeGlobalID('Tenant', admin.id), confirmShortName: 'admin' } },
      superAdmin,
    );
    expect(res.data.deleteTenant.message).toBe("The platform tenant 'admin' cannot be deleted");
  });

  it('deletes a tenant without data at once', async () => {
    const made = await create(superAdmin, newTenant('empty-co'));
    const res = await t.gql<any>(DELETE, { input: { id: made.data.tenant.id } }, superAdmin);
    expect(res.data.deleteTenant.data.deletedId).toBe(made.data.tenant.id);
    expect(await t.app.database.platform.user.count({ where: { email: 'boss@empty-co.test' } })).toBe(0);
  });

  it('needs the short name typed to delete a tenant with data, then removes every row in one go', async () => {
    const prisma = t.app.database.platform;
    const globex = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'globex' } });
    const id = encodeGlobalID('Tenant', globex.id);
    const globexToken = await t.login('admin@globex.test', 'globex');
    const missing = (await t.gql<any>(DELETE, { input: { id } }, superAdmin)).data.deleteTenant;
    expect(missing).toMatchObject({ __typename: 'ValidationError', field: 'confirmShortName' });
    expect(missing.message).toMatch(
      /^This tenant has data \(\d+ users, .*\d+ offers.*\): type its short name to confirm the deletion$/,
    );
    expect(
      (await t.gql<any>(DELETE, { input: { id, confirmShortName: 'acme' } }, superAdmin)).data.deleteTenant.__typename,
    ).toBe('ValidationError');
    expect((await t.rest('DELETE', `admin-tenants.php?id=${globex.id}`, undefined, superAdmin)).status).toBe(400);
    expect(await prisma.offer.count({ where: { tenantId: globex.id } })).toBeGreaterThan(0);

    const ok = await t.rest('DELETE', `admin-tenants.php?id=${globex.id}&confirm=globex`, undefined, superAdmin);
    expect(ok.body).toEqual({ success: true });
    for (const model of [
      'user',
      'session',
      'product',
      'supplier',
      'costCenter',
      'offer',
      'offerLine',
      'order',
      'invoice',
      'payment',
      'contract',
      'auditLog',
    ] as const) {
      expect(await (prisma[model] as any).count({ where: { tenantId: globex.id } }), model).toBe(0);
    }
    expect(await prisma.tenant.count({ where: { id: globex.id } })).toBe(0);
    expect((await t.rest('GET', 'auth.php', undefined, globexToken)).status).toBe(401);
    const audit = await prisma.auditLog.findFirst({
      where: { tenantId: null, entityType: 'Tenant', entityId: globex.id, action: 'delete' },
    });
    expect(audit?.changes).toMatchObject({ shortName: 'globex' });
    expect((await t.rest('GET', 'tenants.php')).body.some((x: any) => x.short_name === 'globex')).toBe(false);
    // acme is untouched.
    expect(await prisma.offer.count({ where: { tenant: { shortName: 'acme' } } })).toBeGreaterThan(0);
  });
});
