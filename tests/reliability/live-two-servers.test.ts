// Issue 17 point 4, "across several": two server processes on one PostgreSQL database. A change made
// through one reaches the live subscriber connected to the other, through LISTEN/NOTIFY (no process
// memory is shared), and only the user it concerns.
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../setup/database.ts';
import { freePort } from '../setup/free-port.ts';
import { openLive } from '../api/live-support.ts';
import { prepareDatabase, startServer, type Cleanup } from './support/child-process.ts';

const cleanup: Cleanup = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'acme', email, password: 'demo1234' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.token;
}

async function gql(base: string, token: string, query: string, variables: object = {}): Promise<any> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

const CREATE_OFFER = `mutation ($input: CreateOfferInput!) { createOffer(input: $input) { __typename ... on Error { message } } }`;
const PICK = `{ suppliers(first: 1) { edges { node { id } } } products(first: 1) { edges { node { id } } } }`;

// PGlite admits one process: this file is the PostgreSQL pass's (vitest.config.ts leaves it out of the
// PGlite pass), and says so if run without a server.
if (testDatabaseKind !== 'postgres') throw new Error('live-two-servers needs TEST_DATABASE_URL (a PostgreSQL server)');

describe('live counts across server processes', () => {
  it('a change through process A reaches the SSE subscriber on process B', async () => {
    const db = await prepareDatabase(cleanup);
    const env = { ...db.env, NODE_ENV: 'test', SEED_DEMO: 'false' };
    const [a, b] = await Promise.all([
      freePort().then((port) => startServer(env, port, cleanup)),
      freePort().then((port) => startServer(env, port, cleanup)),
    ]);
    const [procurement, finance, it] = await Promise.all([
      signIn(a.base, 'procurement@acme.test'),
      signIn(b.base, 'finance@acme.test'),
      signIn(b.base, 'it@acme.test'),
    ]);
    const financeOnB = await openLive(`${b.base}/graphql`, finance);
    cleanup.push(() => financeOnB.close());
    const start = (await financeOnB.next()).data!.liveCounts;

    const picks = await gql(a.base, procurement, PICK);
    const input = {
      title: 'Dal processo A',
      date: '2026-01-15',
      supplierId: picks.data.suppliers.edges[0].node.id,
      lines: [{ productId: picks.data.products.edges[0].node.id, quantity: 1 }],
    };
    const made = await gql(a.base, procurement, CREATE_OFFER, { input });
    expect(made.data.createOffer.__typename).toBe('MutationCreateOfferSuccess');

    expect((await financeOnB.next()).data!.liveCounts).toEqual({
      unreadNotifications: start.unreadNotifications + 1,
      approvalInbox: start.approvalInbox! + 1,
    });
    // Marking read on B reaches a stream on A: the signal goes through the database both ways.
    const itOnA = await openLive(`${a.base}/graphql`, it);
    cleanup.push(() => itOnA.close());
    const itStart = (await itOnA.next()).data!.liveCounts;
    expect(itStart.unreadNotifications).toBeGreaterThan(0);
    const MARK = `mutation { markNotificationsRead(input: { all: true }) { __typename } }`;
    await gql(b.base, it, MARK);
    expect((await itOnA.next()).data!.liveCounts.unreadNotifications).toBe(0);
  }, 120_000);
});
