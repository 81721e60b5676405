// Starts the real server (`npx tsx api/src/main.ts`) as a separate process group on 127.0.0.1 with
// BENCH=1, which makes GET /health report the statement counter, event-loop delay and RSS of the
// server process that answers. With --workers N (WEB_CONCURRENCY) every figure is gathered from all N.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

const START_SCRIPT = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts
  .start;
/** The V8 flags of package.json's "start" script (NODE_OPTIONS="..."), so the benchmark runs the app as deployed. */
const APP_NODE_OPTIONS = /NODE_OPTIONS="([^"$]*?)\s*\$NODE_OPTIONS/.exec(START_SCRIPT)?.[1] ?? '';
/** glibc's malloc arenas as that script sets them (MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-1}), unless set here. */
const APP_ARENAS =
  process.env.MALLOC_ARENA_MAX ?? /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-(\d+)\}/.exec(START_SCRIPT)?.[1];

export interface ServerStats {
  /** Summed over the server processes. */
  statements: number;
  /** The worst server process. */
  eventLoopDelayP99Ms: number;
  /** Summed over the server processes (the cluster supervisor, which holds no app, not included). */
  rssBytes: number;
}

interface WorkerStats extends ServerStats {
  worker: number;
}

/** GET /health on a connection of its own: the cluster hands new connections to its workers in turn. */
function health(url: string, reset: boolean): Promise<WorkerStats> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/health${reset ? '?reset=1' : ''}`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          const parsed = JSON.parse(body) as Partial<WorkerStats>;
          if (parsed.statements === undefined) throw new Error('GET /health has no bench fields: is BENCH=1 honoured?');
          resolve({ worker: 1, ...parsed } as WorkerStats);
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    req.on('error', reject);
  });
}

export interface ServerHandle {
  url: string;
  /** reset: restart the event-loop delay histogram for the next measurement. */
  stats(reset?: boolean): Promise<ServerStats>;
  sampleRss(everyMs: number): { stop(): Promise<number> };
  /** CPU time (user + system, ms) the server's processes have used so far; NaN where /proc is missing. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * CPU time of every process that `matches` (its command name, its process group), from /proc/<pid>/stat
 * (utime + stime, in clock ticks of 10 ms on Linux). Unlike latency it hardly moves when other work
 * shares the machine.
 */
function cpuMsOf(matches: (command: string, pgid: number) => boolean, withEndedChildren = false): number {
  let ticks = 0;
  try {
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!matches(command, Number(fields[2]))) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
      if (withEndedChildren) ticks += Number(fields[13]) + Number(fields[14]);
    }
  } catch {
    return Number.NaN;
  }
  return ticks * 10;
}

/**
 * CPU time the local PostgreSQL server's processes (postmaster, backends, background workers) have
 * used so far: the other half of a request's cost on this machine, which a server that sends cheaper
 * statements saves there. Counts whatever else the database does meanwhile (autovacuum, say).
 */
export function postgresCpuMs(): number {
  // A backend that ends (a pool closing a connection) takes its own count with it; the postmaster's
  // count of its ended children (cutime, cstime) keeps it.
  return cpuMsOf((command) => command === 'postgres' || command === 'postmaster', true);
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * cpuProfileDir: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
 * workers: WEB_CONCURRENCY, server processes sharing the port (PostgreSQL only).
 * entry: the script to run instead of the app (bench/peer/postgraphile-server.ts).
 * demo: no database given; the server starts on a fresh PGlite directory with the demo data (the
 * browser journeys' wrapper, tests/e2e/support/serve.ts, which removes it on exit).
 * nodeFlags: node's own command line, after npm start's NODE_OPTIONS and so winning over them: V8 flags
 * Node refuses in NODE_OPTIONS (--no-maglev, --trace-zone-stats, --heap-growing-percent) and preloads
 * (--import, after tsx's).
 */
export async function startServer(
  port: number,
  database: Record<string, string>,
  {
    cpuProfileDir,
    workers = 1,
    demo = false,
    entry,
    stdout,
    nodeFlags = [],
  }: {
    cpuProfileDir?: string;
    workers?: number;
    demo?: boolean;
    entry?: string;
    stdout?: (text: string) => void;
    nodeFlags?: string[];
  } = {},
): Promise<ServerHandle> {
  if (!(await portFree(port))) throw new Error(`Port ${port} is busy: pass --port`);
  // entry: another server answering the same /health fields (the PostGraphile peer, bench/peer/).
  const main = entry ?? (demo ? 'tests/e2e/support/serve.ts' : 'api/src/main.ts');
  // Node refuses --cpu-prof in NODE_OPTIONS, so a profiled server is node itself with tsx's loader;
  // so is the demo wrapper, which npm exec would kill on SIGTERM before it removes its directory, and
  // a server given node flags.
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  // tsx's loader first, so a preloaded .ts file is compiled by it: loaded before it, by Node's own type
  // stripping, such a file left the measured server ~40 MB larger (docs/performance.md, 2026-12-01).
  const flags = [...profile, ...nodeFlags];
  const [command, argv] =
    flags.length > 0 || demo ? [process.execPath, ['--import', 'tsx', ...flags, main]] : ['npx', ['tsx', main]];
  // The app runs with what `npm start` gives it (package.json): a 16 MB semi-space (a young generation
  // of 32 MB instead of the 128 MB V8 sizes for a 4 GB heap) and one malloc arena (issue 15, point 5).
  // The peer (entry) runs with Node's and glibc's defaults.
  const nodeOptions = entry
    ? {}
    : {
        NODE_OPTIONS: `${APP_NODE_OPTIONS} ${process.env.NODE_OPTIONS ?? ''}`.trim(),
        ...(APP_ARENAS ? { MALLOC_ARENA_MAX: APP_ARENAS } : {}),
      };
  const child: ChildProcess = spawn(command, argv, {
    env: {
      ...process.env,
      ...nodeOptions,
      ...database,
      PORT: String(port),
      SEED_DEMO: String(demo),
      SCHEDULER: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      BENCH: '1',
      GRAPHILE_ENV: 'production',
      WEB_CONCURRENCY: String(workers),
    },
    stdio: ['ignore', stdout ? 'pipe' : 'inherit', 'inherit'],
    detached: true, // its own process group, so stop() ends npx, tsx and node together and nothing else
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  child.stdout?.setEncoding('utf8').on('data', (text: string) => stdout?.(text));
  const url = `http://127.0.0.1:${port}`;

  /** Asks until every worker has answered once. */
  async function perWorker(reset: boolean): Promise<WorkerStats[]> {
    const seen = new Map<number, WorkerStats>();
    for (let attempt = 0; seen.size < workers; attempt += 1) {
      if (attempt > 20 * workers) throw new Error(`Only ${seen.size} of ${workers} server processes answered /health`);
      const answer = await health(url, reset);
      seen.set(answer.worker, answer);
    }
    return [...seen.values()];
  }

  async function stats(reset = false): Promise<ServerStats> {
    const all = await perWorker(reset);
    return {
      statements: all.reduce((sum, s) => sum + s.statements, 0),
      eventLoopDelayP99Ms: Math.max(...all.map((s) => s.eventLoopDelayP99Ms)),
      rssBytes: all.reduce((sum, s) => sum + s.rssBytes, 0),
    };
  }

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('The server exited during start-up (see its output above)');
    if (Date.now() > deadline) throw new Error('The server did not answer /health within 120 s');
    try {
      await stats();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  return {
    url,
    stats,
    cpuMs: () => (child.pid === undefined ? Number.NaN : cpuMsOf((_command, pgid) => pgid === child.pid)),
    sampleRss(everyMs) {
      // The peak of each worker, summed: each sample reaches one worker, the next sample the next.
      const peaks = new Map<number, number>();
      const note = (s: WorkerStats) => peaks.set(s.worker, Math.max(peaks.get(s.worker) ?? 0, s.rssBytes));
      const timer = setInterval(() => {
        health(url, false).then(note, () => {});
      }, everyMs);
      return {
        async stop() {
          clearInterval(timer);
          (await perWorker(false)).forEach(note);
          return [...peaks.values()].reduce((sum, rss) => sum + rss, 0);
        },
      };
    },
    async stop() {
      if (exited || child.pid === undefined) return;
      const gone = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => !exited && process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** A demo tenant's finance manager signed in on the server under test: the session token. */
export async function signInFinance(server: Pick<ServerHandle, 'url'>, tenant = 'acme'): Promise<string> {
  const login = await fetch(`${server.url}/api/auth.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant, email: `finance@${tenant}.test`, password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`sign-in as finance@${tenant}.test failed: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}
