import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../../api/src/modules/idempotency/idempotency.service.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { fixture, gid } from './offers-support.ts';

/** Issue 17 point 10: a repeated Idempotency-Key answers the first result, never a duplicate document. */
const t = await appForFile();
const tokens = await loginAll(t);
const prisma = t.app.database.platform;
const f = await fixture(prisma);

async function post(route: string, body: unknown, key: string | null, token = tokens.procurement) {
  const response = await fetch(`${t.baseUrl}/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: await response.json(),
  };
}

async function gql(query: string, variables: unknown, key: string, token = tokens.procurement) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as any;
}

const offerBody = (title: string) => ({
  title,
  supplier: f.supplierIds[0],
  products: [{ productId: f.products[0]!.id, quantity: 1 }],
});
const offersTitled = (title: string) => prisma.offer.count({ where: { title } });

const CREATE_OFFER = `mutation($input: CreateOfferInput!) { createOffer(input: $input) {
  __typename ... on MutationCreateOfferSuccess { data { offer { rowId } } } } }`;

describe('Idempotency-Key (issue 17, point 10)', () => {
  it('a repeated REST POST answers the first result and creates one offer', async () => {
    const first = await post('offers.php', offerBody('Idem REST'), 'rest-1');
    expect(first).toMatchObject({ status: 201, replayed: null, body: { success: true, id: expect.any(Number) } });
    const again = await post('offers.php', offerBody('Idem REST'), 'rest-1');
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await offersTitled('Idem REST')).toBe(1);
    // Without the header every call creates.
    await post('offers.php', offerBody('Idem REST'), null);
    expect(await offersTitled('Idem REST')).toBe(2);
  });

  it('parallel requests with one key end in one offer, each answered with it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('offers.php', offerBody('Idem parallelo'), 'parallel-1')),
    );
    const ids = new Set(answers.map((a) => a.body.id));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.replayed === null)).toHaveLength(1);
    expect(await offersTitled('Idem parallelo')).toBe(1);
  });

  it('the same key with another request is refused and creates nothing; keys are per caller', async () => {
    await post('offers.php', offerBody('Idem A'), 'reuse-1');
    const other = await post('offers.php', offerBody('Idem B'), 'reuse-1');
    expect(other).toMatchObject({ status: 400, body: { success: false, error: IDEMPOTENCY_MESSAGES.reused } });
    expect(await offersTitled('Idem B')).toBe(0);
    // Another user's key of the same name is theirs alone.
    const admin = await post('offers.php', offerBody('Idem A'), 'reuse-1', tokens.admin);
    expect(admin).toMatchObject({ status: 201, replayed: null });
    expect(await offersTitled('Idem A')).toBe(2);
    const bad = await post('offers.php', offerBody('Idem C'), 'x'.repeat(300));
    expect(bad).toMatchObject({ status: 400, body: { error: IDEMPOTENCY_MESSAGES.invalid } });
    expect(await offersTitled('Idem C')).toBe(0);
  });

  it('a failed request keeps no answer: the retry with the same key runs', async () => {
    const failed = await post('offers.php', { ...offerBody('Idem retry'), supplier: 'Nessuno' }, 'retry-1');
    expect(failed.status).toBe(400);
    expect((await post('offers.php', { ...offerBody('Idem retry'), supplier: 'Nessuno' }, 'retry-1')).status).toBe(400);
  });

  it('a request whose change committed but whose answer was lost is never run again; one that changed nothing is', async () => {
    const first = await post('offers.php', offerBody('Idem lost'), 'lost-1');
    expect(first.status).toBe(201);
    // Marked in the offer's own transaction (the change feed).
    const claim = await prisma.idempotencyKey.findFirstOrThrow({ where: { key: 'lost-1' } });
    expect(claim.appliedAt).not.toBeNull();
    // Its process died after the offer committed and before it stored the answer, minutes ago.
    await prisma.$executeRaw`UPDATE "IdempotencyKey" SET "status" = NULL, "response" = NULL,
      "createdAt" = now() - interval '10 minutes' WHERE "id" = ${claim.id}`;
    const repeat = await post('offers.php', offerBody('Idem lost'), 'lost-1');
    expect(repeat).toMatchObject({ status: 409, body: { error: IDEMPOTENCY_MESSAGES.answerLost } });
    expect(await offersTitled('Idem lost')).toBe(1);

    // A claim whose process died before anything committed is run again once it is stale.
    await prisma.$executeRaw`INSERT INTO "IdempotencyKey" ("tenantId", "caller", "key", "fingerprint", "createdAt")
      VALUES (${claim.tenantId}, ${claim.caller}, 'lost-2', 'x', now() - interval '10 minutes')`;
    expect((await post('offers.php', offerBody('Idem never'), 'lost-2')).status).toBe(201);
    expect(await offersTitled('Idem never')).toBe(1);
  });

  it('GraphQL create mutations: parallel twins with one key create one offer; the repeat is marked replayed', async () => {
    const input = {
      title: 'Idem GraphQL',
      supplierId: gid('Supplier', f.supplierIds[0]!),
      lines: [{ productId: gid('Product', f.products[0]!.id), quantity: 1 }],
    };
    const [a, b] = await Promise.all([gql(CREATE_OFFER, { input }, 'gql-1'), gql(CREATE_OFFER, { input }, 'gql-1')]);
    expect(a.data.createOffer.__typename).toBe('MutationCreateOfferSuccess');
    expect(b.data).toEqual(a.data);
    expect([a.extensions?.idempotentReplayed, b.extensions?.idempotentReplayed].filter(Boolean)).toHaveLength(1);
    expect(await offersTitled('Idem GraphQL')).toBe(1);
  });
});
