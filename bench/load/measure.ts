// One load run of one operation with autocannon (keep-alive connections from this process), and the
// statements-per-request probe. Only responses the operation accepts count as served requests.
import autocannon from 'autocannon';
import type { Fixtures } from './fixtures.ts';
import type { Operation } from './operations.ts';
import type { ServerHandle } from './server.ts';

export interface RunResult {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  served: number;
  peakRssMb: number;
  loopP99Ms: number;
  /** Server CPU time per served request (ms): the figure machine load disturbs least. */
  cpuMsPerRequest: number;
}

export interface RunOptions {
  seconds: number;
  connections: number;
  /** Fixed overall rate (requests/s); undefined means as fast as the server answers. */
  rate?: number;
  /** Mutations: how many runs still have to share the remaining targets (this one included). */
  runsLeft?: number;
}

export async function loadRun(server: ServerHandle, op: Operation, f: Fixtures, o: RunOptions): Promise<RunResult> {
  let [served, failed] = [0, 0];
  // A mutation may not send more requests than it has fresh targets (each approve needs its own offer).
  // Shared evenly over the runs still to come, so a small dataset gives shorter runs, not missing ones.
  const amount = op.capacity ? Math.floor(Math.max(0, op.capacity(f) - o.connections) / (o.runsLeft ?? 1)) : undefined;
  if (amount === 0) throw new Error('no targets left');
  await server.stats(true); // resets the event-loop delay histogram
  const sampler = server.sampleRss(500);
  const cpuBefore = server.cpuMs();
  let timer: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections: o.connections,
        duration: o.seconds,
        amount,
        overallRate: o.rate,
        timeout: 30,
        requests: [
          {
            setupRequest(req) {
              const next = op.next(f) ?? { method: 'GET' as const, path: '/health' };
              req.method = next.method;
              req.path = next.path;
              req.body = next.body;
              req.headers = {
                'content-type': 'application/json',
                ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
                ...next.headers,
              };
              return req;
            },
            onResponse(status, body) {
              if (op.ok(status, body)) served += 1;
              else failed += 1;
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    // autocannon ignores `duration` once `amount` is set: stop it by the clock as well.
    timer = setTimeout(() => instance.stop(), o.seconds * 1000);
  }).finally(() => clearTimeout(timer));
  const cpu = server.cpuMs() - cpuBefore;
  const peakRss = await sampler.stop();
  const stats = await server.stats();
  return {
    rps: served / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: failed + result.errors + result.timeouts,
    served,
    peakRssMb: peakRss / 1024 / 1024,
    loopP99Ms: stats.eventLoopDelayP99Ms,
    cpuMsPerRequest: served > 0 ? cpu / served : Number.NaN,
  };
}

/**
 * SQL statements per request: the server's Prisma query-event counter (GET /health under BENCH=1)
 * read around a few sequential requests, so no concurrent request can blur the count.
 */
export async function statementsPerRequest(server: ServerHandle, op: Operation, f: Fixtures, n = 10): Promise<number> {
  // Requests of the previous load run may still be finishing on the server: wait for a quiet counter.
  let before = (await server.stats()).statements;
  for (let settled = false; !settled;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = (await server.stats()).statements;
    settled = now === before;
    before = now;
  }
  let done = 0;
  for (let i = 0; i < n; i += 1) {
    const next = op.next(f);
    if (!next) break;
    const response = await fetch(`${server.url}${next.path}`, {
      method: next.method,
      body: next.body,
      headers: {
        'content-type': 'application/json',
        ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
        ...next.headers,
      },
    });
    const text = await response.text();
    if (!op.ok(response.status, text)) throw new Error(`${op.name} failed: ${response.status} ${text.slice(0, 300)}`);
    done += 1;
  }
  if (done === 0) throw new Error('no targets left');
  return ((await server.stats()).statements - before) / done;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
