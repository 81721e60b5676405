// Query budgets for lists (issue 7): every list of the API, GraphQL or REST, fetched with all its
// nested data, costs the same number of SQL statements for 5 items as for 100 (no N+1). The GraphQL
// lists and their selections are derived from the schema, so a new list or field is covered at once.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission, type Principal } from '../../api/src/auth/permissions.ts';
import { restRoutes } from '../../api/src/rest/routes.ts';
import { schema } from '../../api/src/schema.ts';
import { today } from '../../api/src/shared/calendar.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { measure, printTable } from './support/budget.ts';
import { addPerfRows, createPerfTenant, PERF_TENANT, type PerfTenant } from './support/perf-data.ts';
import { listQuery, queryListFields, selectAll } from './support/selection.ts';
import dashboardScreenQuery from '../../web/src/__generated__/DashboardPageQuery.graphql.ts';
import shellQuery from '../../web/src/__generated__/AppShellQuery.graphql.ts';

const offerType = schema.getType('Offer') as GraphQLObjectType;

type Viewer = 'admin' | 'finance' | 'superAdmin' | 'anonymous';

/** The Query list fields a tenant admin asks for: those of the tenant's own data. */
const TENANT_LISTS = [
  'contracts',
  'costCenters',
  'financeContractOptions',
  'financeOrderOptions',
  'financeSupplierOptions',
  'invoices',
  'nodes',
  'offers',
  'orders',
  'payments',
  'paymentRuns',
  'productCategories',
  'products',
  'suppliers',
  'users',
];

/** Who asks for each Query list field; every list field of the schema must be listed here. */
const GRAPHQL_LISTS: Record<string, { viewer: Viewer; args?: string }> = {
  ...Object.fromEntries(TENANT_LISTS.map((field) => [field, { viewer: 'admin' as const }])),
  // Issue 18: a year's budgets (one per cost center of the perf tenant, see beforeAll).
  budgets: { viewer: 'finance', args: `year: ${today().getUTCFullYear()}` },
  loginTenants: { viewer: 'anonymous' },
  registrationRequests: { viewer: 'superAdmin', args: 'all: true' },
  tenants: { viewer: 'superAdmin' },
  // Issue 17 point 1 (lane C): the approvals inbox grows with the open offers, invoices and contracts.
  approvalInbox: { viewer: 'admin' },
  // Issue 18, points 5-6 (spend analytics): aggregates, one statement each whatever the rows.
  spend: { viewer: 'finance', args: 'groupBy: COST_CENTER, from: "1900-01-01", to: "2200-12-31"' },
  payablesAgeing: { viewer: 'finance' },
  approvalLeadTime: { viewer: 'finance', args: 'from: "1900-01-01", to: "2200-12-31"' },
  // Issue 17 (integrators): the tenant's API keys.
  apiKeys: { viewer: 'admin' },
  // Issue 17 point 4: the bell's list, the viewer's own notifications.
  notifications: { viewer: 'finance' },
  // Issue 17 point 7: the tenant's webhook endpoints, the event names, one endpoint's deliveries.
  webhookEndpoints: { viewer: 'admin' },
  webhookEvents: { viewer: 'admin' },
  webhookDeliveries: {
    viewer: 'admin',
    get args() {
      return `endpointId: "${encodeGlobalID('WebhookEndpoint', perfEndpointId)}"`;
    },
  },
};

