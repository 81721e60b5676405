import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Body bytes the client had handed to its socket when the answer's head arrived. */
  sentWhenAnswered: number;
  /** Milliseconds from the request's start to the answer's head. */
  answeredAfterMs: number;
}

/** One reused chunk, so a client streaming megabytes holds no more than 64 KB itself. */
const CHUNK = Buffer.alloc(64 * 1024, 0x41);

/**
 * An HTTP request as an attacker sends it: any declared Content-Length, and a body streamed only
 * while the server has not answered (send: how many body bytes at most; 0 sends headers only).
 * It records how much had been sent when the answer came, to show the server did not wait for it.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; send?: number; end?: boolean; timeoutMs?: number },
): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    // A keep-alive connection of its own, as a browser's (agent: false would ask the server to close).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const req = http.request(url, { method: options.method ?? 'POST', headers: options.headers, agent });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms (sent ${sent} bytes)`));
    }, options.timeoutMs ?? 10_000);
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const answeredAfterMs = Date.now() - started;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sentWhenAnswered, answeredAfterMs });
      });
      res.on('error', () => undefined);
    });
    // Once the server has answered (and closed), writes fail with EPIPE/ECONNRESET: expected.
    req.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    req.flushHeaders();
    const total = options.send ?? 0;
    void (async () => {
      while (!answered && sent < total && !req.destroyed) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, total - sent));
        sent += chunk.length;
        if (!req.write(chunk)) {
          await new Promise<void>((next) => {
            const poll = setInterval(() => {
              if (answered || req.destroyed || req.writableLength === 0) {
                clearInterval(poll);
                next();
              }
            }, 5);
          });
        }
      }
      if (!answered && options.end && !req.destroyed) req.end();
    })();
  });
}
