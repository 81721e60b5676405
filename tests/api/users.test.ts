import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { appForFile, createPlatformAdmin } from '../setup/test-app.ts';

const t = await appForFile();
const [acmeAdmin, acmeFinance, superAdmin] = await Promise.all([
  t.login('admin@acme.test', 'acme'),
  t.login('finance@acme.test', 'acme'),
  t.login('superadmin@admin.test', 'admin'),
]);

const LIST = `query($tenant: String, $search: String) { users(first: 100, tenant: $tenant, search: $search) {
  totalCount edges { node { id rowId email firstName lastName role isPrincipalAdmin createdAt tenant { shortName } } } } }`;
const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) {
  __typename ... on Error { message field } ... on MutationCreateUserSuccess { data { user { id rowId email role tenant { shortName } } } } } }`;
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) {
  __typename ... on Error { message field } ... on MutationUpdateUserSuccess { data { user { email role firstName } } } } }`;
const DELETE = `mutation($input: DeleteUserInput!) { deleteUser(input: $input) {
  __typename ... on Error { message } ... on MutationDeleteUserSuccess { data { deletedId } } } }`;

async function users(token: string, vars: Record<string, unknown> = {}) {
  const res = await t.gql<any>(LIST, vars, token);
  return res;
}
async function create(token: string, input: Record<string, unknown>) {
  return (await t.gql<any>(CREATE, { input }, token)).data.createUser;
}
async function update(token: string, input: Record<string, unknown>) {
  return (await t.gql<any>(UPDATE, { input }, token)).data.updateUser;
}
async function remove(token: string, id: string) {
  return (await t.gql<any>(DELETE, { input: { id } }, token)).data.deleteUser;
}
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'secret123',
  firstName: 'Giulia',
  lastName: 'Neri',
  ...extra,
});
async function sessionAlive(token: string) {
  return (await t.rest('GET', 'auth.php', undefined, token)).status === 200;
}

describe('who sees which users', () => {
  it("an admin sees only their own tenant's users", async () => {
    const res = await users(acmeAdmin);
    const nodes = res.data.users.edges.map((e: any) => e.node);
    expect(nodes.length).toBeGreaterThanOrEqual(4);
    expect(nodes.every((n: any) => n.tenant.shortName === 'acme')).toBe(true);
    // Naming another tenant changes nothing for them.
    const other = await users(acmeAdmin, { tenant: 'globex' });
    expect(other.data.users.edges.every((e: any) => e.node.tenant.shortName === 'acme')).toBe(true);
  });

  it("an admin of the 'admin' tenant sees every tenant's users, and can narrow by tenant", async () => {
    const all = (await users(superAdmin)).data.users.edges.map((e: any) => e.node.tenant.shortName);
    expect(new Set(all)).toEqual(new Set(['acme', 'globex', 'admin']));
    const globex = (await users(superAdmin, { tenant: 'globex' })).data.users.edges.map(
      (e: any) => e.node.tenant.shortName,
    );
    expect(new Set(globex)).toEqual(new Set(['globex']));
    const principal = (await users(superAdmin, { search: 'superadmin' })).data.users.edges[0].node;
    expect(principal.isPrincipalAdmin).toBe(true);
  });

  it('non-admins are refused', async () => {
    for (const email of ['finance@acme.test', 'procurement@acme.test', 'it@acme.test']) {
      const token = await t.login(email, 'acme');
      const res = await users(token);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await create(token, person('x@acme.test'))).__typename).toBe('ForbiddenError');
    }
  });
});

