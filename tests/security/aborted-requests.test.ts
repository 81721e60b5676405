// Issue 12, point 9: a client that aborts is one 'request aborted' line, never an error with a stack.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// The log level is read when the logger loads: this file needs the lines the tests run without.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'info';
});

let t: TestApp;
let token: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('procurement@acme.test', 'acme');
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return write(chunk, ...rest);
    }) as typeof stream.write);
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

/** Sends the head and `send` bytes of body, then drops the connection (after `waitMs`). */
function abortAfter(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  { waitMs = 50, end = false } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(`${t.baseUrl}${path}`, { method: 'POST', headers });
    req.on('error', () => undefined);
    req.on('response', () => {
      throw new Error(`${path}: answered before the client left`);
    });
    if (end) req.end(body);
    else req.write(body);
    setTimeout(() => {
      req.destroy();
      resolve();
    }, waitMs);
  });
}

const aborted = (): string[] => lines.filter((line) => line.includes('"request aborted"'));

describe('aborted requests', () => {
  it('logs a client that leaves mid-body or mid-answer once, on one line, without a stack', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const boundary = '----abort';
    const multipart = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="offer_id"\r\n\r\n1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n${'x'.repeat(200_000)}`,
    );
    const operations = JSON.stringify({
      query: 'mutation ($input: UploadOfferDocumentInput!) { uploadOfferDocument(input: $input) { offerId } }',
      variables: { input: { offerId: 'x', price: '1', file: null } },
    });
    const graphqlMultipart = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"1":["variables.input.file"]}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="1"; filename="a.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n${'x'.repeat(200_000)}`,
    );
    const before = lines.length;
    // Mid-body: a REST upload, a GraphQL upload and a GraphQL JSON body, each cut off half-way.
    const multipartHeaders = { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
    await abortAfter('/api/offers.php?upload=1', { ...multipartHeaders, 'content-length': '4000000' }, multipart);
    await abortAfter('/graphql', { ...multipartHeaders, 'content-length': '4000000' }, graphqlMultipart);
    await abortAfter(
      '/graphql',
      { ...auth, 'content-type': 'application/json', 'content-length': '500000' },
      Buffer.from(`{"query":"${' '.repeat(100_000)}`),
    );
    // Mid-answer: a sign-in (a deliberately slow password hash) whose client leaves before the answer.
    await abortAfter(
      '/graphql',
      { 'content-type': 'application/json' },
      Buffer.from(
        JSON.stringify({
          query: 'mutation { login(input: { tenant: "acme", email: "finance@acme.test", password: "demo1234" }) { __typename } }',
        }),
      ),
      { waitMs: 1, end: true },
    );
    await vi.waitFor(() => expect(aborted().length).toBeGreaterThanOrEqual(4), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = lines.slice(before);
    console.log(`log lines for 4 aborted requests:\n${written.join('\n')}`);
    expect(aborted()).toHaveLength(4);
    for (const line of aborted()) {
      expect(JSON.parse(line)).toMatchObject({ level: 'info', requestId: expect.stringMatching(/^[0-9a-f]{8}$/) });
    }
    expect(written.filter((line) => /unexpected error|"stack"|"level":"error"/.test(line))).toEqual([]);
    const phases = aborted().map((line) => JSON.parse(line).phase as string);
    expect(phases.filter((phase) => phase === 'body')).toHaveLength(3);
    expect(phases.filter((phase) => phase === 'response')).toHaveLength(1);
  });
});
