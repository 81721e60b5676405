import type { Prisma as Client } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { TooManyRequestsError } from '../errors.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

export const LIMITS = {
  /** One account from one address: the guessing limit an attacker meets. */
  loginPerPair: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  /** One address over every account (password spraying). */
  loginPerAddress: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  /**
   * One account over every address, far above the pair's: a distributed guess is slowed, and one
   * attacker cannot lock the owner out of their account from another address.
   */
  loginPerAccount: { max: 100, windowSeconds: FIFTEEN_MINUTES },
  /** Change password: guesses of the current password with a stolen session. */
  passwordChangePerUser: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  registrationPerAddress: { max: 3, windowSeconds: 60 * 60 },
  /** Password-reset e-mails for one account: a few, so a typo can be retried but nobody is mail-bombed. */
  passwordResetPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Password-reset requests from one address, over every account. */
  passwordResetPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /** Reset links tried from one address (a token is 32 random bytes: this bounds abuse, not guessing). */
  passwordResetConfirmPerAddress: { max: 10, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, Limit>;

/**
 * Attempts being checked at once in this process, and how many more may wait for their turn: a
 * burst is queued or refused here, before a password hash, so it never fills the hashing threads
 * that every other sign-in shares. Queued, not refused, within the waiting room: the same account
 * signing in twice at once (two tabs, two test workers) is served one after the other.
 */
export const IN_FLIGHT = {
  perAccount: { running: 1, waiting: 4 },
  perAddress: { running: 2, waiting: 28 },
  perPasswordChange: { running: 1, waiting: 2 },
} as const;

interface Counter {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in the database, so the limit holds across server instances and restarts.
 * One atomic upsert counts a hit on every key (one round trip): concurrent attempts each get their
 * own count, none slips under the limit.
 */
async function countHits(
  prisma: Client,
  keys: readonly (readonly [key: string, limit: Limit])[],
): Promise<(Counter & { key: string })[]> {
  const values = Prisma.join(
    keys.map(([key, limit]) => Prisma.sql`(${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))`),
  );
  return prisma.$queryRaw<(Counter & { key: string })[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt") VALUES ${values}
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."hits" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "key", "hits", "resetAt"`;
}

/** One hit on one key. */
export async function hit(prisma: Client, key: string, limit: Limit): Promise<Counter> {
  return (await countHits(prisma, [[key, limit]]))[0]!;
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}

/**
 * Counts one attempt on every key before anything is checked, and refuses (429) when any key is
 * over its limit: of N parallel attempts at most `max` are ever checked.
 */
export async function countAttempt(
  prisma: Client,
  keys: readonly (readonly [key: string, limit: Limit])[],
  message: string,
): Promise<void> {
  const counters = await countHits(prisma, keys);
  const max = new Map(keys.map(([key, limit]) => [key, limit.max]));
  const over = counters.filter((counter) => counter.hits > max.get(counter.key)!);
  if (over.length > 0) throw new TooManyRequestsError(message, Math.max(...over.map((c) => secondsUntil(c.resetAt))));
}

/** Takes back one counted attempt (a successful one): the limits count failures, not sign-ins. */
export async function refund(prisma: Client, key: string): Promise<void> {
  await prisma.$executeRaw`UPDATE "RateLimit" SET "hits" = GREATEST("hits" - 1, 0) WHERE "key" = ${key}`;
}

export async function clear(prisma: Client, key: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key } });
}

/** In-process gates, one per key: at most `running` at once, `waiting` more queued, the rest refused. */
export class InFlight {
  private readonly running = new Map<string, number>();
  private readonly queues = new Map<string, (() => void)[]>();

  /** A release function once the key has a free slot, or null at once when its waiting room is full. */
  async acquire(key: string, gate: { running: number; waiting: number }): Promise<(() => void) | null> {
    const active = this.running.get(key) ?? 0;
    if (active < gate.running) {
      this.running.set(key, active + 1);
      return this.releaser(key);
    }
    const queue = this.queues.get(key) ?? [];
    if (queue.length >= gate.waiting) return null;
    this.queues.set(key, queue);
    // The releasing attempt hands its slot over: the running count stays as it is.
    await new Promise<void>((resolve) => queue.push(resolve));
    return this.releaser(key);
  }

  private releaser(key: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const queue = this.queues.get(key);
      const next = queue?.shift();
      if (queue && queue.length === 0) this.queues.delete(key);
      if (next) {
        next();
        return;
      }
      const active = (this.running.get(key) ?? 1) - 1;
      if (active <= 0) this.running.delete(key);
      else this.running.set(key, active);
    };
  }
}

/**
 * Takes the account's gate, then the address's (always in that order, so no two attempts wait on
 * each other), or refuses with a 429.
 */
export async function enterGates(
  gates: InFlight,
  keys: readonly (readonly [key: string, gate: { running: number; waiting: number }])[],
  message: string,
): Promise<() => void> {
  const taken: (() => void)[] = [];
  const releaseAll = () => taken.reverse().forEach((release) => release());
  for (const [key, gate] of keys) {
    const release = await gates.acquire(key, gate);
    if (!release) {
      releaseAll();
      throw new TooManyRequestsError(message, 1);
    }
    taken.push(release);
  }
  return releaseAll;
}