describe('creating and editing users', () => {
  it('requires a password on create, defaults to procurement, and the new user signs in', async () => {
    const noPassword = await create(acmeAdmin, person('nopw@acme.test', { password: '' }));
    expect(noPassword).toMatchObject({
      __typename: 'ValidationError',
      message: 'La password è obbligatoria per un nuovo utente',
    });
    const short = await create(acmeAdmin, person('short@acme.test', { password: '123' }));
    expect(short.message).toBe('La password deve contenere almeno 6 caratteri');
    expect((await create(acmeAdmin, person('bad-email'))).message).toBe('Inserisci un indirizzo email valido');
    expect((await create(acmeAdmin, person('a@acme.test', { firstName: ' ' }))).message).toBe(
      'Email, nome e cognome sono obbligatori',
    );
    const ok = await create(acmeAdmin, person('Giulia.Neri@acme.test'));
    expect(ok.data.user).toMatchObject({
      email: 'giulia.neri@acme.test',
      role: 'procurement',
      tenant: { shortName: 'acme' },
    });
    await expect(t.login('giulia.neri@acme.test', 'acme', 'secret123')).resolves.toEqual(expect.any(String));
  });

  it('keeps e-mails unique per tenant (the same e-mail may exist in another tenant)', async () => {
    const dup = await create(acmeAdmin, person('finance@acme.test'));
    expect(dup).toMatchObject({
      __typename: 'ConflictError',
      message: 'Esiste già un utente con questa email in questa azienda',
    });
    const elsewhere = await create(superAdmin, person('finance@acme.test', { tenant: 'globex', role: 'finance' }));
    expect(elsewhere.data.user.tenant.shortName).toBe('globex');
  });

  it('only a platform admin may create users in another tenant', async () => {
    expect((await create(acmeAdmin, person('intruder@globex.test', { tenant: 'globex' }))).__typename).toBe(
      'ForbiddenError',
    );
    const made = await create(superAdmin, person('new.admin@globex.test', { tenant: 'globex', role: 'admin' }));
    expect(made.data.user).toMatchObject({ role: 'admin', tenant: { shortName: 'globex' } });
    expect((await create(superAdmin, person('x@nowhere.test', { tenant: 'no-such' }))).message).toBe(
      'Azienda non trovata',
    );
  });

  it('a blank password on edit leaves it unchanged; a new one replaces it', async () => {
    const made = await create(acmeAdmin, person('edit.me@acme.test'));
    const id = made.data.user.id;
    const renamed = await update(acmeAdmin, {
      id,
      email: 'edit.me@acme.test',
      firstName: 'Giuliana',
      lastName: 'Neri',
      role: 'procurement',
      password: '',
    });
    expect(renamed.data.user.firstName).toBe('Giuliana');
    await expect(t.login('edit.me@acme.test', 'acme', 'secret123')).resolves.toEqual(expect.any(String));
    await update(acmeAdmin, {
      id,
      email: 'edit.me@acme.test',
      firstName: 'Giuliana',
      lastName: 'Neri',
      role: 'procurement',
      password: 'nuova-password',
    });
    await expect(t.login('edit.me@acme.test', 'acme', 'secret123')).rejects.toThrow();
    await expect(t.login('edit.me@acme.test', 'acme', 'nuova-password')).resolves.toEqual(expect.any(String));
  });

  it('a role change revokes that user’s sessions at once', async () => {
    const made = await create(acmeAdmin, person('role.change@acme.test'));
    const token = await t.login('role.change@acme.test', 'acme', 'secret123');
    expect(await sessionAlive(token)).toBe(true);
    const unchanged = await update(acmeAdmin, {
      id: made.data.user.id,
      email: 'role.change@acme.test',
      firstName: 'G',
      lastName: 'N',
      role: 'procurement',
    });
    expect(unchanged.__typename).toBe('MutationUpdateUserSuccess');
    expect(await sessionAlive(token)).toBe(true);
    await update(acmeAdmin, {
      id: made.data.user.id,
      email: 'role.change@acme.test',
      firstName: 'G',
      lastName: 'N',
      role: 'finance',
    });
    expect(await sessionAlive(token)).toBe(false);
    const again = await t.login('role.change@acme.test', 'acme', 'secret123');
    expect((await t.rest('GET', 'auth.php', undefined, again)).body.user.ruolo).toBe('finance');
  });

  it("cannot reach another tenant's user", async () => {
    const globexUser = await t.app.database.platform.user.findFirstOrThrow({ where: { email: 'finance@globex.test' } });
    const id = encodeGlobalID('User', globexUser.id);
    expect(
      (await update(acmeAdmin, { id, email: 'x@x.test', firstName: 'a', lastName: 'b', role: 'admin' })).__typename,
    ).toBe('NotFoundError');
    expect((await remove(acmeAdmin, id)).__typename).toBe('NotFoundError');
    expect(
      (await update(acmeFinance, { id, email: 'x@x.test', firstName: 'a', lastName: 'b', role: 'admin' })).__typename,
    ).toBe('ForbiddenError');
  });
});

