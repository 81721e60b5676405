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
} satisfies Record<string, Limit>;

/**
 * Attempts being checked at once in this process: a burst is refused here, before a database write
 * or a password hash, so it never reaches the hashing queue that every other sign-in shares.
 */
export const IN_FLIGHT = { perAccount: 1, perAddress: 8 } as const;

interface Counter {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in the database, so the limit holds across server instances and restarts.
 * One atomic upsert per hit: concurrent attempts each get their own count, none slips under the limit.
 */
export async function hit(prisma: Client, key: string, limit: Limit): Promise<Counter> {
  const rows = await prisma.$queryRaw<Counter[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."hits" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "hits", "resetAt"`;
  return rows[0]!;
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
  // One statement for every key: a burst costs the database one round trip per attempt.
  const values = Prisma.join(
    keys.map(([key, limit]) => Prisma.sql`(${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))`),
  );
  const counters = await prisma.$queryRaw<(Counter & { key: string })[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt") VALUES ${values}
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."hits" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "key", "hits", "resetAt"`;
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

/** In-process gate of attempts in flight per key. */
export class InFlight {
  private readonly active = new Map<string, number>();

  /** Enters every key, or none when one is at its cap (then returns null). */
  enter(keys: readonly (readonly [key: string, cap: number])[]): (() => void) | null {
    if (keys.some(([key, cap]) => (this.active.get(key) ?? 0) >= cap)) return null;
    for (const [key] of keys) this.active.set(key, (this.active.get(key) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      for (const [key] of keys) {
        const n = (this.active.get(key) ?? 1) - 1;
        if (n <= 0) this.active.delete(key);
        else this.active.set(key, n);
      }
    };
  }
}
