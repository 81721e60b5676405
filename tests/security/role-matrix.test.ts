import { encodeGlobalID } from '@pothos/plugin-relay';
import { isEnumType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { can, type Principal } from '../../api/src/auth/permissions.ts';
import {
  restRoutePermissions,
  type RestAction,
  type RestMethod,
  type RestRequirement,
} from '../../api/src/rest/route-permissions.ts';
import { restRoutes } from '../../api/src/rest/routes.ts';
import { schema } from '../../api/src/schema.ts';
import { SEGREGATION_MESSAGE } from '../../api/src/workflows/segregation.ts';
import { appForFile, createPlatformAdmin } from '../setup/test-app.ts';
import { declaredOperations, type Requirement } from './support/declared-scopes.ts';
import { openRun } from '../api/payment-runs-support.ts';
import { openLive } from '../api/live-support.ts';
import { inputValue, operationDocument, type Operation } from './support/operations.ts';

/**
 * Every GraphQL operation x every role, against the permission each operation declares (the table in
 * api/src/auth/permissions.ts, printed as docs/permissions.md). Refused means a typed Forbidden /
 * Unauthenticated answer; allowed means anything else (a validation or not-found answer is fine:
 * authorization let the request through).
 * Then every legacy /api/*.php route x method x action x role, against api/src/rest/route-permissions.ts:
 * refused means 401 / 403, allowed any other status but a 5xx.
 */
const ROLES: { name: string; email?: string; tenant?: string; principal: Principal | null }[] = [
  { name: 'anonymous', principal: null },
  { name: 'procurement', email: 'procurement@acme.test', tenant: 'acme', principal: p('procurement') },
  { name: 'finance', email: 'finance@acme.test', tenant: 'acme', principal: p('finance') },
  { name: 'it_director', email: 'it@acme.test', tenant: 'acme', principal: p('it_director') },
  { name: 'admin', email: 'admin@acme.test', tenant: 'acme', principal: p('admin') },
  {
    name: 'principal admin',
    email: 'superadmin@admin.test',
    tenant: 'admin',
    principal: { role: 'admin', isSuperAdmin: true, isPlatformAdmin: true },
  },
  // Issue 17: a read-only API key of acme (its token is made below); role keys are a session of their role
  // (tests/api/api-keys.test.ts compares their permissions).
  { name: 'read-only API key', principal: { ...p('admin'), readOnly: true } },
];
function p(role: Principal['role']): Principal {
  return { role, isSuperAdmin: false, isPlatformAdmin: false };
}
/** Operations on the caller's own session. */
const SELF_ONLY = new Set(['login', 'logout', 'changePassword']);

const tokens = new Map<string, string | null>();
/** Per node type, the id an operation is aimed at: decoys for users and tenants, so no attacker is deleted. */
const targetIds = new Map<string, number>();

/** A nonexistent id: what a route without a known subject is aimed at (a delete there removes nothing). */
const NO_SUCH_ID = 2_000_000_000;

/** Ids of the acme tenant's rows, per model; users and tenants are fresh decoys (never a demo account). */
async function loadTargets(label: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const prisma = t.app.database.platform;
  const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const decoyTenant = await prisma.tenant.create({
    data: { shortName: `decoy${label}`, fullName: `Decoy ${label} S.r.l.` },
  });
  const decoyUser = await prisma.user.create({
    data: {
      tenantId: acme.id,
      email: `decoy${label}@acme.test`,
      passwordHash: 'x',
      firstName: 'De',
      lastName: 'Coy',
      role: 'procurement',
    },
  });
  ids.set('Tenant', decoyTenant.id);
  ids.set('User', decoyUser.id);
  const models = [
    'offer',
    'order',
    'invoice',
    'payment',
    'contract',
    'product',
    'supplier',
    'costCenter',
    'offerRecipient',
    'offerDocument',
    'registrationRequest',
    'invoiceAttachment',
    'paymentRun',
    'apiKey',
    'webhookEndpoint',
    'webhookDelivery',
    // Issue 18.
    'budget',
  ] as const;
  for (const model of models) {
    const delegate = (prisma as unknown as Record<string, { findFirst(a: unknown): Promise<{ id: number } | null> }>)[
      model
    ]!;
    const row = await delegate.findFirst(model === 'registrationRequest' ? {} : { where: { tenantId: acme.id } });
    if (row) ids.set(model[0]!.toUpperCase() + model.slice(1), row.id);
  }
  return ids;
}

const t = await appForFile();
// Issue 16: an open payment run of acme for the run operations to aim at.
await openRun(t, 'acme', await t.login('finance@acme.test', 'acme'));
// Issue 18: a budget of acme for the budget operations to aim at.
{
  const center = await t.app.database.platform.costCenter.findFirstOrThrow({
    where: { tenant: { shortName: 'acme' } },
  });
  await t.app.database.platform.budget.create({
    data: { tenantId: center.tenantId, costCenterId: center.id, year: 2030, amount: '1000.00' },
  });
}
for (const [model, id] of await loadTargets('')) targetIds.set(model, id);
for (const role of ROLES) tokens.set(role.name, role.email ? await t.login(role.email, role.tenant!) : null);

// Issue 17: the API keys the matrix calls with (their own rate limit is not what it tests), and a decoy
// key of acme made first, so the revoke calls aim at it (loadTargets takes acme's first row).
t.app.config.apiKeyRateLimit = 1_000_000;
{
  const acmeAdmin = tokens.get('admin')!;
  const made = async (name: string, role: string) =>
    (await t.rest('POST', 'api-keys.php', { name, role }, acmeAdmin)).body as { id: number; key: string };
  const decoy = await made('matrix decoy', 'read_only');
  targetIds.set('ApiKey', decoy.id);
  tokens.set('read-only API key', (await made('matrix read-only', 'read_only')).key);
  // A webhook endpoint of acme with one delivery, for the webhooks.php calls to aim at.
  const tenantId = (await t.app.database.platform.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
  const endpoint = await t.app.database.platform.webhookEndpoint.create({
    data: { tenantId, url: 'https://203.0.113.10/hook', events: ['offer.created'], secret: 'whsec_matrix' },
  });
  const delivery = await t.app.database.platform.webhookDelivery.create({
    data: { tenantId, endpointId: endpoint.id, eventId: 'evt_matrix', eventType: 'offer.created', body: {} },
  });
  // Issue 17 point 7 (lane E2): the webhook GraphQL operations aim at these too.
  targetIds.set('WebhookEndpoint', endpoint.id);
  targetIds.set('WebhookDelivery', delivery.id);
}
/** Issue 17: calls on the caller's own password, which an API key (acting as its creator) never makes. */
const SESSION_ONLY_REST = new Set(['auth.php POST change password']);

function restRequirement(requires: RestRequirement): Requirement {
  if (requires === 'public' || requires === 'authenticated') return { kind: requires };
  return { kind: 'any', permissions: [requires] };
}

function expected(requirement: Requirement, principal: Principal | null): boolean {
  switch (requirement.kind) {
    case 'public':
      return true;
    case 'authenticated':
      return principal !== null;
    case 'superAdmin':
      return principal?.isSuperAdmin ?? false;
    case 'any':
      return requirement.permissions.some((perm) => can(principal, perm));
  }
}

/** The node type an operation is about: the longest type name inside the operation's name. */
function subjectType(op: Operation): string {
  const names = [...targetIds.keys()].sort((a, b) => b.length - a.length);
  return names.find((n) => op.name.toLowerCase().includes(n.toLowerCase())) ?? 'Offer';
}

function variablesFor(op: Operation): Record<string, unknown> {
  const type = subjectType(op);
  const id = targetIds.get(type) ?? 1;
  const valueFor = (name: string, leaf: GraphQLNamedType): unknown => {
    // A variable carries the enum's name (ASC), not its internal value ('asc'): else a 400 passes for allowed.
    if (isEnumType(leaf)) return leaf.getValues()[0]?.name;
    if (leaf.name === 'ID') return encodeGlobalID(type, id);
    if (leaf.name === 'Int') return /id$/i.test(name) ? id : 5;
    if (leaf.name === 'Boolean') return false;
    if (leaf.name === 'Decimal') return '10.00';
    if (leaf.name === 'Date') return '2030-01-15';
    if (leaf.name === 'DateTime') return '2030-01-15T10:00:00Z';
    if (leaf.name === 'Upload') return null;
    return 'matrix';
  };
  const variables: Record<string, unknown> = {};
  for (const arg of op.field.args) variables[arg.name] = inputValue(arg.type, arg.name, valueFor);
  // A list of uploads (importEInvoices) cannot hold a null upload: send none, the call still reaches authorization.
  for (const arg of op.field.args) if (/^\[Upload!\]/.test(arg.type.toString())) variables[arg.name] = [];
  return variables;
}

function refused(body: unknown): boolean {
  const text = JSON.stringify(body);
  return (
    /"__typename":"(ForbiddenError|UnauthenticatedError)"/.test(text) ||
    /"code":"(FORBIDDEN|UNAUTHENTICATED)"/.test(text)
  );
}

describe('role matrix', () => {
  it('every operation declares who may call it', () => {
    const undeclared = declaredOperations(schema)
      .filter((d) => d.requirement === null)
      .map((d) => d.op.name);
    expect(undeclared).toEqual([]);
  });

  it('every operation x every role matches the permission table', async () => {
    const mismatches: string[] = [];
    let checks = 0;
    const operations = declaredOperations(schema).filter((d) => d.requirement && !SELF_ONLY.has(d.op.name));
    // Queries first, then mutations: a mutation may change what a later query sees, never who may call it.
    for (const { op, requirement } of operations.sort((a, b) =>
      a.op.kind === b.op.kind ? 0 : a.op.kind === 'query' ? -1 : 1,
    )) {
      for (const role of ROLES) {
        const res = await t.gql(operationDocument(schema, op, true), variablesFor(op), tokens.get(role.name));
        checks += 1;
        const allowed = !refused(res);
        if (allowed !== expected(requirement!, role.principal)) {
          mismatches.push(
            `${op.kind} ${op.name} as ${role.name}: ${allowed ? 'allowed' : 'refused'}, table says ${allowed ? 'refused' : 'allowed'}`,
          );
        }
      }
    }
    console.log(
      `[role matrix] operations=${operations.length} roles=${ROLES.length} checks=${checks} mismatches=${mismatches.length}`,
    );
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('every REST route and method declares who may call it (api/src/rest/route-permissions.ts)', () => {
    const problems: string[] = [];
    for (const [route, endpoint] of Object.entries(restRoutes)) {
      for (const method of Object.keys(endpoint) as RestMethod[]) {
        if (!restRoutePermissions[route]?.methods[method]?.length) problems.push(`${method} ${route}: undeclared`);
      }
    }
    for (const [route, declaration] of Object.entries(restRoutePermissions)) {
      for (const method of Object.keys(declaration.methods) as RestMethod[]) {
        if (!restRoutes[route]?.[method]) problems.push(`${method} ${route}: declared, but no such route`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every REST route x method x action x role matches the permission table', async () => {
    const targets = await loadTargets('rest');
    const contractFile =
      (
        await t.app.database.platform.contract.findFirst({
          where: { tenant: { shortName: 'acme' }, attachmentKey: { not: null } },
          select: { attachmentKey: true },
        })
      )?.attachmentKey ?? 'contracts/matrix.pdf';
    const resolve = (value: unknown, subject: string | undefined): unknown => {
      if (typeof value !== 'string' || !value.startsWith(':')) return value;
      const name = value.slice(1);
      if (name === 'file') return contractFile;
      if (name === 'otherTenant') return 'globex';
      return targets.get(name === 'id' ? (subject ?? '') : name) ?? NO_SUCH_ID;
    };
    /** Bodies a few actions need to get past validation to the check that matters. */
    const FIXTURES: Record<string, Record<string, unknown>> = {
      'users.php POST create in another tenant': {
        email: 'matrix-other@globex.test',
        password: 'matrix123',
        nome: 'Ma',
        cognome: 'Trix',
        ruolo: 'procurement',
      },
    };
    const ORDER: RestMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
    const mismatches: string[] = [];
    let checks = 0;
    let methods = 0;
    let actions = 0;
    const calls: { route: string; method: RestMethod; action: RestAction; subject?: string }[] = [];
    for (const method of ORDER) {
      for (const [route, endpoint] of Object.entries(restRoutes)) {
        if (!endpoint[method]) continue;
        methods += 1;
        const declaration = restRoutePermissions[route];
        for (const action of declaration?.methods[method] ?? []) {
          calls.push({ route, method, action, subject: declaration!.subject });
        }
      }
    }
    // Queries first, then creates, updates and deletes: a write may change what a later call finds, never who may make it.
    for (const { route, method, action, subject } of calls) {
      actions += 1;
      const query = new URLSearchParams();
      const queryFields = { ...(method === 'PUT' || method === 'DELETE' ? { id: ':id' } : {}), ...action.query };
      for (const [key, value] of Object.entries(queryFields)) query.set(key, String(resolve(value, subject)));
      const bodyFields: Record<string, unknown> = {
        id: ':id',
        offer_id: ':Offer',
        supplier: 'no such supplier',
        cost_center: 'NO-SUCH-CODE',
        ...FIXTURES[`${route} ${method} ${action.action}`],
        ...action.body,
      };
      const body = Object.fromEntries(Object.entries(bodyFields).map(([k, v]) => [k, resolve(v, subject)]));
      const path = `${route}${query.size ? `?${query}` : ''}`;
      for (const role of ROLES) {
        let token = tokens.get(role.name) ?? null;
        if (action.selfOnly && role.email) token = await t.login(role.email, role.tenant!);
        let status: number;
        if (action.multipart) {
          const form = new FormData();
          form.set('offer_id', String(body.offer_id));
          form.set('price', '10.00');
          form.set('file', new Blob(['not a pdf'], { type: 'application/pdf' }), 'matrix.pdf');
          const response = await fetch(`${t.baseUrl}/api/${path}`, {
            method,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            body: form,
          });
          await response.arrayBuffer();
          status = response.status;
        } else {
          status = (await t.rest(method, path, method === 'GET' || method === 'DELETE' ? undefined : body, token))
            .status;
        }
        checks += 1;
        const label = `${method} ${route} (${action.action}) as ${role.name}: ${status}`;
        if (status >= 500) {
          mismatches.push(`${label}, a server error`);
          continue;
        }
        const allowed = status !== 401 && status !== 403;
        const keyCall = role.name.endsWith('API key') && SESSION_ONLY_REST.has(`${route} ${method} ${action.action}`);
        if (allowed !== (!keyCall && expected(restRequirement(action.requires), role.principal))) {
          mismatches.push(`${label}, table says ${allowed ? 'refused' : 'allowed'}`);
        }
      }
    }
    console.log(
      `[role matrix REST] routes=${Object.keys(restRoutes).length} methods=${methods} actions=${actions} roles=${ROLES.length} checks=${checks} mismatches=${mismatches.length}`,
    );
    expect(mismatches).toEqual([]);
  }, 600_000);
});

/**
 * Issue 12, points 10 and 11, attacked the way a caller would: over GraphQL and the legacy shims.
 * 10: one admin never gives both approval steps of one offer, invoice or contract while the tenant's
 * segregation of duties is on; only a tenant's admins switch it, for their own tenant, audited.
 * 11: a platform admin who is not the principal admin cannot set another tenant's users' passwords.
 */
describe('issue 12: segregation of duties and passwords across tenants', () => {
  const SWITCH = `mutation ($on: Boolean!) { updateTenantPolicy(input: { segregationOfDuties: $on }) { __typename
    ... on Error { message } ... on MutationUpdateTenantPolicySuccess { data { tenant { shortName segregationOfDuties } } } } }`;
  const approveMutation = (field: string) =>
    `mutation ($id: ID!) { ${field}(input: { id: $id }) { __typename ... on Error { message } } }`;
  const KINDS = [
    { type: 'Offer', field: 'approveOffer', route: 'offers.php' },
    { type: 'Invoice', field: 'approveInvoice', route: 'invoices.php' },
    { type: 'Contract', field: 'approveContract', route: 'contracts.php' },
  ] as const;

  /** A pending document of the kind in acme, straight in the database. */
  async function pending(type: (typeof KINDS)[number]['type'], tenantId: number, supplierId: number): Promise<number> {
    const prisma = t.app.database.platform;
    const createdById = (await prisma.user.findFirstOrThrow({ where: { email: 'procurement@acme.test', tenantId } }))
      .id;
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    if (type === 'Offer') {
      return (
        await prisma.offer.create({
          data: { tenantId, title: `SoD ${stamp}`, date: new Date(), supplierId, totalAmount: '10.00', createdById },
        })
      ).id;
    }
    if (type === 'Invoice') {
      return (
        await prisma.invoice.create({
          data: {
            tenantId,
            invoiceNumber: `SOD-${stamp}`,
            supplierId,
            invoiceDate: new Date(),
            dueDate: new Date(),
            netAmount: '10.00',
            vatAmount: '2.20',
            totalAmount: '12.20',
          },
        })
      ).id;
    }
    return (await prisma.contract.create({ data: { tenantId, contractName: `SoD ${stamp}`, supplierId } })).id;
  }

  it('an admin gives one step of an offer, invoice or contract, never both; the switch is their own tenant’s, audited', async () => {
    const prisma = t.app.database.platform;
    const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const globex = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'globex' } });
    // The generic matrix above may have switched it; start from off to see the admin switch it on.
    await prisma.tenant.update({ where: { id: acme.id }, data: { segregationOfDuties: false } });
    for (const role of ['procurement', 'finance', 'it_director']) {
      const refused = await t.gql<any>(SWITCH, { on: true }, tokens.get(role));
      expect(refused.data.updateTenantPolicy.__typename, role).toBe('ForbiddenError');
    }
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: acme.id } })).segregationOfDuties).toBe(false);
    const on = await t.gql<any>(SWITCH, { on: true }, tokens.get('admin'));
    expect(on.data.updateTenantPolicy.data.tenant).toEqual({ shortName: 'acme', segregationOfDuties: true });
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: globex.id } })).segregationOfDuties).toBe(
      globex.segregationOfDuties,
    );
    const adminId = (await prisma.user.findFirstOrThrow({ where: { email: 'admin@acme.test' } })).id;
    const switched = await prisma.auditLog.findFirstOrThrow({
      where: { entityType: 'Tenant', entityId: acme.id, action: 'policy' },
      orderBy: { id: 'desc' },
    });
    expect(switched).toMatchObject({ actorId: adminId, changes: { segregationOfDuties: [false, true] } });

    const supplierId = (await prisma.supplier.findFirstOrThrow({ where: { tenantId: acme.id } })).id;
    for (const kind of KINDS) {
      const id = await pending(kind.type, acme.id, supplierId);
      const gql = () =>
        t.gql<any>(approveMutation(kind.field), { id: encodeGlobalID(kind.type, id) }, tokens.get('admin'));
      expect((await gql()).data[kind.field].__typename, kind.type).toMatch(/^Mutation.*Success$/);
      expect((await gql()).data[kind.field], kind.type).toEqual({
        __typename: 'ForbiddenError',
        message: SEGREGATION_MESSAGE,
      });
      const rest = await t.rest('PUT', `${kind.route}?id=${id}`, { action: 'approve' }, tokens.get('admin'));
      expect(rest, kind.type).toMatchObject({ status: 403, body: { success: false, error: SEGREGATION_MESSAGE } });
      const delegate = (prisma as unknown as Record<string, { findUniqueOrThrow(a: object): Promise<any> }>)[
        kind.type.toLowerCase()
      ]!;
      expect(await delegate.findUniqueOrThrow({ where: { id } }), kind.type).toMatchObject({
        status: 'approved_finance',
        approvedByFinanceId: adminId,
        approvedByItId: null,
      });
      // Another person completes it.
      const it = await t.rest('PUT', `${kind.route}?id=${id}`, { action: 'approve' }, tokens.get('it_director'));
      expect(it.status, kind.type).toBe(200);
    }
  });

  it("only the principal admin sets the password of another tenant's user (GraphQL and REST)", async () => {
    const prisma = t.app.database.platform;
    const platformAdmin = await createPlatformAdmin(t, tokens.get('principal admin')!, 'ops.matrix@admin.test');
    const victim = await prisma.user.findFirstOrThrow({
      where: { email: 'admin@globex.test', tenant: { shortName: 'globex' } },
    });
    const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { __typename ... on Error { message } } }`;
    const input = (password: string) => ({
      id: encodeGlobalID('User', String(victim.id)),
      email: victim.email,
      firstName: victim.firstName,
      lastName: victim.lastName,
      role: victim.role,
      password,
    });
    const gql = await t.gql<any>(UPDATE, { input: input('taken0ver') }, platformAdmin);
    expect(gql.data.updateUser.__typename).toBe('ForbiddenError');
    const body = { email: victim.email, nome: victim.firstName, cognome: victim.lastName, ruolo: victim.role };
    const rest = await t.rest('PUT', `users.php?id=${victim.id}`, { ...body, password: 'taken0ver' }, platformAdmin);
    expect(rest.status).toBe(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).passwordHash).toBe(victim.passwordHash);
    // A tenant admin cannot even reach another tenant's user; the principal admin may set the password.
    const acmeAdmin = await t.rest(
      'PUT',
      `users.php?id=${victim.id}`,
      { ...body, password: 'taken0ver' },
      tokens.get('admin'),
    );
    expect(acmeAdmin.status).toBe(404);
    const principal = await t.gql<any>(UPDATE, { input: input('principal1') }, tokens.get('principal admin'));
    expect(principal.data.updateUser.__typename).toBe('MutationUpdateUserSuccess');
    await expect(t.login('admin@globex.test', 'globex', 'principal1')).resolves.toEqual(expect.any(String));

    // Creating an account elsewhere hands over its initial password too: the same rule.
    const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { __typename } }`;
    const person = { email: 'matrix.backdoor@globex.test', firstName: 'B', lastName: 'D', role: 'admin' };
    const made = await t.gql<any>(
      CREATE,
      { input: { ...person, password: 'taken0ver', tenant: 'globex' } },
      platformAdmin,
    );
    expect(made.data.createUser.__typename).toBe('ForbiddenError');
    const restMade = await t.rest(
      'POST',
      'users.php',
      { email: person.email, nome: 'B', cognome: 'D', ruolo: 'admin', password: 'taken0ver', tenant: 'globex' },
      platformAdmin,
    );
    expect(restMade.status).toBe(403);
    expect(await prisma.user.count({ where: { email: person.email } })).toBe(0);
    const byPrincipal = await t.gql<any>(
      CREATE,
      { input: { ...person, password: 'principal1', tenant: 'globex' } },
      tokens.get('principal admin'),
    );
    expect(byPrincipal.data.createUser.__typename).toBe('MutationCreateUserSuccess');
  });
});

