import { encodeGlobalID } from '@pothos/plugin-relay';
import { isEnumType, type GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../api/src/rest/routes.ts';
import { restUses } from '../../api/src/rest/route-permissions.ts';
import { xlsxSheet } from '../api/exports-support.ts';
import { schema } from '../../api/src/schema.ts';
import { today } from '../../api/src/shared/calendar.ts';
import { historyTypeOfEntity } from '../../api/src/modules/audit/history-kinds.ts';
import { testDatabaseKind } from '../setup/database.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { inputValue, listOperations, operationDocument, type Operation } from './support/operations.ts';
import { loadVictims, snapshot, type Victims } from './support/victims.ts';
import { openRun } from '../api/payment-runs-support.ts';

/**
 * Tenant A (acme) signed in with each role attacks tenant B (globex) through every root field of the
 * schema and every /api route, by global id, raw id and filter. Run twice: with the API-level tenant
 * filter, and with it switched off so that row-level security alone must stop every leak.
 */
const ATTACKERS = ['procurement@acme.test', 'finance@acme.test', 'it@acme.test', 'admin@acme.test'];
/** Operations on the caller's own session: attacking them only logs the attacker out. */
const SELF_ONLY = new Set(['login', 'logout', 'changePassword', 'requestRegistration']);
const MODEL_OF_TABLE: Record<string, string> = { CostCenter: 'CostCenter', OfferRecipient: 'OfferRecipient' };

/** Issue 18: the victim's budget amount, found in no other row. */
const BUDGET_MARKER = '987654.32';
const BUDGET_YEAR = today().getUTCFullYear();

let t: TestApp;
let victims: Victims;
let tokens: string[];

beforeAll(async () => {
  t = await startTestApp();
  // A PDF uploaded to one of the victim's pending invoices: the one kind of attachment that may be removed.
  const prisma = t.app.database.platform;
  const invoice = await prisma.invoice.findFirstOrThrow({
    where: { tenant: { shortName: 'globex' }, status: 'pending' },
  });
  const key = await t.app.storage.put(prisma, invoice.tenantId, 'invoices', Buffer.from('%PDF-1.4\n%%EOF\n'), true);
  await prisma.invoiceAttachment.create({
    data: {
      tenantId: invoice.tenantId,
      invoiceId: invoice.id,
      fileName: 'globex.pdf',
      storageKey: key,
      fileSize: 15,
      source: 'upload',
    },
  });
  // Issue 16: the victim has a payment run (its file names its suppliers' IBANs).
  await openRun(t, 'globex', await t.login('finance@globex.test', 'globex'));
  // The victim's order numbers in a shape the attacker's own suggestedOrderNumber (ORD-{year}-{100..999},
  // free in the attacker's tenant) can never produce: a chance equal number would read as a leak.
  await t.app.database.platform.$executeRaw`
    UPDATE "Order" SET "orderNumber" = 'ORD-VICTIM-' || id WHERE "tenantId" = (SELECT id FROM "Tenant" WHERE "shortName" = 'globex')`;
  // Issue 17 point 4: the victim's users have notifications (a victim's offer awaits their approval).
  const victimFinance = await prisma.user.findFirstOrThrow({ where: { email: 'finance@globex.test' } });
  await prisma.notification.create({
    data: {
      tenantId: victimFinance.tenantId,
      userId: victimFinance.id,
      kind: 'approval_needed',
      documentType: 'offer',
      documentId: 1,
      title: 'Offerta «Riservata Globex» da approvare',
      link: '/offers/1',
    },
  });

  // Issue 18 (budgets): the victim's budget, for this year and with an amount no other row has.
  const globexCenter = await prisma.costCenter.findFirstOrThrow({ where: { tenant: { shortName: 'globex' } } });
  await prisma.budget.create({
    data: { tenantId: globexCenter.tenantId, costCenterId: globexCenter.id, year: BUDGET_YEAR, amount: BUDGET_MARKER },
  });
  victims = await loadVictims(t.app.database.platform, 'globex', 'acme');
  victims.markers.push(BUDGET_MARKER);
  tokens = await Promise.all(ATTACKERS.map((email) => t.login(email, 'acme')));
});
afterAll(async () => {
  delete process.env.TENANT_FILTER;
  await t?.close();
});

/** An export's content as text: a CSV as it is, an .xlsx's cells read back (its XML is compressed). */
async function exportedText(path: string, token: string): Promise<string> {
  const response = await fetch(`${t.baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.headers.get('content-type')?.includes('spreadsheetml')) return bytes.toString('utf8');
  const sheet = await xlsxSheet(bytes);
  const cells: unknown[] = [];
  sheet.eachRow((row) => cells.push(row.values));
  return JSON.stringify(cells);
}

/** Pairs of (global id, raw id) of the victim's rows, one or two per table. */
function targets(): { gid: string; raw: number; type: string }[] {
  const nodeTypes = new Set(Object.keys(schema.getTypeMap()));
  const out: { gid: string; raw: number; type: string }[] = [];
  for (const [table, ids] of victims.ids) {
    const typeName = MODEL_OF_TABLE[table] ?? table;
    for (const raw of ids.slice(0, 1))
      out.push({ gid: nodeTypes.has(typeName) ? encodeGlobalID(typeName, raw) : String(raw), raw, type: typeName });
  }
  return out;
}

function variablesFor(op: Operation, target: { gid: string; raw: number }): Record<string, unknown> {
  const valueFor = (name: string, type: GraphQLNamedType): unknown => {
    if (isEnumType(type)) return type.getValues()[0]?.name;
    switch (type.name) {
      case 'ID':
        return target.gid;
      case 'Int':
        return /id$/i.test(name) ? target.raw : 5;
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'Decimal':
        return '10.00';
      case 'Date':
        return '2030-01-15';
      case 'DateTime':
        return '2030-01-15T10:00:00Z';
      case 'Upload':
        return null;
      default:
        return /search|number|name|code|title/i.test(name) ? (victims.markers[0]?.slice(0, 4) ?? 'x') : 'attack';
    }
  };
  const variables: Record<string, unknown> = {};
  for (const arg of op.field.args) variables[arg.name] = inputValue(arg.type, arg.name, valueFor);
  // A list of uploads (importEInvoices) cannot hold a null upload: send none.
  for (const arg of op.field.args) if (/^\[Upload!\]/.test(arg.type.toString())) variables[arg.name] = [];
  return variables;
}

interface Sweep {
  attempts: number;
  leaks: string[];
}

async function sweep(attackers: string[]): Promise<Sweep> {
  const result: Sweep = { attempts: 0, leaks: [] };
  const ops = listOperations(schema).filter((op) => !SELF_ONLY.has(op.name));
  const all = targets();
  const check = (label: string, text: string) => {
    result.attempts += 1;
    const found =
      victims.markers.find((m) => text.includes(m)) ?? all.find((x) => x.gid.length > 8 && text.includes(x.gid))?.gid;
    if (found) result.leaks.push(`${label}: ${found}`);
  };
  for (const token of attackers) {
    // One request per distinct document and variables: an operation whose arguments name no id asks the
    // same thing whatever the target, and asking it forty times more finds nothing new.
    const asked = new Set<string>();
    for (const op of ops) {
      const perTarget = op.field.args.length ? all : all.slice(0, 1);
      for (const target of perTarget) {
        const document = operationDocument(schema, op, false, target.type);
        const variables = variablesFor(op, target);
        const key = `${document}\n${JSON.stringify(variables)}`;
        if (asked.has(key)) continue;
        asked.add(key);
        const res = await t.gql(document, variables, token);
        check(`${op.kind} ${op.name} ${target.gid}`, JSON.stringify(res));
      }
    }
    for (const [route, endpoint] of Object.entries(restRoutes)) {
      for (const method of Object.keys(endpoint)) {
        for (const target of all) {
          const query = `?id=${target.raw}&offer_id=${target.raw}&order_id=${target.raw}&download=1&file=${encodeURIComponent(
            'offers/../../etc/passwd',
          )}`;
          const body =
            method === 'GET' || method === 'DELETE' ? undefined : { id: target.raw, action: 'approve', status: 'sent' };
          const res = await t.rest(method, `${route}${query}`, body, token);
          check(`${method} ${route} ${target.raw}`, JSON.stringify(res.body));
        }
      }
    }
    // Issue 14: an invoice's files and its link to an order, by the victim's raw ids.
    for (const target of all) {
      for (const path of [`invoices.php?attachment=${target.raw}`, `invoices.php?id=${target.raw}&original=1`]) {
        check(`GET ${path}`, JSON.stringify((await t.rest('GET', path, undefined, token)).body));
      }
      const link = await t.rest('PUT', `invoices.php?id=${target.raw}`, { link_order_id: target.raw }, token);
      check(`PUT invoices.php link ${target.raw}`, JSON.stringify(link.body));
    }
    // Issue 18: every list's export, as CSV and as Excel (read back, it is compressed), filtered by the
    // victim's ids too; and the purchase order PDF of the victim's orders (refused before any byte).
    for (const use of restUses().filter((u) => u.query?.format)) {
      for (const target of [null, ...all]) {
        const filter = target ? `&supplier_id=${target.raw}&order_id=${target.raw}&search=${target.raw}` : '';
        const path = `${use.route}?format=${use.query!.format}${filter}`;
        check(`GET ${path}`, await exportedText(path, token));
      }
    }
    for (const raw of victims.ids.get('Order') ?? []) {
      const pdf = await t.rest('GET', `orders.php?id=${raw}&pdf=1`, undefined, token);
      result.attempts += 1;
      // Refused (404 while the session lives; an earlier attack on auth.php may have ended it: 401).
      if (pdf.status < 400) result.leaks.push(`GET orders.php?id=${raw}&pdf=1: ${pdf.status}`);
    }
    // Issue 18 (points 5-6, spend analytics): every grouping over all time, GraphQL and REST; the
    // victim's suppliers and cost centers would show up as labels.
    for (const group of ['month', 'supplier', 'cost_center', 'vat_rate']) {
      const path = `spend.php?group_by=${group}&from=1900-01-01&to=2200-12-31`;
      check(`GET ${path}`, JSON.stringify((await t.rest('GET', path, undefined, token)).body));
      const range = { groupBy: group.toUpperCase(), from: '1900-01-01', to: '2200-12-31' };
      const spend = await t.gql(
        'query ($groupBy: SpendGroupBy!, $from: Date!, $to: Date!) { spend(groupBy: $groupBy, from: $from, to: $to) { key label net total count } payablesAgeing { bucket total count } approvalLeadTime(from: $from, to: $to) { month offerCount invoiceCount } }',
        range,
        token,
      );
      check(`spend ${group}`, JSON.stringify(spend));
    }
    // Issue 18: the budget lists of the year the victim has a budget for (the sweep's year is not one).
    for (const path of [`budgets.php?year=${BUDGET_YEAR}`, 'budgets.php']) {
      check(`GET ${path}`, JSON.stringify((await t.rest('GET', path, undefined, token)).body));
    }
    const budgets = await t.gql(
      'query ($y: Int!) { budgets(year: $y) { id amount costCenterCode } }',
      { y: BUDGET_YEAR },
      token,
    );
    check(`budgets(year: ${BUDGET_YEAR})`, JSON.stringify(budgets));
    // Every attachment of the victim's, the removable uploaded one included, by raw id.
    for (const id of victims.ids.get('InvoiceAttachment') ?? []) {
      const removal = await t.rest('DELETE', `invoices.php?attachment=${id}`, undefined, token);
      check(`DELETE invoices.php?attachment=${id}`, JSON.stringify(removal.body));
      const gql = await t.gql(
        'mutation ($input: RemoveInvoiceAttachmentInput!) { removeInvoiceAttachment(input: $input) { __typename } }',
        { input: { attachmentId: String(id) } },
        token,
      );
      check(`removeInvoiceAttachment ${id}`, JSON.stringify(gql));
    }
  }
  return result;
}

describe('tenant isolation sweep', () => {
  it("the detector sees the victim's data when the victim asks (positive control)", async () => {
    const own = await t.login('admin@globex.test', 'globex');
    const offerId = victims.ids.get('Offer')![0]!;
    const res = await t.gql(
      operationDocument(
        schema,
        listOperations(schema).find((o) => o.name === 'node')!,
        false,
        'Offer',
      ),
      { id: encodeGlobalID('Offer', offerId) },
      own,
    );
    expect(JSON.stringify(res)).toContain('"__typename":"Offer"');
    expect(victims.markers.some((m) => JSON.stringify(res).includes(m))).toBe(true);
  });

  // The API filter is the same code on either database: the PostgreSQL pass spends its time on the
  // backstop that differs there (row-level security enforced by a real server), the PGlite pass on both.
  const modes = ['API filter and row-level security', 'row-level security alone'] as const;
  for (const mode of testDatabaseKind === 'postgres' ? modes.slice(1) : modes) {
    it(`leaks and changes nothing of another tenant (${mode})`, async () => {
      if (mode === 'row-level security alone') process.env.TENANT_FILTER = 'off';
      const before = await snapshot(t.app.database.platform, victims.tenantId);
      // Row-level security is keyed on the tenant, not the role: procurement and admin (who between
      // them may call every operation) suffice there; the API filter is attacked with every role.
      const result = await sweep(mode === 'row-level security alone' ? [tokens[0]!, tokens[3]!] : tokens);
      const after = await snapshot(t.app.database.platform, victims.tenantId);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      console.log(
        `[isolation: ${mode}] attempts=${result.attempts} leaks=${result.leaks.length} changed tables=${changed.length}`,
      );
      expect(victims.markers.length).toBeGreaterThan(10);
      expect(result.leaks).toEqual([]);
      expect(changed).toEqual([]);
      expect(result.attempts).toBeGreaterThanOrEqual(1000);
    }, 600_000);
  }
});

// ---- Issue 17 points 1 and 2 (lane C): the approvals inbox and the documents' history. ----
describe('issue 17: inbox and history across tenants', () => {
  it("reads no other tenant's history, lists none of its documents, and decides none of them", async () => {
    const admin = tokens[3]!;
    const before = await snapshot(t.app.database.platform, victims.tenantId);
    for (const [table, type] of Object.entries(historyTypeOfEntity)) {
      for (const raw of (victims.ids.get(table) ?? []).slice(0, 2)) {
        const rest = await t.rest('GET', `history.php?type=${type}&id=${raw}`, undefined, admin);
        expect({ table, raw, status: rest.status }).toEqual({ table, raw, status: 404 });
        const node = await t.gql<any>(
          `query ($id: ID!) { node(id: $id) { ... on ${table} { history { actor action } } } }`,
          { id: encodeGlobalID(table, raw) },
          admin,
        );
        expect(node.data?.node ?? null).toBeNull();
      }
    }
    const listed = JSON.stringify([
      (await t.rest('GET', 'inbox.php', undefined, admin)).body,
      await t.gql('{ approvalInbox { documentId title } }', {}, admin),
    ]);
    expect(victims.markers.filter((m) => listed.includes(m))).toEqual([]);
    const items = (['Offer', 'Invoice', 'Contract'] as const).flatMap((table) =>
      (victims.ids.get(table) ?? [])
        .slice(0, 3)
        .map((raw) => ({ type: table.toLowerCase(), id: encodeGlobalID(table, raw) })),
    );
    for (const decision of ['approve', 'reject']) {
      const res = await t.gql<any>(
        `mutation ($input: DecideInboxItemsInput!) { decideInboxItems(input: $input) {
           ... on MutationDecideInboxItemsSuccess { data { results { ok message } } } } }`,
        { input: { decision, reason: 'attack', items } },
        admin,
      );
      const results = res.data.decideInboxItems.data.results as { ok: boolean }[];
      expect(results.length).toBe(items.length);
      expect(results.filter((r) => r.ok)).toEqual([]);
    }
    expect(await snapshot(t.app.database.platform, victims.tenantId)).toEqual(before);
  });
});

// ---- Issue 17, lane outbox: e-mail preferences and password reset ----
describe('e-mail preferences and password reset stay in their tenant (issue 17)', () => {
  it("sets only the caller's own preference; a reset request names a tenant and reaches only its account", async () => {
    const prisma = t.app.database.platform;
    const preferences = () =>
      prisma.user.findMany({
        where: { tenant: { shortName: 'globex' } },
        select: { id: true, emailNotifications: true },
        orderBy: { id: 'asc' },
      });
    const before = await preferences();
    const set = await t.gql<any>(
      'mutation { setEmailNotifications(mode: off) { __typename ... on MutationSetEmailNotificationsSuccess { data } } }',
      {},
      tokens[3],
    );
    expect(set.data.setEmailNotifications.data).toBe('off');
    expect(await preferences()).toEqual(before);
    const own = await prisma.user.findFirstOrThrow({
      where: { email: 'admin@acme.test', tenant: { shortName: 'acme' } },
    });
    expect(own.emailNotifications).toBe('off');

    // acme's admin address asked for in globex: no link is made for anyone (globex has no such user).
    const tokensBefore = await prisma.passwordResetToken.count();
    await t.rest('POST', 'auth.php', { action: 'request_password_reset', tenant: 'globex', email: 'admin@acme.test' });
    expect(await prisma.passwordResetToken.count()).toBe(tokensBefore);
  });
});

/** Issue 17: API keys are their tenant's alone, and a key reaches only its own tenant's rows. */
describe('API keys across tenants', () => {
  it("another tenant's admin neither sees nor revokes a key; a key never reads another tenant's rows", async () => {
    const acmeAdmin = await t.login('admin@acme.test', 'acme');
    const globexAdmin = await t.login('admin@globex.test', 'globex');
    const made = await t.rest('POST', 'api-keys.php', { name: 'isolation key', role: 'admin' }, acmeAdmin);
    const { id, key } = made.body as { id: number; key: string };
    const list = await t.rest('GET', 'api-keys.php', undefined, globexAdmin);
    expect(JSON.stringify(list.body)).not.toContain('isolation key');
    const gqlList = await t.gql(`{ apiKeys { name } }`, {}, globexAdmin);
    expect(JSON.stringify(gqlList)).not.toContain('isolation key');
    expect((await t.rest('DELETE', `api-keys.php?id=${id}`, undefined, globexAdmin)).status).toBe(404);
    const revoke = await t.gql<any>(
      `mutation($id: ID!) { revokeApiKey(input: { id: $id }) { __typename } }`,
      { id: encodeGlobalID('ApiKey', id) },
      globexAdmin,
    );
    expect(revoke.data.revokeApiKey.__typename).toBe('NotFoundError');
    expect((await t.app.database.platform.apiKey.findUniqueOrThrow({ where: { id } })).revokedAt).toBeNull();

    const offerId = victims.ids.get('Offer')![0]!;
    expect((await t.rest('GET', `offers.php?id=${offerId}`, undefined, key)).status).toBe(404);
    const node = await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('Offer', offerId) }, key);
    expect(JSON.stringify(node)).toContain('"node":null');
    const offers = await t.rest('GET', 'offers.php', undefined, key);
    expect(victims.markers.some((m) => JSON.stringify(offers.body).includes(m))).toBe(false);
  });
});

/** Issue 17: webhook endpoints and their deliveries are their tenant's alone. */
describe('webhooks across tenants', () => {
  it("another tenant's admin neither lists, reads, re-sends nor deletes an endpoint or its deliveries", async () => {
    const prisma = t.app.database.platform;
    const endpoint = await prisma.webhookEndpoint.create({
      data: {
        tenantId: victims.tenantId,
        url: 'https://203.0.113.7/victim-hook',
        events: ['offer.created'],
        secret: 'whsec_victim',
      },
    });
    const delivery = await prisma.webhookDelivery.create({
      data: {
        tenantId: victims.tenantId,
        endpointId: endpoint.id,
        eventId: 'evt_victim',
        eventType: 'offer.created',
        body: {},
      },
    });
    const acmeAdmin = await t.login('admin@acme.test', 'acme');
    const list = await t.rest('GET', 'webhooks.php', undefined, acmeAdmin);
    expect(JSON.stringify(list.body)).not.toContain('victim-hook');
    for (const path of [`webhooks.php?id=${endpoint.id}`, `webhooks.php?id=${endpoint.id}&deliveries=1`]) {
      const res = await t.rest('GET', path, undefined, acmeAdmin);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('evt_victim');
    }
    expect((await t.rest('POST', `webhooks.php?resend=${delivery.id}`, {}, acmeAdmin)).status).toBe(404);
    expect((await t.rest('DELETE', `webhooks.php?id=${endpoint.id}`, undefined, acmeAdmin)).status).toBe(404);
    expect(await prisma.outboxMessage.count({ where: { tenantId: victims.tenantId } })).toBe(0);
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).deletedAt).toBeNull();

    // Issue 17 point 7 (lane E2): the same through GraphQL (the webhook screen).
    const gqlList = await t.gql(`{ webhookEndpoints { url } }`, {}, acmeAdmin);
    expect(JSON.stringify(gqlList)).not.toContain('victim-hook');
    const endpointGid = encodeGlobalID('WebhookEndpoint', endpoint.id);
    const deliveries = await t.gql(
      `query($id: ID!) { webhookDeliveries(endpointId: $id) { eventId } }`,
      { id: endpointGid },
      acmeAdmin,
    );
    expect(JSON.stringify(deliveries)).not.toContain('evt_victim');
    expect(JSON.stringify(deliveries.errors)).toContain('NOT_FOUND');
    const resend = await t.gql<any>(
      `mutation($id: ID!) { resendWebhookDelivery(input: { id: $id }) { __typename } }`,
      { id: encodeGlobalID('WebhookDelivery', delivery.id) },
      acmeAdmin,
    );
    expect(resend.data.resendWebhookDelivery.__typename).toBe('NotFoundError');
    const remove = await t.gql<any>(
      `mutation($id: ID!) { deleteWebhookEndpoint(input: { id: $id }) { __typename } }`,
      { id: endpointGid },
      acmeAdmin,
    );
    expect(remove.data.deleteWebhookEndpoint.__typename).toBe('NotFoundError');
    expect(await prisma.outboxMessage.count({ where: { tenantId: victims.tenantId } })).toBe(0);
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).deletedAt).toBeNull();
  });
});
