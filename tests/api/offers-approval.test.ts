import { describe, expect, it } from 'vitest';
import { SEGREGATION_MESSAGE } from '../../api/src/workflows/segregation.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { APPROVE_OFFER, REJECT_OFFER, fixture, gid, seedOffer } from './offers-support.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const f = await fixture(t.app.database.platform);

const approve = (id: number, token: string) => t.gql<any>(APPROVE_OFFER, { id: gid('Offer', id) }, token);
const reject = (id: number, token: string, reason: string) =>
  t.gql<any>(REJECT_OFFER, { id: String(id), reason }, token);
const row = (id: number) => t.app.database.platform.offer.findUniqueOrThrow({ where: { id } });
const STEP = 'query ($id: ID!) { offer(id: $id) { approvalStep canReject } }';
const BLOCKED = 'query ($id: ID!) { offer(id: $id) { approvalStep approvalBlockedReason } }';

describe('two-step approval', () => {
  it('finance then IT: approved_finance, then approved, each step audited with actor and time', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const first = await approve(id, tokens.finance);
    expect(first.data.approveOffer.data.offer).toMatchObject({
      status: 'approved_finance',
      approvedByFinance: true,
      approvedByIT: false,
    });
    const second = await approve(id, tokens.it);
    expect(second.data.approveOffer.data.offer).toMatchObject({
      status: 'approved',
      approvedByFinance: true,
      approvedByIT: true,
    });
    const offer = await row(id);
    expect(offer.approvedByFinanceId).toBe(f.users.finance);
    expect(offer.approvedByItId).toBe(f.users.it);
    expect(offer.approvedDate).toBeInstanceOf(Date);
    const audit = await t.app.database.platform.auditLog.findMany({
      where: { entityType: 'Offer', entityId: id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['approve_finance', f.users.finance],
      ['approve_it', f.users.it],
    ]);
    expect(audit[1]!.changes).toEqual({ status: ['approved_finance', 'approved'] });
  });

  it('IT then finance works the same way round', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    expect((await approve(id, tokens.it)).data.approveOffer.data.offer.status).toBe('approved_it');
    expect((await approve(id, tokens.finance)).data.approveOffer.data.offer.status).toBe('approved');
  });

  it('the admin takes the finance step first, then, segregation of duties being on, never the IT step', async () => {
    const db = t.app.database.platform;
    const id = await seedOffer(db, f);
    const as = async (token: string) => (await t.gql<any>(BLOCKED, { id: String(id) }, token)).data.offer;
    expect(await as(tokens.admin)).toEqual({ approvalStep: 'FINANCE', approvalBlockedReason: null });
    expect((await approve(id, tokens.admin)).data.approveOffer.data.offer.status).toBe('approved_finance');
    // The screen shows the reason instead of Approve; the IT director still sees the IT step.
    expect(await as(tokens.admin)).toEqual({ approvalStep: null, approvalBlockedReason: SEGREGATION_MESSAGE });
    expect(await as(tokens.it)).toEqual({ approvalStep: 'IT', approvalBlockedReason: null });
    expect((await approve(id, tokens.admin)).data.approveOffer).toMatchObject({
      __typename: 'ForbiddenError',
      message: SEGREGATION_MESSAGE,
    });
    const rest = await t.rest('PUT', 'offers.php', { id, action: 'approve' }, tokens.admin);
    expect(rest).toMatchObject({ status: 403, body: { success: false, error: SEGREGATION_MESSAGE } });
    expect(await row(id)).toMatchObject({ status: 'approved_finance', version: 1, approvedByItId: null });
    expect((await approve(id, tokens.it)).data.approveOffer.data.offer.status).toBe('approved');
    const audit = await db.auditLog.findMany({ where: { entityType: 'Offer', entityId: id }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['approve_finance', f.users.admin],
      ['approve_it', f.users.it],
    ]);
    // The admin may give either step: on approved_it, the finance step.
    const other = await seedOffer(db, f, 'approved_it');
    expect((await approve(other, tokens.admin)).data.approveOffer.data.offer.status).toBe('approved');
    expect((await row(other)).approvedByFinanceId).toBe(f.users.admin);
  });

  it("with the tenant's policy off, the spec's rule: the admin gives the finance step, then the IT step", async () => {
    const db = t.app.database.platform;
    await db.tenant.update({ where: { id: f.tenantId }, data: { segregationOfDuties: false } });
    try {
      const id = await seedOffer(db, f);
      expect((await approve(id, tokens.admin)).data.approveOffer.data.offer.status).toBe('approved_finance');
      expect((await t.gql<any>(BLOCKED, { id: String(id) }, tokens.admin)).data.offer).toEqual({
        approvalStep: 'IT',
        approvalBlockedReason: null,
      });
      expect((await approve(id, tokens.admin)).data.approveOffer.data.offer.status).toBe('approved');
      expect(await row(id)).toMatchObject({ approvedByFinanceId: f.users.admin, approvedByItId: f.users.admin });
    } finally {
      await db.tenant.update({ where: { id: f.tenantId }, data: { segregationOfDuties: true } });
    }
  });

  it('shows the step each role may take; procurement may neither approve nor reject', async () => {
    const id = await seedOffer(t.app.database.platform, f, 'approved_finance');
    const as = async (token: string) => (await t.gql<any>(STEP, { id: String(id) }, token)).data.offer;
    expect(await as(tokens.finance)).toEqual({ approvalStep: null, canReject: true });
    expect(await as(tokens.it)).toEqual({ approvalStep: 'IT', canReject: true });
    expect(await as(tokens.procurement)).toEqual({ approvalStep: null, canReject: false });
    expect((await approve(id, tokens.procurement)).data.approveOffer.__typename).toBe('ForbiddenError');
    expect((await reject(id, tokens.procurement, 'no')).data.rejectOffer.__typename).toBe('ForbiddenError');
    expect((await row(id)).status).toBe('approved_finance');
  });

  it('a step cannot be given twice', async () => {
    const id = await seedOffer(t.app.database.platform, f, 'approved_finance');
    const again = await approve(id, tokens.finance);
    expect(again.data.approveOffer).toMatchObject({
      __typename: 'ConflictError',
      message: 'You have already approved this offer; it is waiting for the other approval',
    });
  });

  it('nothing acts on an approved or rejected offer', async () => {
    const approved = await seedOffer(t.app.database.platform, f, 'approved');
    const rejected = await seedOffer(t.app.database.platform, f, 'rejected');
    for (const token of [tokens.finance, tokens.it, tokens.admin]) {
      expect((await approve(approved, token)).data.approveOffer.message).toBe('The offer is already approved');
      expect((await approve(rejected, token)).data.approveOffer.message).toBe('The offer is already rejected');
      expect((await reject(approved, token, 'Troppo tardi')).data.rejectOffer.message).toBe(
        'The offer is already approved',
      );
      expect((await reject(rejected, token, 'Di nuovo')).data.rejectOffer.message).toBe(
        'The offer is already rejected',
      );
    }
    expect((await row(approved)).status).toBe('approved');
    expect((await row(rejected)).rejectedReason).toBe('Troppo caro');
  });
});