/** GET routes of the legacy API and who calls them (every GET route must be listed). */
const REST_LISTS: Record<string, Viewer> = {
  'admin-tenants.php': 'superAdmin',
  'auth.php': 'admin',
  'budgets.php': 'finance',
  'company.php': 'admin',
  'contracts.php': 'admin',
  'cost-centers.php': 'admin',
  'invoices.php': 'admin',
  'offers.php': 'admin',
  'orders.php': 'admin',
  'payables.php': 'admin',
  'payment-runs.php': 'admin',
  'payment-stats.php': 'admin',
  'payments.php': 'admin',
  'products.php': 'admin',
  'registrations.php': 'superAdmin',
  'suppliers.php': 'admin',
  'tenants.php': 'anonymous',
  'users.php': 'admin',
  // Issue 17 (lane C): the inbox; one document's history (REST_QUERY below).
  'inbox.php': 'admin',
  'history.php': 'admin',
  'spend.php': 'finance',
  // Issue 17 (integrators): API keys and webhook endpoints.
  'api-keys.php': 'admin',
  'webhooks.php': 'admin',
};

/** The query string a GET route needs (issue 17: the history of the perf tenant's first offer). */
const REST_QUERY: Record<string, () => Promise<string>> = {
  'history.php': async () => {
    const offer = await t.app.database.platform.offer.findFirstOrThrow({
      where: { tenantId: perf.tenantId },
      orderBy: { id: 'asc' },
    });
    return `?type=offer&id=${offer.id}`;
  },
  'spend.php': async () => '?group_by=cost_center&from=1900-01-01&to=2200-12-31',
};

/** Lists of a fixed length whatever the data (issue 18: the ageing's six buckets). */
const FIXED_LENGTH = new Set(['GraphQL payablesAgeing', 'GraphQL webhookEvents']);

const SMALL = 5;
const LARGE = 100;

let t: TestApp;
let perf: PerfTenant;
/** The perf tenant's webhook endpoint (beforeAll): its deliveries are a list. */
let perfEndpointId = 0;
let tokens: Record<Viewer, string | null>;

beforeAll(async () => {
  t = await startTestApp();
  perf = await createPerfTenant(t.app.database.platform);
  const [admin, finance, superAdmin] = await Promise.all([
    t.login(`admin@${PERF_TENANT}.test`, PERF_TENANT),
    t.login(`finance@${PERF_TENANT}.test`, PERF_TENANT),
    t.login('superadmin@admin.test', 'admin'),
  ]);
  tokens = { admin, finance, superAdmin, anonymous: null };
  // Issue 18: a budget for every cost center of the perf tenant this year; their committed and actual
  // figures grow with the offers and invoices addPerfRows adds, in the same one statement.
  const prisma = t.app.database.platform;
  const centers = await prisma.costCenter.findMany({ where: { tenantId: perf.tenantId }, select: { id: true } });
  await prisma.budget.createMany({
    data: centers.map((c) => ({
      tenantId: perf.tenantId,
      costCenterId: c.id,
      year: today().getUTCFullYear(),
      amount: '100000.00',
    })),
  });
  perfEndpointId = (
    await prisma.webhookEndpoint.create({
      data: {
        tenantId: perf.tenantId,
        url: 'https://hooks.example.com/perf',
        events: ['offer.created'],
        secret: 'whsec_perf',
      },
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
});

function itemCount(data: unknown): number {
  const value = Object.values(data as Record<string, unknown>)[0];
  if (Array.isArray(value)) return value.length;
  return ((value as { edges?: unknown[] })?.edges ?? []).length;
}

async function offerIds(): Promise<string> {
  const rows = await t.app.database.platform.offer.findMany({
    where: { tenantId: perf.tenantId },
    select: { id: true },
  });
  return JSON.stringify(rows.map((r) => encodeGlobalID('Offer', String(r.id))));
}

const PRINCIPALS: Record<Viewer, Principal | null> = {
  admin: { role: 'admin', isSuperAdmin: false, isPlatformAdmin: false },
  finance: { role: 'finance', isSuperAdmin: false, isPlatformAdmin: false },
  superAdmin: { role: 'admin', isSuperAdmin: true, isPlatformAdmin: true },
  anonymous: null,
};

/** `Type.field` of the fields whose (or whose type's) authScopes refuse this viewer: left out of its selections. */
function refusedFields(viewer: Viewer): Set<string> {
  const scopeOf = (options: unknown) => (options as { authScopes?: { can?: Permission } } | undefined)?.authScopes?.can;
  const allowed = (permission: Permission | undefined) => !permission || can(PRINCIPALS[viewer], permission);
  const refused = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type);
      if (
        !allowed(scopeOf(field.extensions?.pothosOptions)) ||
        !allowed(scopeOf(isObjectType(target) ? target.extensions?.pothosOptions : undefined))
      ) {
        refused.add(`${type.name}.${field.name}`);
      }
    }
  }
  return refused;
}

