import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { App, Viewer } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Safe retries (issue 17, point 10): the first answer to a request sent with an Idempotency-Key header
 * is kept 24 hours per tenant, caller (user or API key) and key, and a repeat gets that answer instead
 * of running again. The key is claimed first, as a unique row (one INSERT ... ON CONFLICT DO NOTHING):
 * of two parallel requests with one key exactly one claims it and runs; the other waits for the
 * first's answer. A request that fails with a server error gives its claim back, so it may be retried.
 * The first change the request commits marks its claim applied in that very transaction (the change
 * feed, see markApplied): a claim whose change committed is never given back nor run again, even when
 * the process died before it could store the answer; a repeat is then told so instead of duplicating.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEEP_HOURS = 24;
/** A claim this old without an answer is a request whose process died: it may be claimed again. */
const STALE_CLAIM_SECONDS = 120;
/** How long a repeat waits for the first request's answer before it is told to retry. */
const WAIT_MS = 20_000;
const POLL_MS = 50;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key non valida: da 1 a 255 caratteri stampabili',
  reused: 'Questa Idempotency-Key è già stata usata per una richiesta diversa',
  inProgress: 'Una richiesta con la stessa Idempotency-Key è ancora in corso: riprova tra poco',
  answerLost:
    'La richiesta con questa Idempotency-Key è stata eseguita, ma la sua risposta è andata persa: verifica il risultato prima di ripeterla con una nuova chiave',
} as const;

/** The claim of the request running now, for the change feed (markApplied). */
const runningClaim = new AsyncLocalStorage<{ id: number; applied: boolean }>();

/**
 * Change-feed subscriber: inside the transaction of a change made by a request that holds a claim,
 * marks the claim applied (once per request), so the mark commits or rolls back with the change.
 */
export async function markApplied(tx: TxClient): Promise<void> {
  const claim = runningClaim.getStore();
  if (!claim || claim.applied) return;
  await tx.$executeRaw`UPDATE "IdempotencyKey" SET "appliedAt" = now() WHERE "id" = ${claim.id} AND "appliedAt" IS NULL`;
  claim.applied = true;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The header's key, null when absent; a malformed one is refused (nothing runs). */
export function idempotencyKeyOf(header: string | string[] | null | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === null) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) throw new ValidationError(IDEMPOTENCY_MESSAGES.invalid, 'Idempotency-Key');
  return value;
}

/** What was asked, so that the same key with another request is refused rather than answered wrongly. */
export function fingerprintOf(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

interface Row {
  id: number;
  fingerprint: string;
  status: number | null;
  response: unknown;
  createdAt: Date;
  appliedAt: Date | null;
}

/**
 * Runs `run` once per (tenant, caller, key): returns its answer, or the stored first answer (replayed)
 * for a repeat. `keep` says whether an answer is final (stored) or given back (a server error).
 */
export async function idempotent(
  app: App,
  viewer: Viewer,
  key: string,
  fingerprint: string,
  run: () => Promise<StoredAnswer>,
  keep: (answer: StoredAnswer) => boolean,
): Promise<StoredAnswer & { replayed: boolean }> {
  const prisma = app.database.prisma;
  const caller = viewer.apiKeyId ? `api-key:${viewer.apiKeyId}` : `user:${viewer.userId}`;
  const where = { tenantId: viewer.tenantId, caller, key };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await inTenantTx(prisma, viewer.tenantId, async (tx) => {
      await tx.$executeRaw`
        DELETE FROM "IdempotencyKey"
        WHERE "tenantId" = ${viewer.tenantId} AND "caller" = ${caller} AND "key" = ${key}
          AND ("createdAt" < now() - make_interval(hours => ${KEEP_HOURS})
               OR ("status" IS NULL AND "appliedAt" IS NULL
                   AND "createdAt" < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})))`;
      const rows = await tx.$queryRaw<{ id: number }[]>`
        INSERT INTO "IdempotencyKey" ("tenantId", "caller", "key", "fingerprint")
        VALUES (${viewer.tenantId}, ${caller}, ${key}, ${fingerprint})
        ON CONFLICT ("tenantId", "caller", "key") DO NOTHING
        RETURNING "id"`;
      return rows[0]?.id ?? null;
    });
    if (claimed !== null) return { ...(await runClaimed(app, viewer.tenantId, claimed, run, keep)), replayed: false };

    const existing = await inTenantTx(prisma, viewer.tenantId, (tx) =>
      tx.idempotencyKey.findFirst({
        where,
        select: { id: true, fingerprint: true, status: true, response: true, createdAt: true, appliedAt: true },
      }),
    );
    if (existing) {
      const row = existing as Row;
      if (row.fingerprint !== fingerprint) throw new ValidationError(IDEMPOTENCY_MESSAGES.reused, 'Idempotency-Key');
      if (row.status !== null) return { status: row.status, body: row.response, replayed: true };
      // Applied, no answer, and its request long gone: running it again would duplicate the change.
      const stale = Date.now() - row.createdAt.getTime() > STALE_CLAIM_SECONDS * 1000;
      if (row.appliedAt && stale) throw new ConflictError(IDEMPOTENCY_MESSAGES.answerLost);
    }
    // Still running elsewhere (or just given back): wait and look again.
    if (Date.now() > deadline) throw new ConflictError(IDEMPOTENCY_MESSAGES.inProgress);
    await sleep(POLL_MS);
  }
}

async function runClaimed(
  app: App,
  tenantId: number,
  id: number,
  run: () => Promise<StoredAnswer>,
  keep: (answer: StoredAnswer) => boolean,
): Promise<StoredAnswer> {
  const prisma = app.database.prisma;
  // Given back only while nothing of the request has committed (appliedAt unset).
  const release = () =>
    inTenantTx(prisma, tenantId, (tx) => tx.idempotencyKey.deleteMany({ where: { id, appliedAt: null } }));
  let answer: StoredAnswer;
  try {
    answer = await runningClaim.run({ id, applied: false }, run);
  } catch (error) {
    await release();
    throw error;
  }
  if (!keep(answer)) {
    await release();
    return answer;
  }
  await inTenantTx(prisma, tenantId, (tx) =>
    tx.idempotencyKey.update({
      where: { id },
      data: { status: answer.status, response: (answer.body ?? null) as Prisma.InputJsonValue },
    }),
  );
  return answer;
}