describe('deleting users and the principal admin', () => {
  it('deletion archives the user, revokes their sessions, and the same e-mail can be created again', async () => {
    const made = await create(acmeAdmin, person('leaving@acme.test'));
    const token = await t.login('leaving@acme.test', 'acme', 'secret123');
    const deleted = await remove(acmeAdmin, made.data.user.id);
    expect(deleted.data.deletedId).toBe(made.data.user.id);
    expect(await sessionAlive(token)).toBe(false);
    await expect(t.login('leaving@acme.test', 'acme', 'secret123')).rejects.toThrow();
    expect((await users(acmeAdmin, { search: 'leaving' })).data.users.totalCount).toBe(0);
    const row = await t.app.database.platform.user.findUniqueOrThrow({ where: { id: made.data.user.rowId } });
    expect(row.archivedAt).not.toBeNull();
    const back = await create(acmeAdmin, person('leaving@acme.test', { password: 'ritorno1' }));
    expect(back.data.user.rowId).toBe(made.data.user.rowId);
    await expect(t.login('leaving@acme.test', 'acme', 'ritorno1')).resolves.toEqual(expect.any(String));
  });

  it("the principal admin cannot be deleted ('Non è possibile eliminare l'utente admin principale') nor demoted", async () => {
    const principal = await t.app.database.platform.user.findFirstOrThrow({
      where: { email: 'superadmin@admin.test' },
    });
    const id = encodeGlobalID('User', principal.id);
    const other = await create(superAdmin, person('second.admin@admin.test', { tenant: 'admin', role: 'admin' }));
    expect(other.__typename).toBe('MutationCreateUserSuccess');
    const otherToken = await t.login('second.admin@admin.test', 'admin', 'secret123');
    const refused = await remove(otherToken, id);
    expect(refused).toMatchObject({
      __typename: 'ConflictError',
      message: "Non è possibile eliminare l'utente admin principale",
    });
    expect((await remove(superAdmin, id)).message).toBe("Non è possibile eliminare l'utente admin principale");
    const demote = await update(superAdmin, {
      id,
      email: principal.email,
      firstName: 'Roberto',
      lastName: 'Esposito',
      role: 'finance',
    });
    expect(demote.message).toBe("Non è possibile cambiare il ruolo o l'email dell'utente admin principale");
    const takeover = await update(otherToken, {
      id,
      email: principal.email,
      firstName: 'R',
      lastName: 'E',
      role: 'admin',
      password: 'taken-over',
    });
    expect(takeover.message).toBe("Solo l'admin principale può modificare il proprio account");
    const rest = await t.rest('DELETE', `users.php?id=${principal.id}`, undefined, otherToken);
    expect(rest).toMatchObject({ status: 409, body: { error: "Non è possibile eliminare l'utente admin principale" } });
    expect(await sessionAlive(superAdmin)).toBe(true);
  });

  it('an admin cannot delete themselves, and a tenant keeps at least one admin', async () => {
    const me = await t.app.database.platform.user.findFirstOrThrow({ where: { email: 'admin@acme.test' } });
    expect((await remove(acmeAdmin, encodeGlobalID('User', me.id))).message).toBe(
      'Non puoi eliminare il tuo stesso utente',
    );
    const demoteSelf = await update(acmeAdmin, {
      id: encodeGlobalID('User', me.id),
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      role: 'finance',
    });
    expect(demoteSelf.message).toBe('Ogni azienda deve avere almeno un amministratore');
  });
});

