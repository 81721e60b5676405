import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { GRAPHQL_LIMITS } from '../../api/src/http/yoga.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { expectSignInLimit, wrongSignIn } from './support/sign-in-limit.ts';

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  [t, production] = await Promise.all([startTestApp(), startTestApp({ production: true })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), production?.close()]);
});

async function post(app: TestApp, body: unknown) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

/** Introspection types nest without end: a query as deep as we like on any schema. */
function deepQuery(depth: number): string {
  const levels = Math.max(0, depth - 4);
  return `{ __schema { types { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } } }`;
}

/** Every operation the Relay client ships, read from the compiler's artifacts. */
function clientOperations(): { name: string; text: string }[] {
  const dir = 'web/src/__generated__';
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').match(/"text": ("(?:[^"\\]|\\.)*")/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => {
      const text = JSON.parse(match[1]!) as string;
      return { name: /(?:query|mutation) (\w+)/.exec(text)?.[1] ?? text.slice(0, 40), text };
    });
}

describe('GraphQL abuse limits', () => {
  it("admits every operation of the web client (the limits must never refuse the app's own screens)", async () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const op of operations) {
      const res = await post(t, { query: op.text, variables: {} });
      const limit = (res.json.errors ?? []).find((e: { message: string }) => /syntax error/i.test(e.message));
      if (limit) refused.push(`${op.name}: ${limit.message}`);
    }
    console.log(`client operations checked against the limits: ${operations.length}, refused: ${refused.length}`);
    expect(refused).toEqual([]);
  });

  it('refuses a query deeper than the depth limit', async () => {
    const res = await post(t, { query: deepQuery(GRAPHQL_LIMITS.maxDepth + 2) });
    expect(res.json.errors?.[0]?.message ?? '').toMatch(/depth/i);
    expect(res.json.data ?? null).toBeNull();
  });

  it('accepts a query within the depth limit', async () => {
    const res = await post(t, { query: deepQuery(GRAPHQL_LIMITS.maxDepth - 1) });
    expect(res.json.errors).toBeUndefined();
  });

  it("admits the standard introspection query (GraphiQL's) in development", async () => {
    const res = await post(t, { query: getIntrospectionQuery() });
    expect(res.json.errors).toBeUndefined();
    expect(res.json.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('refuses more aliases than allowed', async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: loginTenants { shortName }`,
    ).join(' ');
    const res = await post(t, { query: `{ ${aliases} }` });
    expect(res.json.errors?.[0]?.message ?? '').toMatch(/alias/i);
  });

  it('refuses a query above the cost limit', async () => {
    // Each level spreads the one below ten times: few tokens, no aliases, 10^4 copies of F0.
    const levels = ['fragment F0 on Query { loginTenants { shortName fullName } viewer { isSuperAdmin } }'];
    for (let i = 1; i <= 4; i += 1) levels.push(`fragment F${i} on Query { ${`...F${i - 1} `.repeat(10)}}`);
    const res = await post(t, { query: `{ ...F4 } ${levels.join(' ')}` });
    expect(res.json.errors?.[0]?.message ?? '').toMatch(/cost/i);
    expect(res.json.data ?? null).toBeNull();
  });

  it('refuses a document with too many tokens', async () => {
    const many = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ');
    const res = await post(t, { query: `{ ${many} }` });
    expect(res.json.errors?.[0]?.message ?? '').toMatch(/token/i);
  });

  it('does not execute batched requests', async () => {
    const res = await post(t, [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(Array.isArray(res.json)).toBe(false);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('allows introspection in development and refuses it in production', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await post(t, { query })).json.data.__schema.queryType.name).toBe('Query');
    const refused = await post(production, { query });
    expect(refused.json.data ?? null).toBeNull();
    expect(refused.json.errors[0].message).toMatch(/introspection/i);
    const typeQuery = await post(production, { query: '{ __type(name: "User") { name } }' });
    expect(typeQuery.json.errors[0].message).toMatch(/introspection/i);
  });

  it('serves no GraphiQL in production', async () => {
    const res = await fetch(`${production.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await res.text()).not.toMatch(/graphiql/i);
  });

  it('gives no "Did you mean" field suggestions in production', async () => {
    const typo = { query: '{ loginTenant { shortName } }' };
    expect(JSON.stringify((await post(t, typo)).json.errors)).toMatch(/Did you mean/);
    const refused = await post(production, typo);
    expect(refused.json.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(refused.json.errors)).not.toMatch(/Did you mean|loginTenants/);
  });

  it('serves GraphiQL under npm run dev from the installed package, no CDN, under a nonce CSP', async () => {
    const dev = await startTestApp({ graphiql: true });
    try {
      const pages = await Promise.all(
        [1, 2].map(() => fetch(`${dev.baseUrl}/graphql`, { headers: { accept: 'text/html' } })),
      );
      const nonces: string[] = [];
      for (const res of pages) {
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toMatch(/YogaGraphiQL/);
        // Nothing loaded from elsewhere: no script or stylesheet URL, no CDN host.
        expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*stylesheet|unpkg\.com|jsdelivr|cdn\./i);
        const csp = res.headers.get('content-security-policy') ?? '';
        const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce).toBeTruthy();
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toMatch(/frame-ancestors 'none'/);
        // The page's one script element (the inlined editor bundle after it has '<script>' in strings).
        expect(html.match(/<script\b[^>]*>/)?.[0]).toBe(`<script nonce="${nonce}">`);
        nonces.push(nonce!);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    } finally {
      await dev.close();
    }
  });
});

describe('throttling', () => {
  it('throttles registration requests from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.rest('POST', 'register.php', {
        firstName: 'Anna',
        lastName: 'Neri',
        email: `anna${i}@example.it`,
        company: `Neri ${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await t.app.database.platform.registrationRequest.count({ where: { email: { startsWith: 'anna' } } })).toBe(
      3,
    );
  });

  it('throttles sign-in failures per address across accounts', async () => {
    await expectSignInLimit((i) => t.rest('POST', 'auth.php', wrongSignIn(`ghost${i}@acme.test`)));
  });
});
