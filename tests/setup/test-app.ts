import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { loadConfig, type Config } from '../../api/src/config.ts';
import type { App } from '../../api/src/context.ts';
import { createHttpServer } from '../../api/src/http/server.ts';
import { createStorage } from '../../api/src/shared/storage.ts';
import { seedIfEmpty } from '../../prisma/seed/seed.ts';
import { createTestDatabase } from './database.ts';
// As app.ts does: the change feed's subscribers (notifications, e-mail, webhooks) register on import.
import '../../api/src/modules/audit/subscribers.ts';
import { currentTemplate } from './template.ts';

export const DEMO_PASSWORD = 'demo1234';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  app: App;
  /** Runs a statement as the database owner (see TestDatabase.ownerExec). */
  ownerExec(sql: string): Promise<void>;
  /** http://127.0.0.1:<port><basePath> */
  baseUrl: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<GraphqlResponse<T>>;
  rest(method: string, route: string, body?: unknown, token?: string | null): Promise<{ status: number; body: any }>;
  login(email: string, tenant: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real HTTP pipeline in-process: a seeded database (PGlite, or a fresh database on the
 * TEST_DATABASE_URL server), the server on a random port, and request helpers.
 */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const testDb = await createTestDatabase({ seeded: true });
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-uploads-'));
  // The cloned template's documents point at files its seed stored: give this app its own copy.
  const template = currentTemplate();
  if (template) fs.cpSync(template.uploadDir, uploadDir, { recursive: true });
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), uploadDir, scheduler: false, ...overrides };
  const app: App = {
    config,
    database: testDb.database,
    storage: createStorage({ databaseUrl: testDb.url, uploadDir }),
  };
  await seedIfEmpty(app);
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}${config.basePath}`;

  const auth = (token?: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  const testApp: TestApp = {
    app,
    ownerExec: (sql) => testDb.ownerExec(sql),
    baseUrl,
    async gql(query, variables, token) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GraphqlResponse;
      return { ...body, status: response.status } as never;
    },
    async rest(method, route, body, token) {
      const response = await fetch(`${baseUrl}/api/${route}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...auth(token) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: the test sees the raw text
      }
      return { status: response.status, body: parsed };
    },
    async login(email, tenant, password = DEMO_PASSWORD) {
      const result = await testApp.rest('POST', 'auth.php', { email, tenant, password });
      if (result.status !== 200 || !result.body.token)
        throw new Error(`login ${email} failed: ${JSON.stringify(result.body)}`);
      return result.body.token as string;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testDb.drop();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/**
 * A second admin of the platform tenant (not the principal): manages every tenant's users, but
 * not tenants, and not other tenants' passwords. Made by the principal admin; returns its token.
 */
export async function createPlatformAdmin(t: TestApp, superAdminToken: string, email: string): Promise<string> {
  const password = 'opspass1';
  const made = await t.rest(
    'POST',
    'users.php',
    { email, password, nome: 'O', cognome: 'P', ruolo: 'admin', tenant: 'admin' },
    superAdminToken,
  );
  if (made.status !== 201) throw new Error(`creating ${email} failed: ${JSON.stringify(made.body)}`);
  return t.login(email, 'admin', password);
}

/** The demo tenants' four roles, by the tests' role keys (the IT director is `it`). */
export type RoleKey = 'procurement' | 'finance' | 'it' | 'admin';
export type Tokens = Record<RoleKey, string>;

/** Signs in the demo tenant's procurement, finance, IT and admin users (one per role). */
export async function loginAll(t: TestApp, tenant = 'acme'): Promise<Tokens> {
  const [procurement, finance, it, admin] = await Promise.all(
    ['procurement', 'finance', 'it', 'admin'].map((role) => t.login(`${role}@${tenant}.test`, tenant)),
  );
  return { procurement: procurement!, finance: finance!, it: it!, admin: admin! };
}

/** The id of a tenant by its short name. */
export async function tenantIdOf(t: TestApp, shortName: string): Promise<number> {
  return (await t.app.database.platform.tenant.findUniqueOrThrow({ where: { shortName } })).id;
}

/**
 * The app for one test file: started while the file is collected (`const t = await appForFile()` at
 * the top level), closed after the file's tests.
 */
export async function appForFile(overrides: Partial<Config> = {}): Promise<TestApp> {
  const t = await startTestApp(overrides);
  afterAll(() => t.close());
  return t;
}
