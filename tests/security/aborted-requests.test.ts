// Issue 12, point 9: a client that aborts is one 'request aborted' line, never an error with a stack.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../setup/test-app.ts';

let t: TestApp;
/** The app's HTTP surface on a server of this file's own, so the test sees when a request arrives. */
let server: http.Server;
let baseUrl: string;
let token: string;
const lines: string[] = [];
const logLevel = process.env.LOG_LEVEL;

beforeAll(async () => {
  // The log level is read when the logger loads, and the files before this one in the same worker
  // loaded it silent: this file loads the app afresh, with the lines the tests run without.
  process.env.LOG_LEVEL = 'info';
  vi.resetModules();
  const { createHttpServer } = await import('../../api/src/http/server.ts');
  const { startTestApp } = await import('../setup/test-app.ts');
  t = await startTestApp();
  server = createHttpServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  process.env.LOG_LEVEL = logLevel;
  vi.resetModules();
});

/** Sends the head and part of a body, and leaves once the server is reading it. */
function leaveMidBody(path: string, headers: Record<string, string>, body: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(`${baseUrl}${path}`, { method: 'POST', headers, agent: false });
    req.on('error', () => undefined);
    req.on('response', (res) => {
      res.resume();
      throw new Error(`${path}: answered (${res.statusCode}) before the client left`);
    });
    server.once('request', () => {
      setTimeout(() => {
        req.destroy();
        setTimeout(resolve, 100);
      }, 150);
    });
    req.write(body);
  });
}

/** An 8 MB PDF attached to one of procurement's pending offers: an answer larger than socket buffers. */
async function uploadLargeDocument(): Promise<number> {
  const offers = await t.rest('GET', 'offers.php?status=pending', undefined, token);
  const list = (Array.isArray(offers.body) ? offers.body : (offers.body.offers ?? offers.body.data)) as {
    id: number;
  }[];
  const form = new FormData();
  form.set('offer_id', String(list[0]!.id));
  form.set('price', '10');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'big.pdf');
  const res = await fetch(`${baseUrl}/api/offers.php?upload=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { id: number };
  expect(res.status).toBe(201);
  return body.id;
}

/** Starts the download and resets the connection as soon as the answer's head arrives. */
function leaveDownload(id: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}/api/offers.php?download=1&id=${id}`, {
      headers: { authorization: `Bearer ${token}` },
      agent: false,
    });
    req.on('error', () => undefined);
    req.on('response', (res) => {
      if (res.statusCode !== 200) reject(new Error(`download answered ${res.statusCode}`));
      req.socket?.resetAndDestroy();
      setTimeout(resolve, 100);
    });
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
    // Cut inside the operations field: the upload parser is still waiting for the operation.
    const graphqlMultipart = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
        `{"query":"mutation { __typename }${' '.repeat(100_000)}`,
    );
    const before = lines.length;
    // Mid-body: a REST upload, a GraphQL upload and a GraphQL JSON body, each cut off half-way.
    const multipartHeaders = { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
    await leaveMidBody('/api/offers.php?upload=1', { ...multipartHeaders, 'content-length': '4000000' }, multipart);
    await leaveMidBody('/graphql', { ...multipartHeaders, 'content-length': '4000000' }, graphqlMultipart);
    const json = { ...auth, 'content-type': 'application/json' };
    await leaveMidBody(
      '/graphql',
      { ...json, 'content-length': '500000' },
      Buffer.from(`{"query":"${' '.repeat(1e5)}`),
    );
    // Mid-answer: an 8 MB document download the client cancels once the answer has begun.
    await leaveDownload(await uploadLargeDocument());
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
