import { getNamedType, isEnumType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../../api/src/rest/routes.ts';
import { schema } from '../../api/src/schema.ts';
import { appForFile } from '../setup/test-app.ts';
import { FORBIDDEN_IN_BODY, hostileValue } from './support/hostile.ts';
import { inputValue, listOperations, operationDocument } from './support/operations.ts';
import { installWriteCounter } from './support/write-counter.ts';

/**
 * At least 10,000 malformed or hostile requests across every GraphQL operation and every /api route:
 * no 5xx, no stack trace or SQL in any body, no row written by a refused request, and the server
 * still healthy at the end.
 */
const TARGET = 10_000;
const SKIP = new Set(['logout']);
const FIELDS = [
  'id',
  'offer_id',
  'order_id',
  'status',
  'search',
  'action',
  'supplier_id',
  'date_from',
  'file',
  'download',
  'upload',
  'tenant',
];

const t = await appForFile();
const writes = await installWriteCounter(t.app.database.platform);
/**
 * The counter as read after the last request, which is the next request's "before": the requests go
 * one at a time and nothing else writes between them, so one read per request is enough (the reads
 * were a fifth of this file's time on PGlite).
 */
let lastCount = 0;
async function wroteSinceLastRead(): Promise<boolean> {
  const now = await writes();
  const wrote = now !== lastCount;
  lastCount = now;
  return wrote;
}
const tokens = await Promise.all(
  ['admin@acme.test', 'procurement@acme.test', 'finance@acme.test', 'it@acme.test'].map((e) => t.login(e, 'acme')),
);

interface Tally {
  requests: number;
  serverErrors: string[];
  disclosures: string[];
  writesByRefused: string[];
}

function inspect(tally: Tally, label: string, status: number, text: string, refused: boolean, wrote: boolean): void {
  tally.requests += 1;
  // A masked unexpected fault inside a 200 answer is a server error as much as a 5xx: bad input must
  // be refused as the caller's mistake, with a specific message.
  if (status >= 500 || text.includes('"code":"INTERNAL"'))
    tally.serverErrors.push(`${label}: ${status} ${text.slice(0, 200)}`);
  const leak = FORBIDDEN_IN_BODY.find((pattern) => pattern.test(text));
  if (leak) tally.disclosures.push(`${label}: ${leak} in ${text.slice(0, 300)}`);
  if (refused && wrote) tally.writesByRefused.push(label);
}

async function graphqlRound(tally: Tally, perOperation: number): Promise<void> {
  const ops = listOperations(schema).filter((op) => !SKIP.has(op.name));
  for (const op of ops) {
    const document = operationDocument(schema, op, true);
    for (let i = 0; i < perOperation; i += 1) {
      let leaf = 0;
      const valueFor = (_name: string, type: GraphQLNamedType): unknown =>
        isEnumType(type) && i % 3 === 0 ? type.getValues()[0]?.name : hostileValue(getNamedType(type).name, i + leaf++);
      const variables: Record<string, unknown> = {};
      for (const arg of op.field.args)
        variables[arg.name] = i % 11 === 10 ? hostileValue('Other', i) : inputValue(arg.type, arg.name, valueFor);
      const res = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
        body: JSON.stringify({ query: document, variables }),
      });
      const text = await res.text();
      const refused = res.status >= 400 || /"errors"|"__typename":"\w*Error"/.test(text);
      inspect(tally, `${op.name}#${i}`, res.status, text, refused, await wroteSinceLastRead());
    }
  }
}