describe('/api/users.php', () => {
  it('GET lists id, email, nome, cognome, ruolo, tenant, created_at', async () => {
    const res = await t.rest('GET', 'users.php', undefined, acmeAdmin);
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      nome: expect.any(String),
      cognome: expect.any(String),
      ruolo: expect.stringMatching(/^(procurement|finance|it_director|admin)$/),
      tenant: 'acme',
      created_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(res.body.some((u: any) => 'password' in u || 'passwordHash' in u)).toBe(false);
    const all = await t.rest('GET', 'users.php', undefined, superAdmin);
    expect(new Set(all.body.map((u: any) => u.tenant))).toEqual(new Set(['acme', 'globex', 'admin']));
    expect((await t.rest('GET', 'users.php', undefined, acmeFinance)).status).toBe(403);
  });

  it('POST with nome, cognome, ruolo; PUT with optional password; DELETE by ?id', async () => {
    const created = await t.rest(
      'POST',
      'users.php',
      {
        email: 'rest@acme.test',
        password: 'restpw1',
        nome: 'Rita',
        cognome: 'Sala',
        ruolo: 'it_director',
        tenant: 'acme',
      },
      acmeAdmin,
    );
    expect(created).toMatchObject({ status: 201, body: { success: true, id: expect.any(Number) } });
    const noPw = await t.rest(
      'POST',
      'users.php',
      { email: 'rest2@acme.test', nome: 'R', cognome: 'S', ruolo: 'finance' },
      acmeAdmin,
    );
    expect(noPw).toMatchObject({ status: 400, body: { error: 'La password è obbligatoria per un nuovo utente' } });
    const id = created.body.id;
    const put = await t.rest(
      'PUT',
      'users.php',
      { id, email: 'rest@acme.test', nome: 'Rita', cognome: 'Salvi', ruolo: 'it_director', tenant: 'acme' },
      acmeAdmin,
    );
    expect(put.body).toEqual({ success: true });
    await expect(t.login('rest@acme.test', 'acme', 'restpw1')).resolves.toEqual(expect.any(String));
    const moved = await t.rest(
      'PUT',
      'users.php',
      { id, email: 'rest@acme.test', nome: 'Rita', cognome: 'Salvi', ruolo: 'it_director', tenant: 'globex' },
      acmeAdmin,
    );
    expect(moved.body.error).toBe("L'azienda di un utente esistente non può essere cambiata");
    expect((await t.rest('DELETE', `users.php?id=${id}`, undefined, acmeFinance)).status).toBe(403);
    expect((await t.rest('DELETE', `users.php?id=${id}`, undefined, acmeAdmin)).body).toEqual({ success: true });
  });
});