async function graphqlList(field: string) {
  const { viewer, args } = GRAPHQL_LISTS[field]!;
  const ids = field === 'nodes' ? await offerIds() : '';
  const skip = refusedFields(viewer);
  const query =
    field === 'nodes'
      ? `query { nodes(ids: ${ids}) { ... on Offer { ${selectAll(offerType, undefined, ['Offer'], skip)} } } }`
      : listQuery(schema, field, args, skip);
  const run = () => t.gql(query, { first: LARGE }, tokens[viewer]);
  await run(); // warm-up: the first request of a session may do one-off work
  const measured = await measure(t, run);
  expect(measured.result.errors, `${field}: ${JSON.stringify(measured.result.errors)}`).toBeUndefined();
  return { statements: measured.statements, items: itemCount(measured.result.data), log: measured.log };
}

async function restList(route: string) {
  const query = (await REST_QUERY[route]?.()) ?? '';
  const run = () => t.rest('GET', `${route}${query}`, undefined, tokens[REST_LISTS[route]!]);
  await run();
  const measured = await measure(t, run);
  expect(measured.result.status, `${route}: ${JSON.stringify(measured.result.body).slice(0, 200)}`).toBe(200);
  const body = measured.result.body as unknown;
  return { statements: measured.statements, items: Array.isArray(body) ? body.length : 1, log: measured.log };
}

async function dashboard(viewer: Viewer) {
  const dashboardType = schema.getType('Dashboard') as GraphQLObjectType;
  const query = `query { dashboard { ${selectAll(dashboardType, undefined, [], refusedFields(viewer))} } }`;
  const run = () => t.gql(query, {}, tokens[viewer]);
  await run();
  const measured = await measure(t, run);
  expect(measured.result.errors).toBeUndefined();
  return { statements: measured.statements, items: 1, log: measured.log };
}

type Figures = { statements: number; items: number; log: string[] };
const cases: { name: string; run: () => Promise<Figures> }[] = [
  ...Object.keys(GRAPHQL_LISTS).map((field) => ({ name: `GraphQL ${field}`, run: () => graphqlList(field) })),
  ...Object.keys(REST_LISTS).map((route) => ({ name: `GET /api/${route}`, run: () => restList(route) })),
  { name: 'GraphQL dashboard (admin)', run: () => dashboard('admin') },
  { name: 'GraphQL dashboard (finance)', run: () => dashboard('finance') },
];

