import { describe, expect, it } from 'vitest';
import { LiveHub } from './live-hub.ts';
import { parseSignal } from './live-signal.ts';

/** A hub on a fake LISTEN: the test plays the database's deliveries. */
function hubWithFakeListen() {
  let deliver: (payload: string) => void = () => undefined;
  let listens = 0;
  const hub = new LiveHub({
    listen: async (_channel, onPayload) => {
      listens += 1;
      deliver = onPayload;
      return async () => undefined;
    },
  });
  return { hub, send: (payload: object) => deliver(JSON.stringify(payload)), listens: () => listens };
}

describe('the live hub (one LISTEN per process, fanned out)', () => {
  it('wakes only the subscriptions of the users a signal names, in its tenant', async () => {
    const { hub, send, listens } = hubWithFakeListen();
    const woken: string[] = [];
    await hub.subscribe(1, 10, () => woken.push('t1u10'));
    await hub.subscribe(1, 11, () => woken.push('t1u11'));
    await hub.subscribe(2, 10, () => woken.push('t2u10'));
    expect(listens()).toBe(1);
    send({ t: 1, u: [10], i: false });
    expect(woken).toEqual(['t1u10']);
    // The same user id in another tenant is another user.
    send({ t: 2, u: [11], i: false });
    expect(woken).toEqual(['t1u10']);
  });

  it("an inbox signal wakes every subscription of that tenant, and no other tenant's", async () => {
    const { hub, send } = hubWithFakeListen();
    const woken: string[] = [];
    await hub.subscribe(1, 10, () => woken.push('t1u10'));
    await hub.subscribe(1, 11, () => woken.push('t1u11'));
    await hub.subscribe(2, 12, () => woken.push('t2u12'));
    send({ t: 1, u: [], i: true });
    expect(woken.sort()).toEqual(['t1u10', 't1u11']);
  });

  it('stops waking an unsubscribed stream, and ignores payloads that are not signals', async () => {
    const { hub, send } = hubWithFakeListen();
    let woken = 0;
    const unsubscribe = await hub.subscribe(1, 10, () => (woken += 1));
    unsubscribe();
    send({ t: 1, u: [10], i: true });
    expect(woken).toBe(0);
    expect(parseSignal('not json')).toBeNull();
    expect(parseSignal('{"t":"1","u":[]}')).toBeNull();
  });
});
