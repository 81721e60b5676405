import { getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UPDATED_SINCE_INVALID } from '../../api/src/rest/legacy.ts';
import { schema } from '../../api/src/schema.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { gid } from './offers-support.ts';
import { payablePayments } from './payment-runs-support.ts';

/** Issue 17 point 9: a reporting tool fetches only what changed since its last sync. */
const t = await appForFile();
const tokens = await loginAll(t);
const prisma = t.app.database.platform;

const OFFERS = `query($since: DateTime) { offers(first: 100, updatedSince: $since) { totalCount edges { node { rowId } } } }`;

describe('updatedSince / updated_since (issue 17, point 9)', () => {
  it('every GraphQL list takes updatedSince', () => {
    const lists = Object.values(schema.getQueryType()!.getFields()).filter((field) => {
      const type = getNamedType(field.type);
      return isObjectType(type) && type.name.endsWith('Connection');
    });
    expect(lists.length).toBeGreaterThanOrEqual(12);
    // The admin's plain lists (not connections) too.
    const fields = schema.getQueryType()!.getFields();
    lists.push(fields.apiKeys!, fields.webhookEndpoints!);
    for (const field of lists)
      expect(
        field.args.map((a) => a.name),
        field.name,
      ).toContain('updatedSince');
  });

  it('GraphQL and REST answer only the rows changed at or after the time', async () => {
    const since = new Date();
    const offer = await prisma.offer.findFirstOrThrow({
      where: { tenant: { shortName: 'acme' }, status: 'pending' },
      orderBy: { id: 'asc' },
    });
    // Nothing changed yet: an empty page.
    const none = await t.gql<any>(OFFERS, { since: since.toISOString() }, tokens.finance);
    expect(none.data.offers.totalCount).toBe(0);
    const rejected = await t.gql<any>(
      `mutation($id: ID!) { rejectOffer(input: { id: $id, reason: "Sync" }) { __typename } }`,
      { id: gid('Offer', offer.id) },
      tokens.finance,
    );
    expect(rejected.data.rejectOffer.__typename).toBe('MutationRejectOfferSuccess');
    const changed = await t.gql<any>(OFFERS, { since: since.toISOString() }, tokens.finance);
    expect(changed.data.offers).toEqual({ totalCount: 1, edges: [{ node: { rowId: offer.id } }] });
    const all = await t.gql<any>(OFFERS, { since: null }, tokens.finance);
    expect(all.data.offers.totalCount).toBeGreaterThan(1);

    const rest = await t.rest(
      'GET',
      `offers.php?updated_since=${encodeURIComponent(since.toISOString())}`,
      undefined,
      tokens.finance,
    );
    expect(rest.body.map((o: any) => o.id)).toEqual([offer.id]);
    const day = await t.rest('GET', `offers.php?updated_since=2000-01-01`, undefined, tokens.finance);
    expect(day.body.length).toBe(all.data.offers.totalCount);
  });

  it('every REST list takes updated_since; a malformed one is a clear 400', async () => {
    const future = 'updated_since=2099-01-01T00:00:00Z';
    for (const route of [
      'offers.php',
      'orders.php',
      'invoices.php',
      'payments.php',
      'contracts.php',
      'products.php',
      'suppliers.php',
      'cost-centers.php',
      'users.php',
      'payment-runs.php',
      'api-keys.php',
      'webhooks.php',
    ]) {
      const res = await t.rest('GET', `${route}?${future}`, undefined, tokens.admin);
      expect(res, route).toMatchObject({ status: 200, body: [] });
    }
    // Of two keys, the one created after the time is the only change since, on GraphQL and REST.
    expect((await t.rest('POST', 'api-keys.php', { name: 'Before', role: 'read_only' }, tokens.admin)).status).toBe(
      201,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date().toISOString();
    const created = await t.rest('POST', 'api-keys.php', { name: 'Sync', role: 'read_only' }, tokens.admin);
    expect(created.status).toBe(201);
    const keys = await t.rest(
      'GET',
      `api-keys.php?updated_since=${encodeURIComponent(since)}`,
      undefined,
      tokens.admin,
    );
    expect(keys.body.map((k: any) => k.id)).toEqual([created.body.id]);
    const gqlKeys = await t.gql<any>(
      `query($s: DateTime) { apiKeys(updatedSince: $s) { name } }`,
      { s: since },
      tokens.admin,
    );
    expect(gqlKeys.data.apiKeys).toEqual([{ name: 'Sync' }]);
    const bad = await t.rest('GET', 'offers.php?updated_since=ieri', undefined, tokens.admin);
    expect(bad).toMatchObject({ status: 400, body: { error: UPDATED_SINCE_INVALID, field: 'updated_since' } });
  });
});

// ---- Lane K2: the scadenzario (payables) takes updatedSince / updated_since too ----
describe('updatedSince on the scadenzario (issue 17 point 9)', () => {
  const PAYABLES = `query($since: DateTime) { payables(updatedSince: $since) {
    count groups { suppliers { payments { rowId } } } } }`;
  const rowIds = (schedule: any): number[] =>
    schedule.groups.flatMap((g: any) => g.suppliers.flatMap((s: any) => s.payments.map((p: any) => p.rowId)));

  it('GraphQL payables and payables.php answer only the open payments changed at or after the time', async () => {
    const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const supplier = await prisma.supplier.findFirstOrThrow({ where: { tenantId: acme.id }, orderBy: { id: 'asc' } });
    const [older] = await payablePayments(prisma, acme.id, supplier.id, [{ amount: '12.34', dueInDays: 5 }]);
    const since = new Date();
    const [fresh] = await payablePayments(prisma, acme.id, supplier.id, [{ amount: '56.78', dueInDays: 5 }]);

    const changed = await t.gql<any>(PAYABLES, { since: since.toISOString() }, tokens.finance);
    expect(changed.data.payables.count).toBe(1);
    expect(rowIds(changed.data.payables)).toEqual([fresh]);
    const all = await t.gql<any>(PAYABLES, { since: null }, tokens.finance);
    expect(rowIds(all.data.payables)).toEqual(expect.arrayContaining([older, fresh]));

    const rest = await t.rest(
      'GET',
      `payables.php?updated_since=${encodeURIComponent(since.toISOString())}`,
      undefined,
      tokens.finance,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.count).toBe(1);
    expect(
      rest.body.groups.flatMap((g: any) => g.suppliers.flatMap((s: any) => s.payments.map((p: any) => p.id))),
    ).toEqual([fresh]);
    // A later change brings an older payment back into the sync.
    await prisma.payment.update({ where: { id: older }, data: { iban: 'IT60X0542811101000000123456' } });
    const again = await t.gql<any>(PAYABLES, { since: since.toISOString() }, tokens.finance);
    expect(new Set(rowIds(again.data.payables))).toEqual(new Set([older, fresh]));
    const bad = await t.rest('GET', 'payables.php?updated_since=ieri', undefined, tokens.finance);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(UPDATED_SINCE_INVALID);
  });
});