describe("another tenant's passwords: the principal admin only (issue 12, point 11)", () => {
  const REFUSED = "Solo l'admin principale può cambiare la password degli utenti di un'altra azienda";
  const CAN_SET = `query($tenant: String) { users(first: 100, tenant: $tenant) { edges { node { email canSetPassword } } } }`;

  it("a platform admin who is not the principal cannot set a globex admin's password (GraphQL and REST): nothing changes, nothing is audited", async () => {
    const ops = await createPlatformAdmin(t, superAdmin, 'ops.pw@admin.test');
    const db = t.app.database.platform;
    const victim = await db.user.findFirstOrThrow({
      where: { email: 'admin@globex.test', tenant: { shortName: 'globex' } },
    });
    const victimSession = await t.login('admin@globex.test', 'globex');
    const auditBefore = await db.auditLog.count({ where: { entityType: 'User', entityId: victim.id } });
    const id = encodeGlobalID('User', String(victim.id));
    const fields = { email: victim.email, firstName: victim.firstName, lastName: victim.lastName, role: 'admin' };

    expect(await update(ops, { id, ...fields, password: 'taken0ver' })).toMatchObject({
      __typename: 'ForbiddenError',
      message: REFUSED,
    });
    const rest = await t.rest(
      'PUT',
      `users.php?id=${victim.id}`,
      { email: victim.email, nome: victim.firstName, cognome: victim.lastName, ruolo: 'admin', password: 'taken0ver' },
      ops,
    );
    expect(rest).toMatchObject({ status: 403, body: { success: false, error: REFUSED } });

    const after = await db.user.findUniqueOrThrow({ where: { id: victim.id } });
    expect(after.passwordHash).toBe(victim.passwordHash);
    expect(after.updatedAt).toEqual(victim.updatedAt);
    expect(await db.auditLog.count({ where: { entityType: 'User', entityId: victim.id } })).toBe(auditBefore);
    expect(await sessionAlive(victimSession)).toBe(true);
    await expect(t.login('admin@globex.test', 'globex', 'taken0ver')).rejects.toThrow();

    // The rest of user management across tenants stays the platform admin's (no password: allowed).
    expect(await update(ops, { id, ...fields, password: '' })).toMatchObject({
      __typename: 'MutationUpdateUserSuccess',
    });
    // The dialog learns it from the server: no password field for another tenant's users.
    const seen = (await t.gql<any>(CAN_SET, { tenant: 'all' }, ops)).data.users.edges.map((e: any) => e.node);
    expect(seen.find((u: any) => u.email === 'admin@globex.test').canSetPassword).toBe(false);
    expect(seen.find((u: any) => u.email === 'ops.pw@admin.test').canSetPassword).toBe(true);
  });

  it('nor create an account in another tenant (its initial password would hold it): refused, nothing written; in their own tenant they may', async () => {
    const ops = await createPlatformAdmin(t, superAdmin, 'ops.create@admin.test');
    const db = t.app.database.platform;
    const created = "Solo l'admin principale può creare utenti in un'altra azienda";
    const usersBefore = await db.user.count();
    const auditBefore = await db.auditLog.count({ where: { entityType: 'User' } });
    expect(await create(ops, person('backdoor@globex.test', { tenant: 'globex', role: 'admin' }))).toMatchObject({
      __typename: 'ForbiddenError',
      message: created,
    });
    const rest = await t.rest(
      'POST',
      'users.php',
      {
        email: 'backdoor2@globex.test',
        password: 'taken0ver',
        nome: 'B',
        cognome: 'D',
        ruolo: 'admin',
        tenant: 'globex',
      },
      ops,
    );
    expect(rest).toMatchObject({ status: 403, body: { success: false, error: created } });
    expect(await db.user.count()).toBe(usersBefore);
    expect(await db.auditLog.count({ where: { entityType: 'User' } })).toBe(auditBefore);
    await expect(t.login('backdoor2@globex.test', 'globex', 'taken0ver')).rejects.toThrow();

    const own = await create(ops, person('colleague@admin.test', { tenant: 'admin', role: 'finance' }));
    expect(own.data.user.tenant.shortName).toBe('admin');
  });

  it("the principal admin still may; a tenant admin sets their own tenant's passwords", async () => {
    const db = t.app.database.platform;
    const made = await create(superAdmin, person('pw.target@globex.test', { tenant: 'globex', role: 'admin' }));
    const id = made.data.user.id;
    const fields = { email: 'pw.target@globex.test', firstName: 'Giulia', lastName: 'Neri', role: 'admin' };
    expect(await update(superAdmin, { id, ...fields, password: 'principal1' })).toMatchObject({
      __typename: 'MutationUpdateUserSuccess',
    });
    await expect(t.login('pw.target@globex.test', 'globex', 'principal1')).resolves.toEqual(expect.any(String));
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entityType: 'User', entityId: made.data.user.rowId, action: 'update' },
    });
    expect(audit.changes).toMatchObject({ password: ['***', '***'] });
    const seen = (await t.gql<any>(CAN_SET, { tenant: 'globex' }, superAdmin)).data.users.edges;
    expect(seen.every((e: any) => e.node.canSetPassword)).toBe(true);

    const own = await create(acmeAdmin, person('pw.own@acme.test'));
    const ownFields = { email: 'pw.own@acme.test', firstName: 'Giulia', lastName: 'Neri', role: 'procurement' };
    expect(await update(acmeAdmin, { id: own.data.user.id, ...ownFields, password: 'tenant-own1' })).toMatchObject({
      __typename: 'MutationUpdateUserSuccess',
    });
    await expect(t.login('pw.own@acme.test', 'acme', 'tenant-own1')).resolves.toEqual(expect.any(String));
    const rest = await t.rest(
      'PUT',
      `users.php?id=${own.data.user.rowId}`,
      { email: 'pw.own@acme.test', nome: 'Giulia', cognome: 'Neri', ruolo: 'procurement', password: 'tenant-own2' },
      acmeAdmin,
    );
    expect(rest).toMatchObject({ status: 200, body: { success: true } });
    await expect(t.login('pw.own@acme.test', 'acme', 'tenant-own2')).resolves.toEqual(expect.any(String));
  });
});
