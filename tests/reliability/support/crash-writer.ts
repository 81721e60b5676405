/**
 * Child process of tests/reliability/crash-safety.test.ts. It opens the database named by the
 * environment (DATA_DIR: PGlite, taking over the data-dir lock a killed predecessor left; or
 * DATABASE_URL: the server), prints `inventory <json>` (what earlier runs left, see inventory.ts),
 * then runs the real HTTP app in this process and writes through its API without pause: offers
 * with product lines, then invoices with lines, alternately. After each acknowledged write (HTTP
 * answer received) it prints `ack offer <id>` or `ack invoice <id>`; the parent SIGKILLs it at a
 * random moment. The parent migrates and seeds the database once, before the first run.
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../api/src/config.ts';
import type { App } from '../../../api/src/context.ts';
import { openDatabase } from '../../../api/src/db/client.ts';
import { createHttpServer } from '../../../api/src/http/server.ts';
import { createStorage } from '../../../api/src/shared/storage.ts';
import { inventory } from './inventory.ts';

const started = Date.now();
const config = { ...loadConfig(), scheduler: false, logLevel: 'silent' as const };
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 4 } : { dataDir: config.dataDir },
);
console.log(`inventory ${JSON.stringify(await inventory(database.platform))}`);
const app: App = { config, database, storage: createStorage(config) };
const server = createHttpServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function post(path: string, body: unknown, token?: string): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  if (response.status !== 200 || json.errors) throw new Error(`${path} ${response.status} ${JSON.stringify(json)}`);
  return json;
}

// The admin is procurement- and finance-capable. The first run signs in and hands its session token
// to the parent; later runs reuse it, as a client does across a server restart (no scrypt per start).
let token = process.env.CRASH_TOKEN;
if (!token) {
  ({ token } = await post('/api/auth.php', { email: 'admin@acme.test', tenant: 'acme', password: 'demo1234' }));
  console.log(`token ${token}`);
}
const tenant = await app.database.platform.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
const where = { tenantId: tenant.id, archivedAt: null };
const products = await app.database.platform.product.findMany({ where, orderBy: { id: 'asc' }, take: 3 });
const supplier = await app.database.platform.supplier.findFirstOrThrow({ where, orderBy: { id: 'asc' } });
console.log(`ready ${Date.now() - started}`);

const CREATE_OFFER = `mutation ($input: CreateOfferInput!) { createOffer(input: $input) { __typename
  ... on Error { message } ... on MutationCreateOfferSuccess { data { offer { rowId } } } } }`;
const CREATE_INVOICE = `mutation ($input: InvoiceInput!) { createInvoice(input: $input) { __typename
  ... on Error { message } ... on MutationCreateInvoiceSuccess { data { invoice { rowId } } } } }`;

async function write(kind: 'offer' | 'invoice', query: string, input: unknown, field: string): Promise<void> {
  const result = (await post('/graphql', { query, variables: { input } }, token)).data[field];
  if (!result.data) throw new Error(`${field}: ${JSON.stringify(result)}`);
  console.log(`ack ${kind} ${result.data[kind].rowId}`);
}

for (let n = 1; ; n += 1) {
  const tag = `${process.pid}-${n}`;
  const lines = products.map((p, k) => ({ productId: String(p.id), quantity: ((n + k) % 5) + 1 }));
  await write('offer', CREATE_OFFER, { title: `Crash ${tag}`, supplierId: String(supplier.id), lines }, 'createOffer');
  const invoiceLines = [1, 2, 3].map((k) => ({
    description: `Riga ${k}`,
    quantity: k + (n % 3),
    unitPrice: `${(n % 90) + k}.${String(n % 100).padStart(2, '0')}`,
    vatPercentage: k === 1 ? '10' : '22',
  }));
  await write(
    'invoice',
    CREATE_INVOICE,
    {
      supplierId: String(supplier.id),
      companyName: 'Crash S.r.l.',
      invoiceNumber: `CRASH-${tag}`,
      invoiceDate: '2025-05-01',
      lines: invoiceLines,
    },
    'createInvoice',
  );
}
