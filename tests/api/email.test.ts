/**
 * Issue 17 point 5: e-mail through the outbox to a real SMTP server started here. Notifications are
 * e-mailed by each user's preference (immediately, daily digest, off; GraphQL), with Italian plain
 * text and HTML, everything escaped, and an absolute link straight to the document; the digest goes
 * once a day. "Password dimenticata?": the same answer whether the account exists or not, a
 * single-use link valid 30 minutes stored hashed, the change-password rules, every session signed
 * out, audited, throttled. Until the notifications lane writes the in-app rows, the tests publish
 * realistic ones through the notification feed, as that lane will.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inTenantTx } from '../../api/src/db/tenant-scope.ts';
import { runEmailDigest } from '../../api/src/modules/email/digest.ts';
import { listenForNotificationEmails, mailNotifications } from '../../api/src/modules/email/notification-emails.ts';
import {
  publishNotifications,
  type CreatedNotification,
} from '../../api/src/modules/notifications/notification-feed.ts';
import { runOutboxOnce } from '../../api/src/modules/outbox/worker.ts';
import { appForFile, DEMO_PASSWORD, tenantIdOf } from '../setup/test-app.ts';
import { startSmtpCapture } from '../setup/smtp-capture.ts';

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());
const PUBLIC_URL = 'https://acquisti.example.com/Purchaser';
const t = await appForFile({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL, mailFrom: 'Acquisti <acquisti@acme.test>' });
// Removed after the file: the next file in this worker has its own app (vitest keeps the modules).
afterAll(listenForNotificationEmails(t.app));
const acme = await tenantIdOf(t, 'acme');
const platform = t.app.database.platform;
const userId = async (email: string) => (await platform.user.findFirstOrThrow({ where: { email } })).id;

let notificationId = 1000;
function notification(user: number, extra: Partial<CreatedNotification> = {}): CreatedNotification {
  notificationId += 1;
  return {
    id: notificationId,
    tenantId: acme,
    userId: user,
    kind: 'approval_needed',
    documentType: 'offer',
    documentId: 12,
    title: 'Offerta OFF-2026-0012 da approvare',
    body: '',
    link: '/offers/12',
    createdAt: new Date(),
    ...extra,
  };
}

const publish = (rows: CreatedNotification[]) =>
  inTenantTx(t.app.database.prisma, acme, (tx) => publishNotifications(tx, rows));

const PREFERENCE = `mutation($mode: EmailNotificationMode!) { setEmailNotifications(mode: $mode) {
  __typename ... on MutationSetEmailNotificationsSuccess { data } ... on Error { message } } }`;

beforeEach(() => {
  smtp.messages.length = 0;
});

describe('notifications by e-mail (issue 17 point 5)', () => {
  it('e-mails a notification at once to a user who chose "immediately" (the default): text, HTML, link, Message-ID', async () => {
    const it = await userId('it@acme.test');
    const row = notification(it, {
      kind: 'rejected',
      title: 'Offerta <b>"Server & rete"</b> rifiutata',
      body: 'Motivo: <script>alert(1)</script> prezzo fuori budget',
      link: '/offers/12',
    });
    await publish([row]);
    const queued = await platform.outboxMessage.findFirstOrThrow({ where: { dedupeKey: `notification:${row.id}` } });
    expect(smtp.messages).toHaveLength(0); // nothing leaves before the worker runs
    await runOutboxOnce(t.app);

    const mail = await smtp.waitFor((m) => m.to.includes('it@acme.test'));
    expect(mail.subject).toBe('Offerta <b>"Server & rete"</b> rifiutata');
    expect(mail.messageId).toBe(`<outbox-${queued.id}@acme.test>`);
    expect(mail.text).toContain('Motivo: <script>alert(1)</script> prezzo fuori budget');
    expect(mail.text).toContain(`Apri il documento: ${PUBLIC_URL}/offers/12`);
    expect(mail.html).toContain('Offerta &lt;b&gt;&quot;Server &amp; rete&quot;&lt;/b&gt; rifiutata');
    expect(mail.html).toContain('Motivo: &lt;script&gt;alert(1)&lt;/script&gt; prezzo fuori budget');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/offers/12"`);
    expect((await platform.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } })).status).toBe('delivered');

    // Delivered is final: another pass sends nothing again.
    await runOutboxOnce(t.app);
    expect(smtp.messages).toHaveLength(1);
  });

  it('writes no e-mail when the notification rolls back, and none without SMTP_URL', async () => {
    const it = await userId('it@acme.test');
    const row = notification(it);
    await expect(
      inTenantTx(t.app.database.prisma, acme, async (tx) => {
        await publishNotifications(tx, [row]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await platform.outboxMessage.count({ where: { dedupeKey: `notification:${row.id}` } })).toBe(0);

    const noSmtp = { ...t.app, config: { ...t.app.config, smtpUrl: null } };
    const other = notification(it);
    await inTenantTx(t.app.database.prisma, acme, (tx) => mailNotifications(noSmtp, tx, [other]));
    expect(await platform.outboxMessage.count({ where: { dedupeKey: `notification:${other.id}` } })).toBe(0);
  });

  it('keeps the preference per user on GraphQL: "off" sends nothing, audited', async () => {
    const token = await t.login('finance@acme.test', 'acme');
    const read = await t.gql<any>('{ viewer { emailNotifications } emailEnabled }', {}, token);
    expect(read.data).toEqual({ viewer: { emailNotifications: 'immediately' }, emailEnabled: true });

    const set = await t.gql<any>(PREFERENCE, { mode: 'off' }, token);
    expect(set.data.setEmailNotifications).toEqual({ __typename: 'MutationSetEmailNotificationsSuccess', data: 'off' });
    expect((await t.gql<any>('{ viewer { emailNotifications } }', {}, token)).data.viewer.emailNotifications).toBe(
      'off',
    );
    const finance = await userId('finance@acme.test');
    const audit = await platform.auditLog.findFirstOrThrow({
      where: { entityType: 'User', entityId: finance, action: 'update' },
      orderBy: { id: 'desc' },
    });
    expect(audit.changes).toEqual({ emailNotifications: ['immediately', 'off'] });

    const row = notification(finance);
    await publish([row]);
    expect(await platform.outboxMessage.count({ where: { dedupeKey: `notification:${row.id}` } })).toBe(0);
    expect(await platform.emailDigestItem.count({ where: { notificationId: row.id } })).toBe(0);

    // Only one's own, and only signed in.
    const anonymous = await t.gql<any>(PREFERENCE, { mode: 'immediately' });
    expect(anonymous.data.setEmailNotifications.__typename).toBe('UnauthenticatedError');
    const bad = await t.gql<any>(PREFERENCE, { mode: 'weekly' }, token);
    expect(bad.errors?.[0]?.message).toMatch(/weekly/);
  });

  it("sends a daily digest user one e-mail a day with the day's notifications, from 07:00 in Italy", async () => {
    const token = await t.login('procurement@acme.test', 'acme');
    await t.gql(PREFERENCE, { mode: 'daily_digest' }, token);
    const procurement = await userId('procurement@acme.test');
    const first = notification(procurement, {
      kind: 'approved',
      title: 'Offerta OFF-2026-0007 approvata',
      link: '/offers/7',
    });
    const second = notification(procurement, {
      kind: 'order_received',
      documentType: 'order',
      title: 'Ordine ORD-2026-0003 ricevuto',
      link: '/orders/3',
    });
    await publish([first, second]);
    expect(
      await platform.outboxMessage.count({
        where: { dedupeKey: { in: [`notification:${first.id}`, `notification:${second.id}`] } },
      }),
    ).toBe(0);

    // 06:30 in Rome (05:30 UTC in winter): not yet.
    const day = new Date();
    const at = (utcHour: number, minutes = 0) =>
      new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1, utcHour, minutes));
    const summer = at(12).toLocaleString('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', hour12: false }) === '14';
    const offset = summer ? 2 : 1;
    expect(await runEmailDigest(t.app, at(6 - offset, 30))).toBe(0);
    expect(await runEmailDigest(t.app, at(7 - offset, 5))).toBe(1);
    // Another pass (or another server) the same day writes nothing more.
    expect(await runEmailDigest(t.app, at(9 - offset))).toBe(0);
    await runOutboxOnce(t.app);
    const mail = await smtp.waitFor((m) => m.to.includes('procurement@acme.test'));
    expect(mail.subject).toMatch(/^Riepilogo del \d\d\/\d\d\/\d{4}: 2 notifiche$/);
    expect(mail.text).toContain('Offerta OFF-2026-0007 approvata');
    expect(mail.text).toContain(`${PUBLIC_URL}/orders/3`);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/offers/7">Offerta OFF-2026-0007 approvata</a>`);
    expect(smtp.messages).toHaveLength(1);
  });
});

const RESET_REQUEST = `mutation($tenant: String!, $email: String!) { requestPasswordReset(tenant: $tenant, email: $email) {
  __typename ... on MutationRequestPasswordResetSuccess { data } ... on Error { message field } } }`;
const RESET = `mutation($token: String!, $newPassword: String!, $confirmPassword: String) {
  resetPassword(token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {
  __typename ... on Error { message field } } }`;

async function resetLink(email: string): Promise<string> {
  await runOutboxOnce(t.app);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Reimposta la tua password');
  const url = new RegExp(`${PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(mail.html).toContain(`href="${url![0]}"`);
  return url![1]!;
}

describe('password reset by e-mail (issue 17 point 5)', () => {
  it('answers the same whether the account exists or not, and e-mails only a real one', async () => {
    const known = await t.gql<any>(RESET_REQUEST, { tenant: 'acme', email: 'it@acme.test' });
    const unknown = await t.gql<any>(RESET_REQUEST, { tenant: 'acme', email: 'nobody@acme.test' });
    const otherTenant = await t.rest('POST', 'auth.php', {
      action: 'request_password_reset',
      tenant: 'globex',
      email: 'it@acme.test',
    });
    expect(known).toEqual(unknown);
    expect(known.data.requestPasswordReset.data).toMatch(/^Se l'indirizzo appartiene a un account/);
    expect(otherTenant).toEqual({
      status: 200,
      body: { success: true, message: known.data.requestPasswordReset.data },
    });
    await runOutboxOnce(t.app);
    expect(smtp.messages.map((m) => m.to)).toEqual([['it@acme.test']]);

    const bad = await t.gql<any>(RESET_REQUEST, { tenant: 'acme', email: 'not-an-address' });
    expect(bad.data.requestPasswordReset).toMatchObject({
      message: 'Inserisci un indirizzo email valido',
      field: 'email',
    });
  });

  it('sets a new password once from the link (30 minutes, stored hashed), signs every session out, audited', async () => {
    const email = 'admin@acme.test';
    const before = await t.login(email, 'acme');
    await t.rest('POST', 'auth.php', { action: 'request_password_reset', tenant: 'acme', email });
    const token = await resetLink(email);
    const stored = await platform.passwordResetToken.findFirstOrThrow({
      where: { user: { email } },
      orderBy: { id: 'desc' },
    });
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);

    // The change-password rules, in Italian like the reset page; nothing changes.
    const short = await t.gql<any>(RESET, { token, newPassword: 'abc', confirmPassword: 'abc' });
    expect(short.data.resetPassword).toMatchObject({
      message: 'La password deve avere almeno 6 caratteri',
      field: 'newPassword',
    });
    const mismatch = await t.rest('POST', 'auth.php', {
      action: 'reset_password',
      token,
      newPassword: 'nuova123',
      confirmPassword: 'nuova124',
    });
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(mismatch.body)).toContain('Le due password non coincidono');

    const done = await t.gql<any>(RESET, {
      token,
      newPassword: 'nuova-password-1',
      confirmPassword: 'nuova-password-1',
    });
    expect(done.data.resetPassword.__typename).toBe('MutationResetPasswordSuccess');
    expect((await t.gql<any>('{ viewer { user { email } } }', {}, before)).data.viewer).toBeNull();
    await expect(t.login(email, 'acme')).rejects.toThrow();
    await expect(t.login(email, 'acme', 'nuova-password-1')).resolves.toEqual(expect.any(String));

    const again = await t.gql<any>(RESET, { token, newPassword: 'altra-password', confirmPassword: 'altra-password' });
    expect(again.data.resetPassword).toMatchObject({ field: 'token' });
    expect(again.data.resetPassword.message).toMatch(/non è valido o è scaduto/);
    const actions = await platform.auditLog.findMany({
      where: { entityType: 'User', entityId: stored.userId, action: { startsWith: 'password_reset' } },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((a) => a.action)).toEqual(['password_reset_requested', 'password_reset']);
  });

  it('refuses an expired link and throttles requests per account', async () => {
    const email = 'procurement@acme.test';
    await t.gql(RESET_REQUEST, { tenant: 'acme', email });
    const token = await resetLink(email);
    await platform.passwordResetToken.updateMany({
      where: { usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await t.gql<any>(RESET, { token, newPassword: 'nuova-password-2' });
    expect(expired.data.resetPassword.field).toBe('token');
    await expect(t.login(email, 'acme', DEMO_PASSWORD)).resolves.toEqual(expect.any(String));

    // Three an hour per account (this is the second and third), then refused, with the same words for any address.
    for (let i = 0; i < 2; i += 1) await t.gql(RESET_REQUEST, { tenant: 'acme', email });
    const refused = await t.rest('POST', 'auth.php', { action: 'request_password_reset', tenant: 'acme', email });
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain('Troppe richieste di reimpostazione della password');
  });
});