describe('query budgets: lists', () => {
  it('covers every list field of the schema and every GET route', () => {
    expect(Object.keys(GRAPHQL_LISTS).sort()).toEqual(queryListFields(schema));
    const gets = Object.entries(restRoutes)
      .filter(([, endpoint]) => endpoint.GET)
      .map(([route]) => route)
      .sort();
    expect(Object.keys(REST_LISTS).sort()).toEqual(gets);
  });

  it(`costs the same statements for ${SMALL} and ${LARGE} items, GraphQL and REST`, async () => {
    await addPerfRows(t.app.database.platform, perf, SMALL);
    const small: Figures[] = [];
    for (const c of cases) small.push(await c.run());
    await addPerfRows(t.app.database.platform, perf, LARGE - SMALL);
    const large: Figures[] = [];
    for (const c of cases) large.push(await c.run());

    printTable(
      `SQL statements per request, N = ${SMALL} vs N = ${LARGE} (tenant ${PERF_TENANT})`,
      ['list', `items N=${SMALL}`, 'statements', `items N=${LARGE}`, 'statements'],
      cases.map((c, i) => [c.name, small[i]!.items, small[i]!.statements, large[i]!.items, large[i]!.statements]),
    );
    const failures = cases
      .map((c, i) => ({ name: c.name, small: small[i]!, large: large[i]! }))
      .filter((f) => f.small.statements !== f.large.statements);
    for (const f of failures) {
      console.log(`\n${f.name}: ${f.small.statements} -> ${f.large.statements}\n  ${f.large.log.join('\n  ')}`);
    }
    expect(failures.map((f) => `${f.name}: ${f.small.statements} -> ${f.large.statements}`)).toEqual([]);
    // The lists really grew (the test would prove nothing on empty lists).
    for (const [i, c] of cases.entries()) {
      if (large[i]!.items > 1 && !FIXED_LENGTH.has(c.name)) {
        expect(large[i]!.items, c.name).toBeGreaterThan(small[i]!.items);
      }
    }
  });
});

// ---- A page and its total from one snapshot ----
describe('query budgets: a list page and its totalCount', () => {
  beforeAll(() => addPerfRows(t.app.database.platform, perf, 5));

  const LISTS = ['offers', 'orders', 'invoices', 'payments', 'contracts', 'suppliers', 'products', 'costCenters'];
  const queries = (field: string, args: string) => [
    `query { ${field}(${args}) { totalCount edges { node { id } } } }`,
    `query { ${field}(${args}) { ...Total edges { node { id } } } }
      fragment Total on Query${field.charAt(0).toUpperCase()}${field.slice(1)}Connection { totalCount }`,
  ];
  /** How many of the statements are of each kind. */
  const tally = (statements: string[], ...kinds: ((s: string) => boolean)[]) =>
    kinds.map((kind) => statements.filter(kind).length);
  const TENANT_READ = (s: string) => s.includes('app_tenant_read(');
  const TENANT_TX = (s: string) => s.includes("set_config('app.tenant_id'");
  const COUNT = (s: string) => /SELECT COUNT/i.test(s);
  const run = async (field: string, query: string) => {
    const { viewer } = GRAPHQL_LISTS[field]!;
    await t.gql(query, {}, tokens[viewer]);
    const measured = await measure(t, () => t.gql<any>(query, {}, tokens[viewer]));
    expect(measured.result.errors).toBeUndefined();
    const log = measured.log.join('\n  ');
    expect(measured.result.data[field].totalCount, log).toBeGreaterThan(3);
    expect(measured.result.data[field].edges, log).toHaveLength(3);
    return { log, statements: measured.log };
  };

  // Issue 15, point 2: the first page and its count are one statement under row-level security
  // (db/json-page.ts through app_tenant_read): one snapshot, no transaction around it.
  it.each(LISTS)(
    '%s: one statement reads the first page and its count (asked directly or in a fragment)',
    async (field) => {
      for (const query of queries(field, 'first: 3')) {
        const { log, statements } = await run(field, query);
        expect(tally(statements, TENANT_READ, TENANT_TX), log).toEqual([1, 0]);
      }
    },
  );

  // A later page (a cursor) is read by Prisma: one tenant transaction with the count and the page.
  it.each(LISTS)('%s: one tenant transaction reads a later page and its count', async (field) => {
    const { viewer } = GRAPHQL_LISTS[field]!;
    const first = await t.gql<any>(`query { ${field}(first: 1) { pageInfo { endCursor } } }`, {}, tokens[viewer]);
    const after = first.data![field].pageInfo.endCursor as string;
    for (const query of queries(field, `first: 3, after: "${after}"`)) {
      const { log, statements } = await run(field, query);
      expect(tally(statements, TENANT_TX, COUNT), log).toEqual([1, 1]);
      // set_config, the count, the page, COMMIT: nothing between them but the transaction's own statements.
      const scope = statements.findIndex((s) => s.includes("set_config('app.tenant_id'"));
      expect(
        statements.slice(scope + 1, scope + 3).map((s) => /SELECT COUNT/i.test(s)),
        log,
      ).toEqual([true, false]);
    }
  });
});

