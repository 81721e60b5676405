/**
 * Issue 6, point 7: `npm run test:soak` (not in the default suite). A fresh PostgreSQL database with
 * the demo data (api/scripts/db-reset.ts), `npm start` on it, then mixed traffic at a steady rate from
 * this second process (autocannon) for SOAK_SECONDS (default 300): GraphQL lists, the dashboard,
 * legacy REST lists and writes (offers with lines, invoices with lines). Fails on any error (non-2xx,
 * timeout, GraphQL error or typed mutation error) and when the server's RSS grows by more than
 * max(64 MiB, 25%) between the end of the warm-up (first 20%) and the end.
 * Environment: SOAK_DATABASE_URL (server, default postgres://postgres@127.0.0.1:5432/postgres),
 * SOAK_SECONDS, SOAK_RATE (requests per second, default 40), SOAK_CONNECTIONS (default 20).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const serverUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const rate = Number(process.env.SOAK_RATE ?? 40);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const port = 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
const MiB = 1024 * 1024;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`))));
  });
}

/** The RSS of the Node server that `npm start` runs (found among our child's descendants). */
function serverRss(rootPid: number): number {
  const children = (pid: number): number[] => {
    try {
      return fs
        .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  // npm -> sh -> node with the tsx loader running api/scripts/start.ts (which imports the server): the
  // deepest match.
  const queue = [rootPid];
  let server: number | null = null;
  while (queue.length) {
    const pid = queue.shift()!;
    const cmdline = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
    if (cmdline.includes('api/scripts/start.ts')) server = pid;
    queue.push(...children(pid));
  }
  const kb = server && /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error('server process not found');
  return Number(kb) * 1024;
}

async function post(path: string, body: unknown, token?: string): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

const name = `purchaser_soak_${randomBytes(4).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
// db-reset migrates as the owner and creates the runtime role the server then runs as.
const runtime = new URL(url);
runtime.username = 'purchaser_soak_runtime';
runtime.password = 'soak-runtime';
const env = {
  ...process.env,
  DATABASE_OWNER_URL: url.toString(),
  DATABASE_URL: runtime.toString(),
  PORT: String(port),
  LOG_LEVEL: 'error',
};
await admin(`CREATE DATABASE ${name}`);
let server: ReturnType<typeof spawn> | null = null;
let failed = false;
let serverErrors = 0;
try {
  await run('npx', ['tsx', 'api/scripts/db-reset.ts'], env);
  server = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // The server's own error log counts too: a request autocannon abandoned at the end still shows there.
  for (const stream of [server.stdout!, server.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      serverErrors += (chunk.toString().match(/"level":"error"/g) ?? []).length;
      process.stderr.write(chunk);
    });
  }
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the server did not start within 5 minutes');
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const login = async (role: string) =>
    (await post('/api/auth.php', { email: `${role}@acme.test`, tenant: 'acme', password: 'demo1234' })).token as string;
  const [procurement, finance, it] = [await login('procurement'), await login('finance'), await login('it')];
  const ids = await post(
    '/graphql',
    { query: '{ products(first: 3) { edges { node { rowId } } } suppliers(first: 1) { edges { node { rowId } } } }' },
    procurement,
  );
  const productIds: number[] = ids.data.products.edges.map((e: any) => e.node.rowId);
  const supplierId: number = ids.data.suppliers.edges[0].node.rowId;

  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const gql = (token: string, query: string, variables: () => unknown = () => ({})) => ({
    method: 'POST' as const,
    path: '/graphql',
    headers: auth(token),
    setupRequest: (req: any) => ({ ...req, body: JSON.stringify({ query, variables: variables() }) }),
  });
  const get = (token: string, path: string) => ({ method: 'GET' as const, path, headers: auth(token) });
  let n = 0;
  const requests = [
    gql(procurement, '{ offers(first: 25) { edges { node { id title status totalAmount supplierName } } } }'),
    gql(finance, '{ dashboard { offers { total pending } invoices { total pending } payments { count } } }'),
    get(procurement, '/api/offers.php'),
    gql(finance, '{ invoices(first: 25) { edges { node { id invoiceNumber status totalAmount } } } }'),
    get(finance, '/api/invoices.php'),
    gql(it, '{ orders(first: 25) { edges { node { id orderNumber status totalAmount } } } }'),
    get(finance, '/api/payments.php'),
    get(procurement, '/api/products.php'),
    gql(
      procurement,
      'mutation ($input: CreateOfferInput!) { createOffer(input: $input) { __typename ... on Error { message } } }',
      () => ({
        input: {
          title: `Soak offer ${(n += 1)}`,
          supplierId: String(supplierId),
          lines: productIds.map((id, k) => ({ productId: String(id), quantity: k + 1 })),
        },
      }),
    ),
    gql(
      finance,
      'mutation ($input: InvoiceInput!) { createInvoice(input: $input) { __typename ... on Error { message } } }',
      () => ({
        input: {
          supplierId: String(supplierId),
          companyName: 'Soak S.r.l.',
          invoiceNumber: `SOAK-${(n += 1)}`,
          invoiceDate: '2025-06-01',
          lines: [{ description: 'Servizio', quantity: 2, unitPrice: '99.90', vatPercentage: '22' }],
        },
      }),
    ),
  ];
  let bodyErrors = 0;
  const firstErrors: string[] = [];
  const withCheck = requests.map((r) => ({
    ...r,
    onResponse: (status: number, body: string) => {
      const bad = status !== 200 || /"errors":|"__typename":"\w*Error"/.test(body);
      if (bad) {
        bodyErrors += 1;
        if (firstErrors.length < 5) firstErrors.push(`${status} ${body.slice(0, 200)}`);
      }
    },
  }));

  const rssBefore = serverRss(server.pid!);
  const samples: { t: number; rss: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(
    () => samples.push({ t: (Date.now() - started) / 1000, rss: serverRss(server!.pid!) }),
    5000,
  );
  const result = await autocannon({
    url: base,
    connections,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    requests: withCheck as never,
  });
  clearInterval(sampler);
  const rssEnd = serverRss(server.pid!);
  const warm = samples.find((s) => s.t >= seconds * 0.2)?.rss ?? rssBefore;
  const peak = Math.max(...samples.map((s) => s.rss), rssEnd);
  await new Promise((r) => setTimeout(r, 3000)); // answers to abandoned requests reach the log
  const errors = result.errors + result.timeouts + result.non2xx + bodyErrors + serverErrors;
  const total = result.requests.total;
  const bound = Math.max(64 * MiB, warm * 0.25);
  const mib = (b: number) => (b / MiB).toFixed(1);
  console.log(
    `[soak] duration=${seconds}s rate=${rate}/s connections=${connections} requests=${total} ` +
      `errors=${errors} (non2xx=${result.non2xx} timeouts=${result.timeouts} socket=${result.errors} body=${bodyErrors} server-log=${serverErrors}) ` +
      `error-rate=${((errors / Math.max(total, 1)) * 100).toFixed(3)}% latency p50=${result.latency.p50}ms ` +
      `p99=${result.latency.p99}ms max=${result.latency.max}ms`,
  );
  console.log(
    `[soak] rss start=${mib(rssBefore)}MiB after-warm-up=${mib(warm)}MiB end=${mib(rssEnd)}MiB peak=${mib(peak)}MiB ` +
      `growth-after-warm-up=${mib(rssEnd - warm)}MiB (bound ${mib(bound)}MiB)`,
  );
  if (firstErrors.length) console.log(`[soak] first errors:\n${firstErrors.join('\n')}`);
  if (errors > 0 || total < seconds * rate * 0.8) failed = true;
  if (rssEnd - warm > bound) failed = true;
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
console.log(failed ? '[soak] FAILED' : '[soak] passed');
process.exit(failed ? 1 : 0);