describe('rejection', () => {
  it('needs a non-blank reason; finance, IT and admin may reject an open offer', async () => {
    const id = await seedOffer(t.app.database.platform, f, 'approved_it');
    const blank = await reject(id, tokens.finance, '   ');
    expect(blank.data.rejectOffer).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please enter a reason for the rejection',
    });
    const done = await reject(id, tokens.finance, '  Budget esaurito  ');
    expect(done.data.rejectOffer.data.offer).toMatchObject({
      status: 'rejected',
      rejectedReason: 'Budget esaurito',
      canReject: false,
      approvalStep: null,
    });
    const audit = await t.app.database.platform.auditLog.findFirst({
      where: { entityType: 'Offer', entityId: id, action: 'reject' },
    });
    expect(audit?.actorId).toBe(f.users.finance);
    for (const token of [tokens.it, tokens.admin]) {
      const other = await seedOffer(t.app.database.platform, f);
      expect((await reject(other, token, 'No')).data.rejectOffer.data.offer.status).toBe('rejected');
    }
  });
});

describe('PUT /api/offers.php', () => {
  it('approves and rejects with the same rules', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const ok = await t.rest('PUT', 'offers.php', { id, action: 'approve' }, tokens.it);
    expect(ok).toMatchObject({ status: 200, body: { success: true, id, status: 'approved_it' } });
    const twice = await t.rest('PUT', 'offers.php', { id, action: 'approve' }, tokens.it);
    expect(twice).toMatchObject({ status: 409, body: { success: false } });
    const refused = await t.rest('PUT', 'offers.php', { id, action: 'approve' }, tokens.procurement);
    expect(refused.status).toBe(403);
    const noReason = await t.rest('PUT', 'offers.php', { id, action: 'reject', rejectReason: '' }, tokens.finance);
    expect(noReason).toMatchObject({ status: 400, body: { error: 'Please enter a reason for the rejection' } });
    const rejected = await t.rest(
      'PUT',
      'offers.php',
      { id, action: 'reject', rejectReason: 'Fuori budget' },
      tokens.finance,
    );
    expect(rejected.body).toMatchObject({ success: true, status: 'rejected' });
    const detail = await t.rest('GET', `offers.php?id=${id}`, undefined, tokens.procurement);
    expect(detail.body).toMatchObject({ status: 'rejected', rejectedReason: 'Fuori budget', approvedByIT: true });
    expect((await t.rest('PUT', 'offers.php', { id, action: 'archive' }, tokens.finance)).status).toBe(400);
    const globex = await t.login('finance@globex.test', 'globex');
    const other = await seedOffer(t.app.database.platform, f);
    expect((await t.rest('PUT', 'offers.php', { id: other, action: 'approve' }, globex)).status).toBe(404);
  });
});

describe('racing approvals', () => {
  // The 50-way races (one winner, audit and state consistent) live in tests/reliability/races.test.ts.
  it('approvals racing rejections: one final story, never approved and rejected at once', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const calls = Array.from({ length: 50 }, (_, k) =>
      k % 2 === 0 ? approve(id, k % 4 === 0 ? tokens.finance : tokens.it) : reject(id, tokens.admin, `Motivo ${k}`),
    );
    await Promise.all(calls);
    const offer = await row(id);
    const audit = await t.app.database.platform.auditLog.findMany({
      where: { entityType: 'Offer', entityId: id },
      orderBy: { id: 'asc' },
    });
    expect(offer.version).toBe(audit.length);
    const rejects = audit.filter((a) => a.action === 'reject');
    if (offer.status === 'rejected') {
      expect(rejects).toHaveLength(1);
      expect(audit.at(-1)!.action).toBe('reject');
      expect(offer.rejectedReason).toMatch(/^Motivo \d+$/);
    } else {
      expect(rejects).toHaveLength(0);
      expect(offer.status).toBe('approved');
      expect(offer.rejectedReason).toBeNull();
    }
  });
});
