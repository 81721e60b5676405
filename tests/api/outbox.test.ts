/**
 * Issue 17 point 6: the transactional outbox. A message is written in the transaction of the change
 * that causes it (and rolls back with it), delivered by the worker through its channel, retried with
 * exponential backoff, given up after the channel's last attempt, and never delivered again once
 * delivered. Runs on PGlite and on the PostgreSQL server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inTenantTx } from '../../api/src/db/tenant-scope.ts';
import {
  enqueueOutbox,
  PermanentDeliveryError,
  registerOutboxChannel,
  type OutboxMessage,
} from '../../api/src/modules/outbox/outbox.ts';
import { runOutboxOnce } from '../../api/src/modules/outbox/worker.ts';
import { appForFile, tenantIdOf } from '../setup/test-app.ts';

const t = await appForFile();
const acme = await tenantIdOf(t, 'acme');
const globex = await tenantIdOf(t, 'globex');
const prisma = t.app.database.prisma;
const platform = t.app.database.platform;

let delivered: OutboxMessage[] = [];
let failuresLeft = 0;
registerOutboxChannel(
  'test-flaky',
  async (message) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('receiver down');
    }
    delivered.push(message);
  },
  { maxAttempts: 3, baseDelayMs: 60_000, maxDelayMs: 10 * 60_000 },
);
registerOutboxChannel('test-refusing', async () => {
  throw new PermanentDeliveryError('indirizzo non valido');
});
afterEach(() => {
  delivered = [];
  failuresLeft = 0;
});

const row = (id: number) => platform.outboxMessage.findUniqueOrThrow({ where: { id } });

/** Seconds from the database's now() until the message is due again. */
async function dueInSeconds(id: number): Promise<number> {
  const rows = await platform.$queryRaw<{ seconds: number }[]>`
    SELECT EXTRACT(EPOCH FROM ("availableAt" - now()))::float8 AS seconds FROM "OutboxMessage" WHERE "id" = ${id}`;
  return rows[0]!.seconds;
}

/** The backoff's wait, passed at once: the message becomes due now. */
const makeDue = (id: number) =>
  platform.$executeRaw`UPDATE "OutboxMessage" SET "availableAt" = now() - interval '1 second' WHERE "id" = ${id}`;

async function enqueue(key: string, payload: object = { to: 'x@acme.test' }, channel = 'test-flaky') {
  const id = await inTenantTx(prisma, acme, (tx) =>
    enqueueOutbox(tx, { channel, tenantId: acme, dedupeKey: key, payload }),
  );
  return id!;
}