// ---- Issue 17 point 2 (lane C): a document's `history` field, for exactly the roles that see the document. ----
describe('issue 17: history follows the document’s own view permission', () => {
  const VIEW: Record<string, Parameters<typeof can>[1]> = {
    Offer: 'offer.view',
    Order: 'order.view',
    Invoice: 'invoice.view',
    Contract: 'contract.view',
    Payment: 'payment.view',
    PaymentRun: 'paymentRun.view',
    Supplier: 'supplier.view',
  };

  it('every history type x every role of the tenant', async () => {
    const mismatches: string[] = [];
    for (const [type, view] of Object.entries(VIEW)) {
      const id = targetIds.get(type);
      expect(id, type).toBeDefined();
      for (const role of ROLES.filter((r) => r.tenant === 'acme')) {
        const res = await t.gql<any>(
          `query ($id: ID!) { node(id: $id) { ... on ${type} { history { action label } } } }`,
          { id: encodeGlobalID(type, id!) },
          tokens.get(role.name),
        );
        const allowed = Array.isArray(res.data?.node?.history);
        if (allowed !== can(role.principal, view)) mismatches.push(`${type} history as ${role.name}: ${allowed}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

// Issue 17 point 4: the live counts subscription (SSE) is outside the query/mutation sweep above.
describe('issue 17: the liveCounts subscription x every role', () => {
  it('streams to whoever the permission table allows (notification.view), refuses the rest', async () => {
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const stream = await openLive(`${t.baseUrl}/graphql`, tokens.get(role.name) ?? null);
      try {
        const first = await stream.next();
        const allowed = first.data?.liveCounts !== undefined && !refused(first);
        if (allowed !== can(role.principal, 'notification.view')) mismatches.push(`liveCounts as ${role.name}`);
      } finally {
        stream.close();
      }
    }
    expect(mismatches).toEqual([]);
  });
});

// ---- Issue 17, lane outbox: e-mail preferences and password reset ----
describe('e-mail preference and password reset by role (issue 17)', () => {
  it('every signed-in role reads and sets its own e-mail preference; anonymous may not; reset is public', async () => {
    // A person's preference: an API key (no person behind the request) is held to the permission table by
    // the sweep above, which refuses it the write.
    for (const role of ROLES.filter((r) => !r.name.endsWith('API key'))) {
      const token = tokens.get(role.name) ?? null;
      const res = await t.gql<any>('{ emailEnabled viewer { emailNotifications } }', {}, token);
      expect(res.data.emailEnabled, role.name).toBe(false);
      if (token) expect(res.data.viewer.emailNotifications, role.name).toMatch(/^(immediately|daily_digest|off)$/);
      else expect(res.data.viewer, role.name).toBeNull();
      const set = await t.gql<any>('mutation { setEmailNotifications(mode: immediately) { __typename } }', {}, token);
      expect(set.data.setEmailNotifications.__typename, role.name).toBe(
        token ? 'MutationSetEmailNotificationsSuccess' : 'UnauthenticatedError',
      );
    }
    const reset = await t.rest('POST', 'auth.php', {
      action: 'request_password_reset',
      tenant: 'acme',
      email: 'nobody@acme.test',
    });
    expect(reset.status).toBe(200);
  });
});
