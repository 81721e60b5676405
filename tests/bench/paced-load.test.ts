import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedLoad } from '../../bench/load/measure.ts';
import type { Fixtures } from '../../bench/load/fixtures.ts';
import type { Operation } from '../../bench/load/operations.ts';
import type { ServerHandle } from '../../bench/load/server.ts';

/** A server that notes when each request arrives and answers after `delayMs` (the slow ones later). */
let arrivals: number[] = [];
let slowEvery = 0;
const server = http.createServer((req, res) => {
  arrivals.push(performance.now());
  const slow = slowEvery > 0 && arrivals.length % slowEvery === 0;
  setTimeout(() => res.end('ok'), slow ? 200 : 2);
});
let handle: Pick<ServerHandle, 'url'>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  handle = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const op: Operation = {
  name: 'test',
  next: () => ({ method: 'GET', path: '/' }),
  ok: (status, body) => status === 200 && body === 'ok',
};

/** One second at 100 requests/s over `sockets` connections, every `slow`th answer slow (0: none). */
async function paced(sockets: number, slow: number) {
  arrivals = [];
  slowEvery = slow;
  const run = await pacedLoad(handle, op, {} as Fixtures, { rate: 100, seconds: 1, connections: sockets }, undefined);
  expect(run).toMatchObject({ served: 100, failed: 0 });
  return run;
}

describe('the 70% runs of npm run bench and bench:peer (issue 15, points 2 and 4)', () => {
  it('send their requests evenly spaced, not each second in one burst', async () => {
    const run = await paced(10, 0);
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
    // 10 ms apart: a burst (autocannon's overallRate) would send most of the second's requests <1 ms apart.
    expect(gaps.filter((gap) => gap < 4).length).toBeLessThan(10);
    expect(run.p50).toBeLessThan(50);
  });

  it('count a slow answer and the requests queued behind it from when each was due', async () => {
    // One socket: each slow answer (200 ms) holds up the requests due during it, as a busy server would.
    const run = await paced(1, 10);
    expect(run.p99).toBeGreaterThan(150);
    expect(run.p50).toBeGreaterThan(20);
  });
});
