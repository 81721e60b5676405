// Issue 15, point 5: GraphQL requests wait their turn (MAX_CONCURRENT_REQUESTS, api/src/http/admission.ts).
// Which requests are counted, over HTTP; the queue's own order and hold time are unit-tested beside it.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmission, type Admission } from '../../api/src/http/admission.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { openLive } from './live-support.ts';
import { serveWeb, webFixture } from '../security/support/web-fixture.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('finance@acme.test', 'acme');
});
afterAll(async () => t?.close());

/** The app's HTTP surface with `admission` in place of the configured one. */
const serveWith = (admission: Admission) => serveWeb(t.app, webFixture(), admission);

/** Holds every request it is asked to admit until the test lets it in. */
function gate() {
  const held: Array<{ path: string; letIn(): void }> = [];
  const admission: Admission = {
    admit: (res: ServerResponse) =>
      new Promise<void>((resolve) => held.push({ path: res.req.url ?? '', letIn: resolve })),
    stats: () => ({ running: 0, waiting: held.length }),
  };
  return { admission, held };
}

const auth = () => ({ authorization: `Bearer ${token}` });
const DASHBOARD = '{ dashboard { offers { total } } }';

describe('requests that wait their turn', () => {
  it('GraphQL requests wait for admission; subscriptions, the REST shims, /health and files do not', async () => {
    const { admission, held } = gate();
    const app = await serveWith(admission);
    try {
      let graphqlAnswered = false;
      const graphql = fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth() },
        body: JSON.stringify({ query: DASHBOARD }),
      }).then((response) => {
        graphqlAnswered = true;
        return response.json();
      });
      const read = fetch(`${app.baseUrl}/api/offers.php?limit=5`, { headers: auth() });

      // Not held: a REST read and a sign-in, the health check, a static file, a subscription's stream.
      expect((await read).status).toBe(200);
      const signIn = await fetch(`${app.baseUrl}/api/auth.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'finance@acme.test', tenant: 'acme', password: 'demo1234' }),
      });
      expect(signIn.status).toBe(200);
      expect((await fetch(`${app.baseUrl}/health`)).status).toBe(200);
      expect((await fetch(`${app.baseUrl}/assets/index-test.js`)).status).toBe(200);
      const live = await openLive(`${app.baseUrl}/graphql`, token);
      expect((await live.next()).data?.liveCounts.unreadNotifications).toBeGreaterThanOrEqual(0);
      live.close();

      expect(held.map((h) => h.path)).toEqual(['/graphql']);
      expect(graphqlAnswered).toBe(false);
      for (const h of held) h.letIn();
      expect(await graphql).toMatchObject({ data: { dashboard: { offers: { total: expect.any(Number) } } } });
    } finally {
      await app.close();
    }
  });

  it('a burst of 40 requests (GraphQL and REST) runs at most two GraphQL requests at a time and answers every one with its own data', async () => {
    const real = createAdmission(2, 250);
    let most = 0;
    let queued = 0;
    let admitted = 0;
    // The first two hold their places until five more wait behind them, whatever the database's speed.
    let letFirstGo!: () => void;
    const firstHeld = new Promise<void>((resolve) => (letFirstGo = resolve));
    const counting: Admission = {
      admit: async (res) => {
        const turn = real.admit(res);
        queued = Math.max(queued, real.stats().waiting);
        if (queued >= 5) letFirstGo();
        await turn;
        most = Math.max(most, real.stats().running);
        admitted += 1;
        if (admitted <= 2) await firstHeld;
      },
      stats: real.stats,
    };
    const app = await serveWith(counting);
    try {
      const answers = Array.from({ length: 40 }, async (_, i) => {
        const limit = (i % 5) + 1;
        if (i % 2 === 0) {
          const response = await fetch(`${app.baseUrl}/api/offers.php?limit=${limit}`, { headers: auth() });
          return ((await response.json()) as unknown[]).length;
        }
        const response = await fetch(`${app.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth() },
          body: JSON.stringify({ query: `{ offers(first: ${limit}) { edges { node { id } } } }` }),
        });
        return ((await response.json()) as { data: { offers: { edges: unknown[] } } }).data.offers.edges.length;
      });
      expect(await Promise.all(answers)).toEqual(Array.from({ length: 40 }, (_, i) => (i % 5) + 1));
      expect(queued).toBeGreaterThanOrEqual(5);
      expect(most).toBe(2);
      expect(real.stats()).toEqual({ running: 0, waiting: 0 });
    } finally {
      await app.close();
    }
  });
});
