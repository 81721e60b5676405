import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import appShellQuery from '../../web/src/__generated__/AppShellQuery.graphql.ts';
import dashboardQuery from '../../web/src/__generated__/DashboardPageQuery.graphql.ts';

/** The first screen's queries started before the application's code (web/src/relay/earlyQueries.ts). */
type EarlyModule = typeof import('../../web/src/relay/earlyQueries.ts');

let token: string | null;
let sent: { url: string; init: RequestInit }[];

/** A fresh copy of the module (its answers are handed out once) in a browser with `token` stored. */
async function early(): Promise<EarlyModule> {
  vi.resetModules();
  return import('../../web/src/relay/earlyQueries.ts');
}

beforeEach(() => {
  token = 'session-token';
  sent = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => token } });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const status = token === 'expired-token' ? 401 : 200;
    const headers = { 'content-type': 'application/json' };
    return Promise.resolve(new Response(JSON.stringify({ data: { sent: sent.length } }), { status, headers }));
  });
});
afterEach(() => vi.unstubAllGlobals());

const asked = () => sent.map(({ init }) => (JSON.parse(init.body as string) as { query: string }).query);

describe('early queries', () => {
  it("asks for the shell's and the dashboard's data on the dashboard's URL, as Relay would", async () => {
    const { startEarlyQueries } = await early();
    expect(startEarlyQueries('/')).toBe(true);
    expect(asked()).toEqual([appShellQuery.params.text, dashboardQuery.params.text]);
    for (const { url, init } of sent) {
      expect(url).toBe('/graphql');
      expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
      expect(init.headers).toMatchObject({ authorization: 'Bearer session-token', 'content-type': 'application/json' });
    }
  });

  it("asks only for the shell's data elsewhere, and nothing when signed out", async () => {
    const { startEarlyQueries } = await early();
    expect(startEarlyQueries('/offers')).toBe(false);
    expect(asked()).toEqual([appShellQuery.params.text]);
    token = null;
    sent = [];
    expect((await early()).startEarlyQueries('/')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('hands an answer to the same operation, token and variables, once', async () => {
    const { startEarlyQueries, takeEarlyAnswer } = await early();
    startEarlyQueries('/');
    const answer = takeEarlyAnswer('AppShellQuery', {}, 'session-token');
    expect(await answer!.promise).toEqual({ data: { sent: 1 } });
    expect(takeEarlyAnswer('AppShellQuery', {}, 'session-token')).toBeNull();
    expect(takeEarlyAnswer('DashboardPageQuery', {}, 'another-token')).toBeNull();
  });

  it('has the answer in hand once a loader has waited for it, so Relay gets it without waiting', async () => {
    const { startEarlyQueries, earlyAnswerArrived, takeEarlyAnswer } = await early();
    startEarlyQueries('/');
    expect(takeEarlyAnswer('DashboardPageQuery', {}, 'session-token')?.settled).toBeUndefined(); // still travelling
    await earlyAnswerArrived('AppShellQuery');
    expect(takeEarlyAnswer('AppShellQuery', {}, 'session-token')?.settled).toEqual({ value: { data: { sent: 1 } } });
    await expect(earlyAnswerArrived('OffersPageQuery')).resolves.toBeUndefined(); // none started: no wait
  });

  it('settles a refused session as the 401 Relay reports, never as an unhandled rejection', async () => {
    token = 'expired-token';
    const { startEarlyQueries, earlyAnswerArrived, takeEarlyAnswer } = await early();
    startEarlyQueries('/');
    await earlyAnswerArrived('AppShellQuery');
    const { settled } = takeEarlyAnswer('AppShellQuery', {}, 'expired-token')!;
    // (By name: the module is loaded afresh for each test, with its own error classes.)
    expect(settled && 'error' in settled && settled.error).toMatchObject({ name: 'UnauthorizedError' });
  });

  it('never hands an answer asked with other variables or for another operation', async () => {
    const { startEarlyQueries, takeEarlyAnswer } = await early();
    startEarlyQueries('/');
    expect(takeEarlyAnswer('DashboardPageQuery', { first: 5 }, 'session-token')).toBeNull();
    expect(takeEarlyAnswer('OffersPageQuery', {}, 'session-token')).toBeNull();
  });
});
