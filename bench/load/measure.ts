// One load run of one operation from this process over keep-alive connections: autocannon at full
// speed, an open-loop pacer at a fixed rate; and the statements-per-request probe. Only responses the
// operation accepts count as served requests.
import http from 'node:http';
import autocannon from 'autocannon';
import type { Fixtures } from './fixtures.ts';
import type { Operation } from './operations.ts';
import { postgresCpuMs, type ServerHandle } from './server.ts';

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
  /** PostgreSQL's CPU time per served request (ms), all its local processes (server.ts, postgresCpuMs). */
  dbCpuMsPerRequest: number;
}

export interface RunOptions {
  seconds: number;
  connections: number;
  /**
   * Fixed overall rate (requests/s), sent evenly spaced (pacedLoad); undefined means autocannon as
   * fast as the server answers.
   */
  rate?: number;
  /** Mutations: how many runs still have to share the remaining targets (this one included). */
  runsLeft?: number;
}

export async function loadRun(server: ServerHandle, op: Operation, f: Fixtures, o: RunOptions): Promise<RunResult> {
  // A mutation may not send more requests than it has fresh targets (each approve needs its own offer).
  // Shared evenly over the runs still to come, so a small dataset gives shorter runs, not missing ones.
  const amount = op.capacity ? Math.floor(Math.max(0, op.capacity(f) - o.connections) / (o.runsLeft ?? 1)) : undefined;
  if (amount === 0) throw new Error('no targets left');
  await server.stats(true); // resets the event-loop delay histogram
  const sampler = server.sampleRss(500);
  const cpuBefore = server.cpuMs();
  const dbCpuBefore = postgresCpuMs();
  const run = o.rate ? await pacedLoad(server, op, f, o, amount) : await fullSpeed(server, op, f, o, amount);
  // The table only counts them: say what the first one was, so a failure can be told from the harness's own.
  if (run.failed > 0) console.error(`${op.name}: ${run.failed} failed; the first: ${run.firstFailure ?? 'unknown'}`);
  const cpu = server.cpuMs() - cpuBefore;
  const dbCpu = postgresCpuMs() - dbCpuBefore;
  const peakRss = await sampler.stop();
  const stats = await server.stats();
  return {
    rps: run.served / run.seconds,
    p50: run.p50,
    p99: run.p99,
    failed: run.failed,
    served: run.served,
    peakRssMb: peakRss / 1024 / 1024,
    loopP99Ms: stats.eventLoopDelayP99Ms,
    cpuMsPerRequest: run.served > 0 ? cpu / run.served : Number.NaN,
    dbCpuMsPerRequest: run.served > 0 ? dbCpu / run.served : Number.NaN,
  };
}

/** What a load run measured of its requests. */
interface Served {
  served: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  /** The first failure: an unaccepted answer's status and the start of its body, or the error. */
  firstFailure?: string;
}

/** An unaccepted answer as a failure's description: its status and its GraphQL errors, or its body's start. */
const answerFailure = (status: number, body: string) =>
  `HTTP ${status} ${body.slice(Math.max(0, body.indexOf('"errors"'))).slice(0, 200)}`;
/** A request that got no answer (a socket error, a timeout) as a failure's description. */
const errorFailure = (error: unknown) => `error: ${String(error)}`;

/** autocannon's closed loop: every connection sends its next request as soon as the last one is answered. */
async function fullSpeed(
  server: ServerHandle,
  op: Operation,
  f: Fixtures,
  o: RunOptions,
  amount: number | undefined,
): Promise<Served> {
  let [served, failed] = [0, 0];
  let firstFailure: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections: o.connections,
        duration: o.seconds,
        amount,
        timeout: 30,
        requests: [
          {
            setupRequest(req) {
              const next = op.next(f) ?? { method: 'GET' as const, path: '/health' };
              req.method = next.method;
              req.path = next.path;
              req.body = next.body;
              req.headers = headersOf(next);
              return req;
            },
            onResponse(status, body) {
              if (op.ok(status, body)) served += 1;
              else {
                failed += 1;
                firstFailure ??= answerFailure(status, body);
              }
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('reqError', (error: unknown) => (firstFailure ??= errorFailure(error)));
    // autocannon ignores `duration` once `amount` is set: stop it by the clock as well.
    timer = setTimeout(() => instance.stop(), o.seconds * 1000);
  }).finally(() => clearTimeout(timer));
  return {
    served,
    failed: failed + result.errors + result.timeouts,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    firstFailure: firstFailure ?? (result.timeouts > 0 ? `${result.timeouts} unanswered after 30 s` : undefined),
  };
}

/**
 * An open loop at `rate` requests/s, evenly spaced, over at most `connections` keep-alive sockets (the
 * same as the full-speed run). Not autocannon's overallRate: that one lets every connection send its
 * quota for the second back to back from the second's start and then wait, so "70%" is full speed for
 * 0.7 s of each second, and its p99 is the full-speed p99. A latency counts from the moment the
 * request was due, so a request that waited for a free socket, or for this loop, counts that wait too.
 */
export async function pacedLoad(
  server: Pick<ServerHandle, 'url'>,
  op: Operation,
  f: Fixtures,
  { rate = 1, seconds, connections }: RunOptions,
  amount: number | undefined,
): Promise<Served> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.min(Math.round(rate * seconds), amount ?? Number.POSITIVE_INFINITY);
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const next = op.next(f);
    if (!next) break;
    sent.push(
      send(agent, server.url, next).then(
        ({ status, body }) => {
          if (op.ok(status, body)) latencies.push(performance.now() - due);
          else {
            failed += 1;
            firstFailure ??= answerFailure(status, body);
          }
        },
        (error: unknown) => {
          failed += 1;
          firstFailure ??= errorFailure(error);
        },
      ),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { served: latencies.length, failed, seconds: elapsed, p50: at(0.5), p99: at(0.99), firstFailure };
}

type Request = NonNullable<ReturnType<Operation['next']>>;

/** The headers of an operation's request: JSON, its bearer token, its own. */
export const headersOf = (next: Request): Record<string, string> => ({
  'content-type': 'application/json',
  ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
  ...next.headers,
});

function send(agent: http.Agent, base: string, next: Request): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${next.path}`,
      {
        agent,
        method: next.method,
        headers: headersOf(next),
        timeout: 30_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(next.body);
  });
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
      headers: headersOf(next),
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