async function restRound(tally: Tally, perMethod: number): Promise<void> {
  for (const [route, endpoint] of Object.entries(restRoutes)) {
    for (const method of Object.keys(endpoint)) {
      for (let i = 0; i < perMethod; i += 1) {
        const params = new URLSearchParams();
        FIELDS.forEach((field, k) => i % (k + 2) === 0 && params.set(field, String(hostileValue('String', i + k))));
        const body: Record<string, unknown> = {};
        for (const [k, field] of [
          ...FIELDS,
          'title',
          'amount',
          'price',
          'email',
          'password',
          'products',
          'totalAmount',
        ].entries()) {
          body[field] = hostileValue(k % 2 ? 'Decimal' : 'String', i + k);
        }
        const raw = i % 7 === 0 ? '{"broken": ' : i % 13 === 0 ? 'x'.repeat(1_100_000) : JSON.stringify(body);
        const res = await fetch(`${t.baseUrl}/api/${route}?${params}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
          body: method === 'GET' ? undefined : raw,
        });
        const text = await res.text();
        inspect(tally, `${method} ${route}#${i}`, res.status, text, res.status >= 400, await wroteSinceLastRead());
      }
    }
  }
}

async function uploadRound(tally: Tally): Promise<void> {
  const cases: [string, Blob][] = [
    ['../../etc/passwd.pdf', new Blob(['not a pdf at all'])],
    ['..%2F..%2Fevil.pdf', new Blob(['<html><script>x</script></html>'])],
    ['big.pdf', new Blob([new Uint8Array(11 * 1024 * 1024)])],
    ['ok-name.pdf', new Blob(['%PDX-1.4 nope'])],
  ];
  for (const route of Object.keys(restRoutes)) {
    for (const [name, blob] of cases) {
      const form = new FormData();
      form.set('file', blob, name);
      form.set('offer_id', '1');
      form.set('price', '-5');
      const res = await fetch(`${t.baseUrl}/api/${route}?upload=1`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      inspect(
        tally,
        `upload ${route} ${name}`,
        res.status,
        await res.text(),
        res.status >= 400,
        await wroteSinceLastRead(),
      );
    }
  }
  // A GraphQL multipart request with an oversized file.
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: 'mutation ($f: Upload) { __typename }', variables: { f: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'big.pdf');
  const res = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  inspect(tally, 'graphql multipart oversized', res.status, await res.text(), true, false);
}

describe('bad input', () => {
  it('its detectors catch what they look for (controls)', async () => {
    const trace = 'Error: x\n    at Object.resolve (/work/main/api/src/x.ts:10:5)';
    expect(FORBIDDEN_IN_BODY.some((p) => p.test(trace))).toBe(true);
    expect(FORBIDDEN_IN_BODY.some((p) => p.test('duplicate key value violates unique constraint "x"'))).toBe(true);
    const before = await writes();
    await t.rest('POST', 'register.php', { firstName: 'W', lastName: 'C', email: 'wc@example.it', company: 'WC' });
    expect(await writes()).toBe(before + 2); // the request and its audit entry
  });

  it(`survives ${TARGET} malformed and hostile requests`, async () => {
    const tally: Tally = { requests: 0, serverErrors: [], disclosures: [], writesByRefused: [] };
    const ops = listOperations(schema).length;
    const routeMethods = Object.values(restRoutes).reduce((n, e) => n + Object.keys(e).length, 0);
    lastCount = await writes(); // the control test above wrote
    await uploadRound(tally);
    await restRound(tally, Math.ceil((TARGET * 0.3) / routeMethods));
    await graphqlRound(tally, Math.ceil((TARGET * 0.72) / ops));
    const health = await fetch(`${t.baseUrl}/health`);
    console.log(
      `[bad input] requests=${tally.requests} 5xx-or-internal=${tally.serverErrors.length} disclosures=${tally.disclosures.length} writes-by-refused=${tally.writesByRefused.length}`,
    );
    expect(tally.serverErrors.slice(0, 20)).toEqual([]);
    expect(tally.disclosures).toEqual([]);
    expect(tally.writesByRefused).toEqual([]);
    expect(tally.requests).toBeGreaterThanOrEqual(TARGET);
    expect(health.status).toBe(200);
    await expect(t.login('finance@acme.test', 'acme')).resolves.toBeTruthy();
  }, 900_000);
});
