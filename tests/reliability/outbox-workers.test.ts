/**
 * Issue 17 point 6: workers racing for the outbox never send one message twice in the normal case.
 * Several passes run at once (on the PostgreSQL server each on its own connection, as on several
 * servers), each delivery yielding midway, so claims interleave; every message must be delivered
 * exactly once, and its row say so.
 */
import { describe, expect, it } from 'vitest';
import { inTenantTx } from '../../api/src/db/tenant-scope.ts';
import { enqueueOutbox, registerOutboxChannel } from '../../api/src/modules/outbox/outbox.ts';
import { runOutboxOnce } from '../../api/src/modules/outbox/worker.ts';
import { testDatabaseKind } from '../setup/database.ts';
import { appForFile, tenantIdOf } from '../setup/test-app.ts';

const t = await appForFile();
const acme = await tenantIdOf(t, 'acme');
const MESSAGES = 120;
const WORKERS = 4;

const sends = new Map<number, number>();
registerOutboxChannel('race-test', async (message) => {
  sends.set(message.id, (sends.get(message.id) ?? 0) + 1);
  await new Promise((resolve) => setImmediate(resolve));
});

describe(`outbox workers racing (${testDatabaseKind})`, () => {
  it('deliver every message exactly once', async () => {
    await inTenantTx(t.app.database.prisma, acme, async (tx) => {
      for (let i = 0; i < MESSAGES; i += 1) {
        await enqueueOutbox(tx, { channel: 'race-test', tenantId: acme, dedupeKey: `race-${i}`, payload: { i } });
      }
    });
    const attempted = await Promise.all(Array.from({ length: WORKERS }, () => runOutboxOnce(t.app, { batchSize: 5 })));
    expect(attempted.reduce((a, b) => a + b, 0)).toBe(MESSAGES);
    expect(sends.size).toBe(MESSAGES);
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
    const rows = await t.app.database.platform.outboxMessage.groupBy({
      by: ['status', 'attempts'],
      where: { channel: 'race-test' },
      _count: true,
    });
    expect(rows).toEqual([{ status: 'delivered', attempts: 1, _count: MESSAGES }]);
  });
});
