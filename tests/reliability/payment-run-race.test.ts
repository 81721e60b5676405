/**
 * Issue 16, point 6: finance users creating payment runs at the same moment with overlapping payments.
 * Each payment ends in exactly one run; every losing request is a clear 409 naming the run that took
 * its payment, never a 5xx; confirm and cancel racing on one run apply once. On PGlite the requests
 * interleave in one process; in the PostgreSQL pass (TEST_DATABASE_URL) they run on real connections.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/auth/password.ts';
import { appForFile } from '../setup/test-app.ts';
import { bankingDay, payablePayments } from '../api/payment-runs-support.ts';

const t = await appForFile();
const prisma = t.app.database.platform;
const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
const supplier = await prisma.supplier.findFirstOrThrow({ where: { tenantId: acme.id, iban: { not: null } } });
await prisma.user.create({
  data: {
    tenantId: acme.id,
    email: 'finance2@acme.test',
    passwordHash: await hashPassword('demo1234'),
    firstName: 'Race',
    lastName: 'Two',
    role: 'finance',
  },
});
const tokens = [
  await t.login('finance@acme.test', 'acme'),
  await t.login('finance2@acme.test', 'acme'),
  await t.login('admin@acme.test', 'acme'),
];

const CREATE = `mutation ($input: CreatePaymentRunInput!) { createPaymentRun(input: $input) { __typename
  ... on Error { message } ... on MutationCreatePaymentRunSuccess { data { paymentRun { rowId reference } } } } }`;

/** Even requests through REST, odd ones through GraphQL: both meet the same locks. */
async function create(k: number, ids: number[]): Promise<{ ok: boolean; status: string; message?: string }> {
  const token = tokens[k % tokens.length]!;
  const body = { execution_date: bankingDay(), format: k % 3 === 0 ? 'cbi' : 'sepa' };
  if (k % 2 === 0) {
    const res = await t.rest('POST', 'payment-runs.php', { ...body, payment_ids: ids }, token);
    return { ok: res.status === 201, status: String(res.status), message: res.body.error };
  }
  const res = await t.gql<any>(
    CREATE,
    { input: { paymentIds: ids.map(String), executionDate: body.execution_date, format: body.format } },
    token,
  );
  const out = res.data?.createPaymentRun;
  return {
    ok: out?.__typename === 'MutationCreatePaymentRunSuccess',
    status: out?.__typename ?? 'error',
    message: out?.message,
  };
}

describe('payment run races', () => {
  it('12 overlapping runs at once: each payment ends in exactly one run, the losers get a clear 409', async () => {
    const ids = await payablePayments(
      prisma,
      acme.id,
      supplier.id,
      Array.from({ length: 30 }, () => ({ amount: '10.00' })),
    );
    // Request k asks for a window of 10 payments starting at 2k: neighbours overlap.
    const windows = Array.from({ length: 12 }, (_, k) => ids.slice((2 * k) % 21, ((2 * k) % 21) + 10));
    const results = await Promise.all(windows.map((w, k) => create(k, w)));
    const winners = results.filter((r) => r.ok);
    expect(winners.length).toBeGreaterThan(0);
    for (const loser of results.filter((r) => !r.ok)) {
      expect(['409', 'ConflictError']).toContain(loser.status);
      expect(loser.message).toMatch(/è già nella distinta aperta DIST-/);
    }
    // Every payment is in at most one run, and a winner's payments are all in its run.
    const items = await prisma.paymentRunItem.findMany({ where: { paymentId: { in: ids } } });
    const perPayment = new Map<number, number>();
    for (const item of items) perPayment.set(item.paymentId, (perPayment.get(item.paymentId) ?? 0) + 1);
    expect([...perPayment.values()].every((n) => n === 1)).toBe(true);
    const payments = await prisma.payment.findMany({ where: { id: { in: ids } } });
    for (const p of payments) {
      const item = items.find((i) => i.paymentId === p.id);
      expect(p.paymentRunId ?? null).toBe(item?.paymentRunId ?? null);
    }
    const runs = await prisma.paymentRun.findMany({
      where: { tenantId: acme.id, items: { some: { paymentId: { in: ids } } } },
    });
    expect(runs).toHaveLength(winners.length);
    expect(new Set(runs.map((r) => r.reference)).size).toBe(runs.length);
    for (const r of runs) expect(r.paymentCount).toBe(10);
  }, 120_000);

  it('disjoint runs at once all succeed with distinct references', async () => {
    const ids = await payablePayments(
      prisma,
      acme.id,
      supplier.id,
      Array.from({ length: 8 }, () => ({ amount: '1.00' })),
    );
    const results = await Promise.all(Array.from({ length: 8 }, (_, k) => create(k, [ids[k]!])));
    expect(results.every((r) => r.ok)).toBe(true);
    const runs = await prisma.paymentRun.findMany({ where: { items: { some: { paymentId: { in: ids } } } } });
    expect(new Set(runs.map((r) => r.reference)).size).toBe(8);
  }, 120_000);

  it('confirm and cancel racing on one run: one applies, the other is refused, the payments agree', async () => {
    const ids = await payablePayments(prisma, acme.id, supplier.id, [{ amount: '7.00' }, { amount: '8.00' }]);
    const made = await t.rest(
      'POST',
      'payment-runs.php',
      { payment_ids: ids, execution_date: bankingDay(), format: 'sepa' },
      tokens[0]!,
    );
    const decisions = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        t.rest('PUT', `payment-runs.php?id=${made.body.id}`, { action: k % 2 ? 'confirm' : 'cancel' }, tokens[k % 3]!),
      ),
    );
    expect(decisions.filter((d) => d.status === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.status === 409)).toHaveLength(9);
    const runRow = await prisma.paymentRun.findUniqueOrThrow({ where: { id: made.body.id } });
    const payments = await prisma.payment.findMany({ where: { id: { in: ids } } });
    if (runRow.status === 'confirmed') expect(payments.every((p) => p.status === 'paid')).toBe(true);
    else expect(payments.every((p) => p.status === 'awaiting_payment' && p.paymentRunId === null)).toBe(true);
    const audit = await prisma.auditLog.count({ where: { entityType: 'PaymentRun', entityId: made.body.id } });
    expect(audit).toBe(2);
  }, 120_000);
});
