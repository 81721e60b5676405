import type { ServerResponse } from 'node:http';

/** How long a request holds its slot at most. */
export const ADMISSION_HOLD_MS = 250;

export interface Admission {
  /**
   * Resolves when the request may run; its slot is freed by `res` closing or after holdMs. Rejects
   * (as a client abort) when the client went away while waiting: its work is not started.
   */
  admit(res: ServerResponse): Promise<void>;
  /** Requests running and waiting. */
  stats(): { running: number; waiting: number };
}

/** A client that left before its turn: the server's handler logs it as an aborted request. */
const clientGone = () => Object.assign(new Error('client gone before its turn'), { code: 'ECONNRESET' });

/**
 * At most `limit` GraphQL requests run at once in this process; the others wait their turn, first come
 * first served, once signed in and their body read, before their operation runs (issue 15, point 5;
 * docs/performance.md, 2026-12-01).
 *
 * Why: one process has one core, so ten requests in flight finish no sooner than a few at a time,
 * but each one's objects stay alive for the whole time it is in flight. At ten connections a page
 * lived ~40 ms, long enough for two young-generation collections, so its rows and promises were
 * promoted to the old generation, which then grew between mark-compacts. Admitted a few at a time, a
 * request runs for about the time of its own work and its objects die young, and 16 MB semi-spaces
 * (npm start) do without a growing old generation.
 *
 * A slot is given back when the response closes (answered, failed or the client gone), or after
 * `holdMs` at the latest: a long request (an import, a slow upload) then runs on outside the count
 * instead of holding the queue, and nothing can wait on itself. The REST shims are not counted: their
 * reads build little in JavaScript (PostgreSQL writes the JSON) and wait mostly on the database, where
 * a few at a time made their tail longer.
 */
export function createAdmission(limit: number, holdMs: number): Admission {
  let running = 0;
  /** Each takes the freed place and says true, or says false when its client has gone. */
  const waiting: Array<() => boolean> = [];

  /** A freed place goes to the first one in line whose client is still there (a loop, however many left). */
  function next(): void {
    while (waiting.length > 0 && !waiting.shift()!()) {
      // that one had gone; try the next
    }
  }

  function start(res: ServerResponse): void {
    running += 1;
    let held = true;
    const release = (): void => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      res.off('close', release);
      running -= 1;
      next();
    };
    const timer = setTimeout(release, holdMs);
    timer.unref();
    res.once('close', release);
  }

  return {
    admit(res) {
      if (res.destroyed) return Promise.reject(clientGone());
      if (running < limit && waiting.length === 0) {
        start(res);
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        waiting.push(() => {
          if (res.destroyed) {
            reject(clientGone());
            return false;
          }
          start(res);
          resolve();
          return true;
        });
      });
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