// ---- Issue 15 (lane 15b): the dashboard screen's own query, as the web client sends it ----
/**
 * Statements of one dashboard screen request (issue 15, point 4): the sign-in lookup (which also
 * answers viewer.user's name), then the cards and both recent lists in one statement under row-level
 * security (app_tenant_read). It was 13 with one transaction per card query, list and viewer.user,
 * then 6 with one tenant transaction (set_config, the counts, the offers, the invoices, COMMIT).
 */
const DASHBOARD_SCREEN_STATEMENTS = 2;

describe('query budgets: the dashboard screen', () => {
  it(`sends at most ${DASHBOARD_SCREEN_STATEMENTS} statements, the recent lists in the counts' statement`, async () => {
    const text = dashboardScreenQuery.params.text ?? '';
    for (const viewer of ['finance', 'admin'] as const) {
      await t.gql(text, {}, tokens[viewer]); // warm-up
      const measured = await measure(t, () => t.gql<any>(text, {}, tokens[viewer]));
      expect(measured.result.errors).toBeUndefined();
      expect(Array.isArray(measured.result.data.dashboard.recentOffers)).toBe(true);
      expect(measured.statements, `${viewer}:\n  ${measured.log.join('\n  ')}`).toBeLessThanOrEqual(
        DASHBOARD_SCREEN_STATEMENTS,
      );
      // No tenant transaction at all, one tenant read: viewer.user comes from the session row.
      expect(measured.log.filter((s) => s.includes("set_config('app.tenant_id'"))).toHaveLength(0);
      expect(measured.log.filter((s) => s.includes('app_tenant_read('))).toHaveLength(1);
    }
  });
});

/**
 * The shell's query, the other request of every page load: the sign-in lookup (which also answers the
 * viewer's user and tenant names), the bell's count and the approvals badge, one tenant read each.
 * It was 12, the badge reading every open document (docs/performance.md, 2026-11-30).
 */
const SHELL_STATEMENTS = 3;

describe('query budgets: the shell', () => {
  it(`sends at most ${SHELL_STATEMENTS} statements, whatever the number of open documents`, async () => {
    const text = shellQuery.params.text ?? '';
    const shell = async (viewer: 'finance' | 'admin') => {
      await t.gql(text, {}, tokens[viewer]); // warm-up
      const measured = await measure(t, () => t.gql<any>(text, {}, tokens[viewer]));
      expect(measured.result.errors).toBeUndefined();
      expect(measured.result.data.viewer.tenant.fullName).toBe('Perf S.p.A.');
      expect(measured.statements, `${viewer}:\n  ${measured.log.join('\n  ')}`).toBeLessThanOrEqual(SHELL_STATEMENTS);
      expect(measured.log.filter((s) => s.includes("set_config('app.tenant_id'"))).toHaveLength(0);
      return { badge: measured.result.data.viewer.approvalInboxCount as number, statements: measured.statements };
    };
    for (const viewer of ['finance', 'admin'] as const) {
      const before = await shell(viewer);
      await addPerfRows(t.app.database.platform, perf, 10);
      const after = await shell(viewer);
      expect(after.badge).toBeGreaterThan(before.badge);
      expect(after.statements).toBe(before.statements);
    }
  });
});