describe('the outbox (issue 17 point 6)', () => {
  it('writes the message with the change and rolls it back with the change', async () => {
    await expect(
      inTenantTx(prisma, acme, async (tx) => {
        await tx.costCenter.create({ data: { tenantId: acme, code: 'CC-OUTBOX', description: 'Outbox' } });
        await enqueueOutbox(tx, { channel: 'test-flaky', tenantId: acme, dedupeKey: 'rolled', payload: {} });
        throw new Error('the change fails after the enqueue');
      }),
    ).rejects.toThrow('the change fails');
    expect(await platform.outboxMessage.count({ where: { dedupeKey: 'rolled' } })).toBe(0);
    expect(await platform.costCenter.count({ where: { code: 'CC-OUTBOX' } })).toBe(0);

    await inTenantTx(prisma, acme, async (tx) => {
      await tx.costCenter.create({ data: { tenantId: acme, code: 'CC-OUTBOX', description: 'Outbox' } });
      await enqueueOutbox(tx, { channel: 'test-flaky', tenantId: acme, dedupeKey: 'committed', payload: {} });
    });
    expect(await platform.outboxMessage.count({ where: { dedupeKey: 'committed', status: 'pending' } })).toBe(1);
  });

  it("refuses a message for another tenant inside a tenant's transaction (row-level security)", async () => {
    await expect(
      inTenantTx(prisma, acme, (tx) =>
        enqueueOutbox(tx, { channel: 'test-flaky', tenantId: globex, dedupeKey: 'foreign', payload: {} }),
      ),
    ).rejects.toThrow();
    expect(await platform.outboxMessage.count({ where: { dedupeKey: 'foreign' } })).toBe(0);
  });

  it('writes one message per dedupe key', async () => {
    const first = await enqueue('same-key');
    const second = await inTenantTx(prisma, acme, (tx) =>
      enqueueOutbox(tx, { channel: 'test-flaky', tenantId: acme, dedupeKey: 'same-key', payload: { other: 1 } }),
    );
    expect(first).toBeGreaterThan(0);
    expect(second).toBeNull();
    expect(await platform.outboxMessage.count({ where: { dedupeKey: 'same-key' } })).toBe(1);
    await runOutboxOnce(t.app);
  });

  it('retries a failed delivery with exponential backoff, then delivers it once and never again', async () => {
    const id = await enqueue('flaky', { to: 'it@acme.test', subject: 'Offerta da approvare' });
    failuresLeft = 2;

    expect(await runOutboxOnce(t.app)).toBe(1);
    let message = await row(id);
    expect(message).toMatchObject({ status: 'pending', attempts: 1, lastError: 'receiver down', leaseToken: null });
    expect(await dueInSeconds(id)).toBeGreaterThan(55); // the base delay, 60 s
    expect(await dueInSeconds(id)).toBeLessThanOrEqual(60);
    expect(await runOutboxOnce(t.app)).toBe(0); // not due yet

    await makeDue(id);
    expect(await runOutboxOnce(t.app)).toBe(1);
    expect(await dueInSeconds(id)).toBeGreaterThan(115); // doubled: 120 s
    expect(await dueInSeconds(id)).toBeLessThanOrEqual(120);

    await makeDue(id);
    expect(await runOutboxOnce(t.app)).toBe(1);
    message = await row(id);
    expect(message).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(message.deliveredAt).not.toBeNull();
    expect(delivered.map((m) => [m.id, m.attempt, m.payload])).toEqual([
      [id, 3, { to: 'it@acme.test', subject: 'Offerta da approvare' }],
    ]);

    // Delivered is final: due or not, it is never claimed again.
    await makeDue(id);
    expect(await runOutboxOnce(t.app)).toBe(0);
    expect(delivered).toHaveLength(1);
  });

  it("gives up after the channel's last attempt and marks the message failed", async () => {
    const id = await enqueue('hopeless');
    failuresLeft = 99;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await makeDue(id);
      expect(await runOutboxOnce(t.app)).toBe(1);
    }
    const message = await row(id);
    expect(message).toMatchObject({ status: 'failed', attempts: 3, lastError: 'receiver down' });
    expect(message.failedAt).not.toBeNull();
    await makeDue(id);
    expect(await runOutboxOnce(t.app)).toBe(0);
    expect(delivered).toHaveLength(0);
  });

  it('marks a permanent refusal failed at the first attempt', async () => {
    const id = await enqueue('refused', {}, 'test-refusing');
    expect(await runOutboxOnce(t.app)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'indirizzo non valido' });
  });

  it('takes a message again once the lease of a worker that never reported has run out', async () => {
    const id = await enqueue('orphaned');
    // A claim whose worker died before reporting: leased, attempt counted, no outcome.
    await platform.$executeRaw`
      UPDATE "OutboxMessage" SET "attempts" = 1, "leaseToken" = 'dead-worker', "leaseUntil" = now() + interval '1 minute'
      WHERE "id" = ${id}`;
    expect(await runOutboxOnce(t.app)).toBe(0); // still leased
    await platform.$executeRaw`UPDATE "OutboxMessage" SET "leaseUntil" = now() - interval '1 second' WHERE "id" = ${id}`;
    expect(await runOutboxOnce(t.app)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(delivered.map((m) => m.attempt)).toEqual([2]);
  });
});
