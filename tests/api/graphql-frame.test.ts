import { describe, expect, it } from 'vitest';
import { appForFile } from '../setup/test-app.ts';

const t = await appForFile();

describe('GraphQL frame', () => {
  it('signs in through the login mutation and reads the viewer with its permissions', async () => {
    const login = await t.gql<{ login: { __typename: string; data: { token: string } } }>(
      `mutation { login(tenant: "acme", email: "procurement@acme.test", password: "demo1234") {
         __typename ... on MutationLoginSuccess { data { token } } } }`,
    );
    expect(login.data?.login.__typename).toBe('MutationLoginSuccess');
    const token = login.data!.login.data.token;
    const viewer = await t.gql<{ viewer: { role: string; permissions: string[]; user: { email: string } } }>(
      '{ viewer { role permissions user { email } } }',
      {},
      token,
    );
    expect(viewer.data?.viewer.user.email).toBe('procurement@acme.test');
    expect(viewer.data?.viewer.permissions).toContain('offer.create');
    expect(viewer.data?.viewer.permissions).not.toContain('invoice.create');
  });

  it('returns a failed sign-in as a typed error with the generic message', async () => {
    const res = await t.gql<{ login: { __typename: string; message: string; code: string } }>(
      `mutation { login(tenant: "acme", email: "finance@acme.test", password: "bad-password") {
         __typename ... on Error { message code } } }`,
    );
    expect(res.data?.login).toEqual({
      __typename: 'UnauthenticatedError',
      message: 'Credenziali non valide',
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses an operation that needs a session with a typed error', async () => {
    const res = await t.gql<{ logout: { __typename: string } }>(
      'mutation { logout { __typename ... on Error { message } } }',
    );
    const typed = res.data?.logout.__typename;
    const message = res.errors?.[0]?.message ?? '';
    expect(typed === 'UnauthenticatedError' || /Authentication required/.test(message)).toBe(true);
  });

  it('answers a malformed global id as a validation error, not an unexpected fault', async () => {
    const token = await t.login('procurement@acme.test', 'acme');
    const mutation = await t.gql(
      'mutation { updateProduct(input: { id: "123", name: "x", price: "1.00" }) { __typename } }',
      {},
      token,
    );
    expect(mutation.errors?.[0]).toMatchObject({ message: 'Invalid ID', extensions: { code: 'VALIDATION' } });
    const query = await t.gql('{ node(id: "not-a-global-id") { id } }', {}, token);
    expect(query.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('answers variables of the wrong type and text the database cannot store as validation errors, writing nothing', async () => {
    const token = await t.login('finance@acme.test', 'acme');
    const coerced = await t.gql(
      'query ($first: Int) { offers(first: $first) { totalCount } }',
      { first: 'many' },
      token,
    );
    expect(coerced.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION' } });
    expect(coerced.errors?.[0]?.message).toMatch(/^Variable "\$first" got invalid value/);
    const create = 'mutation ($input: CreateCostCenterInput!) { createCostCenter(input: $input) { __typename } }';
    const before = await t.app.database.platform.costCenter.count();
    for (const input of [
      { code: 'NUL1', description: 'a\u0000b' },
      { code: 'SUR1', description: '\ud800' },
    ]) {
      const res = await t.gql(create, { input }, token);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Il testo contiene caratteri non ammessi',
        extensions: { code: 'VALIDATION' },
      });
    }
    expect(await t.app.database.platform.costCenter.count()).toBe(before);
  });

  it('lists the tenants for the sign-in selector', async () => {
    const res = await t.gql<{ loginTenants: { shortName: string }[] }>('{ loginTenants { shortName fullName } }');
    expect(res.data?.loginTenants.map((x) => x.shortName).sort()).toEqual(['acme', 'admin', 'globex']);
  });

  it('serves GraphiQL only under npm run dev (NODE_ENV=development), not in the test or production modes', async () => {
    const res = await fetch(`${t.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await res.text()).not.toMatch(/graphiql/i);
  });

  it('masks an unexpected fault: generic message with a request id, no stack or SQL', async () => {
    const original = t.app.database.platform.tenant.findMany;
    t.app.database.platform.tenant.findMany = (() => {
      throw new Error('relation "Tenant" does not exist at /work/main/api/src/secret.ts:12');
    }) as never;
    try {
      const res = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ loginTenants { shortName } }' }),
      });
      const text = await res.text();
      const body = JSON.parse(text);
      expect(body.errors[0].message).toMatch(/errore imprevisto \(codice richiesta [0-9a-f]{8}\)/);
      expect(body.errors[0].extensions.requestId).toBe(res.headers.get('x-request-id'));
      expect(text).not.toMatch(/relation|secret\.ts|\bat \//);
      const rest = await t.rest('GET', 'tenants.php');
      expect(rest.status).toBe(500);
      expect(JSON.stringify(rest.body)).not.toMatch(/relation|secret\.ts/);
      expect(rest.body.requestId).toMatch(/^[0-9a-f]{8}$/);
    } finally {
      t.app.database.platform.tenant.findMany = original;
    }
  });
});
