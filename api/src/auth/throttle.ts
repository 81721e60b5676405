import type { Prisma } from '../db/client.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  loginPerAccount: { max: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
  registrationPerAddress: { max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

interface Counter {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in the database, so the limit holds across server instances and restarts.
 * One atomic upsert per hit: concurrent failures cannot slip under the limit.
 */
export async function hit(prisma: Prisma, key: string, limit: Limit): Promise<Counter> {
  const rows = await prisma.$queryRaw<Counter[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."hits" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "hits", "resetAt"`;
  return rows[0]!;
}

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function blockedFor(prisma: Prisma, key: string, limit: Limit): Promise<number> {
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt.getTime() <= Date.now() || row.hits < limit.max) return 0;
  return Math.ceil((row.resetAt.getTime() - Date.now()) / 1000);
}

export async function clear(prisma: Prisma, key: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key } });
}
