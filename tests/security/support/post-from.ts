import http from 'node:http';

export interface PostAnswer {
  status: number;
  body: { error?: string; token?: string } & Record<string, unknown>;
  retryAfter: string | undefined;
  ms: number;
}

/**
 * POSTs JSON from a chosen local address: all of 127.0.0.0/8 is loopback on Linux, so a test can be
 * many clients with real, different addresses (no proxy header to trust).
 */
export function postFrom(url: string, body: unknown, from = '127.0.0.1', token?: string): Promise<PostAnswer> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text),
            retryAfter: res.headers['retry-after'],
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