// ---- The payments screen's scadenzario: every open payment of the tenant, in one statement ----
describe('query budgets: the payables schedule', () => {
  it('reads the open payments with their invoices, suppliers and run in one statement, filtered or not', async () => {
    const query =
      'query ($supplierId: ID, $dueFrom: Date) { payables(supplierId: $supplierId, dueFrom: $dueFrom) { count groups { suppliers { payments { paymentId invoiceNumbers ibanMasked runBlockedReason } } } } }';
    // Any supplier id: the filter is spelled in the statement whether it matches or not.
    for (const variables of [{}, { supplierId: encodeGlobalID('Supplier', 1), dueFrom: '2000-01-01' }]) {
      await t.gql(query, variables, tokens.finance); // warm-up
      const measured = await measure(t, () => t.gql<any>(query, variables, tokens.finance));
      expect(measured.result.errors).toBeUndefined();
      expect(measured.statements, measured.log.join('\n  ')).toBe(2);
      expect(measured.log.filter((s) => s.includes('app_tenant_read('))).toHaveLength(1);
    }
  });
});

// ---- Issue 15, point 2: a page without its count, and one document, in one statement ----
describe('query budgets: a page without totalCount and a document by id', () => {
  it.each([
    ['offers', 'query { offers(first: 3) { edges { node { id title lines { quantity product { name } } } } } }'],
    [
      'invoices',
      'query { invoices(first: 3, search: "a") { edges { node { id supplierName lines { vatAmount } } } } }',
    ],
    ['offer', 'query($id: ID!) { offer(id: $id) { id title supplier { name } recipients { costCenter { code } } } }'],
    ['invoice', 'query($id: ID!) { invoice(id: $id) { id invoiceNumber lines { netAmount } } }'],
  ])('%s: the sign-in lookup and one tenant read', async (field, query) => {
    const model = field.startsWith('offer') ? 'offer' : 'invoice';
    const row = await (
      t.app.database.platform[model] as { findFirstOrThrow(args: object): Promise<{ id: number }> }
    ).findFirstOrThrow({ where: { tenantId: perf.tenantId }, select: { id: true } });
    const variables = { id: String(row.id) };
    await t.gql(query, variables, tokens.admin);
    const measured = await measure(t, () => t.gql<any>(query, variables, tokens.admin));
    const log = measured.log.join('\n  ');
    expect(measured.result.errors, log).toBeUndefined();
    expect(measured.result.data[field], log).toBeTruthy();
    expect(measured.statements, log).toBe(2);
    expect(
      measured.log.filter((s) => s.includes('app_tenant_read(')),
      log,
    ).toHaveLength(1);
  });
});

// ---- Issue 15, point 3: the busiest legacy lists in one statement each ----
/**
 * offers.php, orders.php and invoices.php, as a list, a filtered list and a detail: the sign-in
 * lookup, then the page and its documents in ONE statement under row-level security (app_tenant_read;
 * the filter spelled in SQL by db/where-sql.ts). They were five: a tenant transaction (set_config,
 * the page's ids, the documents, COMMIT) after the lookup.
 */
describe('query budgets: the legacy document lists', () => {
  it.each([
    ['offers.php', ''],
    ['offers.php', '?status=approved&search=a&limit=5&offset=1'],
    ['orders.php', '?status=pending'],
    ['invoices.php', '?search=a&is_recurring=false&limit=5'],
    ['invoices.php', '?vat_rate=22&cost_center_id=none'],
  ])('%s%s: the sign-in lookup and one tenant read', async (route, query) => {
    const run = () => t.rest('GET', `${route}${query}`, undefined, tokens.admin);
    await run();
    const measured = await measure(t, run);
    expect(measured.result.status, JSON.stringify(measured.result.body).slice(0, 200)).toBe(200);
    const log = measured.log.join('\n  ');
    expect(measured.statements, log).toBe(2);
    expect(
      measured.log.filter((s) => s.includes('app_tenant_read(')),
      log,
    ).toHaveLength(1);
    expect(
      measured.log.filter((s) => s.includes("set_config('app.tenant_id'")),
      log,
    ).toHaveLength(0);
  });
});
