import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdmission } from './admission.ts';

/** What admission looks at on a response: its 'close' event and whether it is destroyed. */
function response(): ServerResponse & { close(): void } {
  const res = new EventEmitter() as ServerResponse & { close(): void; destroyed: boolean };
  res.destroyed = false;
  res.close = () => {
    res.destroyed = true;
    res.emit('close');
  };
  return res;
}

const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

afterEach(() => vi.useRealTimers());

describe('admission', () => {
  it('runs at most `limit` requests at once and lets the others in first come, first served', async () => {
    const admission = createAdmission(2, 10_000);
    const responses = Array.from({ length: 5 }, response);
    const order: number[] = [];
    responses.forEach((res, i) => void admission.admit(res).then(() => order.push(i)));
    await settled();
    expect(order).toEqual([0, 1]);
    expect(admission.stats()).toEqual({ running: 2, waiting: 3 });

    responses[1]!.close();
    await settled();
    expect(order).toEqual([0, 1, 2]);
    responses[0]!.close();
    responses[2]!.close();
    await settled();
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(admission.stats()).toEqual({ running: 2, waiting: 0 });
    responses[3]!.close();
    responses[4]!.close();
    expect(admission.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a slot back after the hold time, so a long request does not stop the queue', async () => {
    vi.useFakeTimers();
    const admission = createAdmission(1, 250);
    const long = response();
    await admission.admit(long);
    let next = false;
    void admission.admit(response()).then(() => (next = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(next).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toBe(true);
    // The long request's own close later frees nothing twice.
    long.close();
    expect(admission.stats()).toEqual({ running: 1, waiting: 0 });
  });

  it('does not start a request whose client left while it waited, and passes its turn on', async () => {
    const admission = createAdmission(1, 10_000);
    const first = response();
    await admission.admit(first);
    const gone = response();
    const waiting = admission.admit(gone);
    const third = response();
    let thirdIn = false;
    void admission.admit(third).then(() => (thirdIn = true));
    gone.close();
    first.close();
    await expect(waiting).rejects.toMatchObject({ code: 'ECONNRESET' });
    await settled();
    expect(thirdIn).toBe(true);
    expect(admission.stats()).toEqual({ running: 1, waiting: 0 });
    // One already gone when it asks takes no place either.
    third.close();
    const late = response();
    late.close();
    await expect(admission.admit(late)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(admission.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('passes a place over any number of clients that left while waiting, without deep recursion', async () => {
    const admission = createAdmission(1, 10_000);
    const first = response();
    await admission.admit(first);
    const gone = Array.from({ length: 50_000 }, () => {
      const res = response();
      admission.admit(res).catch(() => undefined);
      return res;
    });
    const live = response();
    let liveIn = false;
    void admission.admit(live).then(() => (liveIn = true));
    for (const res of gone) res.close();
    first.close();
    await settled();
    expect(liveIn).toBe(true);
    expect(admission.stats()).toEqual({ running: 1, waiting: 0 });
  });
});
