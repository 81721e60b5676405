import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { runOutboxOnce } from '../../api/src/modules/outbox/worker.ts';
import { webhookEventOf } from '../../api/src/modules/webhooks/webhook-events.ts';
import { TARGET_REFUSED } from '../../api/src/modules/webhooks/webhook-target.ts';
import { WEBHOOK_MESSAGES } from '../../api/src/modules/webhooks/webhooks.service.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
// The server's wiring (api/src/app.ts imports these; the test app builds its App without it).
import '../../api/src/modules/audit/subscribers.ts';
import '../../api/src/modules/outbox/channels.ts';
import { fixture } from './offers-support.ts';

/** Issue 17 point 7: signed webhook deliveries from the outbox to a real HTTP receiver. */
const t = await appForFile({ webhooksAllowPrivate: true });
const tokens = await loginAll(t);
const globex = await loginAll(t, 'globex');
const prisma = t.app.database.platform;
const f = await fixture(prisma);

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: any;
}
const received: Received[] = [];
/** Status codes the receiver answers with, in turn; 200 once they run out. */
const answers: number[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
    res.writeHead(answers.shift() ?? 200).end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

/** What an integrator writes: the signature header checked against the raw body with the secret. */
function verify(secret: string, header: string, raw: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t_ = Number(parts.t);
  if (!Number.isInteger(t_) || Math.abs(Date.now() / 1000 - t_) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function register(events: string[], url = hookUrl, token = tokens.admin) {
  return t.rest('POST', 'webhooks.php', { url, events }, token);
}

async function createOffer(title: string) {
  const res = await t.rest(
    'POST',
    'offers.php',
    { title, supplier: f.supplierIds[0], products: [{ productId: f.products[0]!.id, quantity: 2 }] },
    tokens.procurement,
  );
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/** Makes every waiting outbox message due now (the backoff is the outbox's own, tested there). */
async function dueNow() {
  await prisma.outboxMessage.updateMany({ where: { status: 'pending' }, data: { availableAt: new Date(0) } });
}

describe('webhooks (issue 17, point 7)', () => {
  it('maps audited changes to the events', () => {
    expect(webhookEventOf({ entityType: 'Offer', action: 'create', changes: {} })).toBe('offer.created');
    expect(
      webhookEventOf({
        entityType: 'Offer',
        action: 'approve_it',
        changes: { status: ['approved_finance', 'approved'] },
      }),
    ).toBe('offer.approved');
    expect(
      webhookEventOf({
        entityType: 'Offer',
        action: 'approve_finance',
        changes: { status: ['pending', 'approved_finance'] },
      }),
    ).toBeNull();
    expect(
      webhookEventOf({
        entityType: 'Invoice',
        action: 'approve_it',
        changes: { status: ['approved_finance', 'fully_approved'] },
      }),
    ).toBe('invoice.fully_approved');
    expect(webhookEventOf({ entityType: 'Invoice', action: 'import', changes: {} })).toBe('invoice.imported');
    expect(webhookEventOf({ entityType: 'Order', action: 'status:sent', changes: {} })).toBe('order.status_changed');
    expect(webhookEventOf({ entityType: 'Payment', action: 'status:paid', changes: {} })).toBe('payment.paid');
    expect(webhookEventOf({ entityType: 'PaymentRun', action: 'status:confirmed', changes: {} })).toBe(
      'payment_run.confirmed',
    );
    expect(webhookEventOf({ entityType: 'Supplier', action: 'create', changes: {} })).toBeNull();
  });

  it('registers an endpoint (the secret shown once) and refuses bad input with a clear message', async () => {
    const res = await register(['offer.created']);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, id: expect.any(Number), events: ['offer.created'] });
    expect(res.body.secret).toMatch(/^whsec_/);
    const list = await t.rest('GET', 'webhooks.php', undefined, tokens.admin);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
    expect((await register(['offer.created'], 'ftp://x.test/')).body.error).toBe(WEBHOOK_MESSAGES.url);
    expect((await register([])).body.error).toBe(WEBHOOK_MESSAGES.events);
    expect((await register(['offer.exploded'])).body).toMatchObject({ field: 'events' });
    expect((await register(['offer.created'], hookUrl, tokens.finance)).status).toBe(403);
    await t.rest('DELETE', `webhooks.php?id=${res.body.id}`, undefined, tokens.admin);
  });

  it('delivers a signed event with the REST detail, retries until a 2xx, logs every attempt, re-sends by hand', async () => {
    const endpoint = (await register(['offer.created', 'offer.approved'])).body;
    received.length = 0;
    answers.push(500);
    const offerId = await createOffer('Webhook offer');
    await runOutboxOnce(t.app);
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(verify(endpoint.secret, first!.headers['x-purchaser-signature'] as string, first!.raw)).toBe(true);
    expect(verify('whsec_wrong', first!.headers['x-purchaser-signature'] as string, first!.raw)).toBe(false);
    expect(first!.headers['x-purchaser-event-id']).toBe(first!.body.id);
    expect(first!.body).toMatchObject({ type: 'offer.created', id: expect.stringMatching(/^evt_/) });
    expect(Date.parse(first!.body.created_at)).not.toBeNaN();
    const detail = await t.rest('GET', `offers.php?id=${offerId}`, undefined, tokens.procurement);
    expect(first!.body.data).toMatchObject({
      id: offerId,
      title: 'Webhook offer',
      totalAmount: detail.body.totalAmount,
    });

    // The 500 is logged and retried with backoff from the outbox; the second attempt lands.
    let log = (await t.rest('GET', `webhooks.php?id=${endpoint.id}&deliveries=1`, undefined, tokens.admin)).body;
    expect(log[0]).toMatchObject({ type: 'offer.created', status: 'pending', attempts: 1, status_code: 500 });
    await runOutboxOnce(t.app);
    expect(received).toHaveLength(1); // not due yet
    await dueNow();
    await runOutboxOnce(t.app);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['x-purchaser-event-id']).toBe(first!.body.id);
    log = (await t.rest('GET', `webhooks.php?id=${endpoint.id}&deliveries=1`, undefined, tokens.admin)).body;
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 2, status_code: 200, error: null });
    expect(log[0].duration_ms).toEqual(expect.any(Number));

    // Re-sent by hand: the same event (id and body) once more.
    const resend = await t.rest('POST', `webhooks.php?resend=${log[0].id}`, {}, tokens.admin);
    expect(resend).toMatchObject({ status: 200, body: { success: true } });
    await runOutboxOnce(t.app);
    expect(received).toHaveLength(3);
    expect(received[2]!.raw).toBe(received[0]!.raw);

    // An approval that completes the offer is offer.approved; a finance step alone is no event.
    await t.rest('PUT', `offers.php?id=${offerId}`, { action: 'approve' }, tokens.finance);
    await runOutboxOnce(t.app);
    expect(received).toHaveLength(3);
    await t.rest('PUT', `offers.php?id=${offerId}`, { action: 'approve' }, tokens.it);
    await runOutboxOnce(t.app);
    expect(received.map((r) => r.body.type)).toEqual([
      'offer.created',
      'offer.created',
      'offer.created',
      'offer.approved',
    ]);
    expect(received[3]!.body.data).toMatchObject({ id: offerId, status: 'approved' });
    await t.rest('DELETE', `webhooks.php?id=${endpoint.id}`, undefined, tokens.admin);
  });

  it("sends only the events an endpoint wants, and never another tenant's", async () => {
    // Globex wants offer.created (acme's must not reach it); acme's own endpoint wants only offer.rejected.
    const endpoint = (await register(['offer.created'], hookUrl, globex.admin)).body;
    const ownButOtherEvent = (await register(['offer.rejected'])).body;
    received.length = 0;
    await createOffer('Not for globex');
    await runOutboxOnce(t.app);
    await t.rest('DELETE', `webhooks.php?id=${ownButOtherEvent.id}`, undefined, tokens.admin);
    expect(received).toHaveLength(0);
    expect(await prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    const other = await t.rest('GET', `webhooks.php?id=${endpoint.id}&deliveries=1`, undefined, tokens.admin);
    expect(other.status).toBe(404);
  });

  it('refuses private, loopback and link-local targets unless the setting allows them, also at delivery', async () => {
    const allowed = (await register(['offer.created'])).body;
    t.app.config.webhooksAllowPrivate = false;
    try {
      for (const url of [
        hookUrl,
        'http://localhost:9/x',
        'http://169.254.169.254/latest',
        'http://[::1]/',
        'http://10.1.2.3/',
      ]) {
        const res = await register(['offer.created'], url);
        expect(res, url).toMatchObject({ status: 400, body: { error: TARGET_REFUSED, field: 'url' } });
      }
      // Registered while allowed, delivered while not: refused at delivery, given up, nothing sent.
      received.length = 0;
      await createOffer('Private target');
      await runOutboxOnce(t.app);
      expect(received).toHaveLength(0);
      const log = (await t.rest('GET', `webhooks.php?id=${allowed.id}&deliveries=1`, undefined, tokens.admin)).body;
      expect(log[0]).toMatchObject({ status: 'failed', error: TARGET_REFUSED, attempts: 1 });
    } finally {
      t.app.config.webhooksAllowPrivate = true;
    }
  });
});

/** Issue 17 point 7: the webhook screen's GraphQL, through the same service as /api/webhooks.php. */
describe('webhooks over GraphQL', () => {
  const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
    __typename ... on Error { message field } ... on MutationCreateWebhookEndpointSuccess { data { secret endpoint { id rowId url events } } } } }`;
  const DELIVERIES = `query($id: ID!) { webhookDeliveries(endpointId: $id) {
    id rowId eventType status statusCode attempts durationMs error createdAt } }`;
  const RESEND = `mutation($id: ID!) { resendWebhookDelivery(input: { id: $id }) {
    __typename ... on Error { message } ... on MutationResendWebhookDeliverySuccess { data { delivery { rowId status } } } } }`;
  const DELETE = `mutation($id: ID!) { deleteWebhookEndpoint(input: { id: $id }) {
    __typename ... on Error { message } ... on MutationDeleteWebhookEndpointSuccess { data { deletedId } } } }`;

  it('creates (secret once), lists, shows deliveries, re-sends and deletes, with the REST rules and messages', async () => {
    const events = await t.gql<any>(`{ webhookEvents }`, {}, tokens.admin);
    expect(events.data.webhookEvents).toContain('offer.created');

    // The REST rules, messages and fields: a bad URL or no event changes nothing.
    const before = await prisma.webhookEndpoint.count();
    const badUrl = await t.gql<any>(
      CREATE,
      { input: { url: 'ftp://x.test/', events: ['offer.created'] } },
      tokens.admin,
    );
    expect(badUrl.data.createWebhookEndpoint).toMatchObject({ message: WEBHOOK_MESSAGES.url, field: 'url' });
    const noEvent = await t.gql<any>(CREATE, { input: { url: hookUrl, events: [] } }, tokens.admin);
    expect(noEvent.data.createWebhookEndpoint).toMatchObject({ message: WEBHOOK_MESSAGES.events, field: 'events' });
    const forbidden = await t.gql<any>(CREATE, { input: { url: hookUrl, events: ['offer.created'] } }, tokens.finance);
    expect(forbidden.data.createWebhookEndpoint.__typename).toBe('ForbiddenError');
    expect(await prisma.webhookEndpoint.count()).toBe(before);

    const made = await t.gql<any>(CREATE, { input: { url: hookUrl, events: ['offer.created'] } }, tokens.admin);
    const { secret, endpoint } = made.data.createWebhookEndpoint.data;
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ url: hookUrl, events: ['offer.created'] });
    // Listed by both doors, never with its secret.
    const list = await t.gql<any>(`{ webhookEndpoints { id url events createdAt } }`, {}, tokens.admin);
    expect(list.data.webhookEndpoints).toContainEqual(expect.objectContaining({ id: endpoint.id, url: hookUrl }));
    expect(JSON.stringify(list)).not.toContain(secret);
    const rest = await t.rest('GET', `webhooks.php?id=${endpoint.rowId}`, undefined, tokens.admin);
    expect(rest.body).toMatchObject({ id: endpoint.rowId, url: hookUrl });
    expect(await prisma.auditLog.count({ where: { entityType: 'WebhookEndpoint', entityId: endpoint.rowId } })).toBe(1);

    // An event lands in the log the screen reads; "Reinvia" queues it again (audited).
    received.length = 0;
    await createOffer('GraphQL webhook offer');
    await runOutboxOnce(t.app);
    const log = (await t.gql<any>(DELIVERIES, { id: endpoint.id }, tokens.admin)).data.webhookDeliveries;
    expect(log[0]).toMatchObject({ eventType: 'offer.created', status: 'delivered', statusCode: 200, attempts: 1 });
    expect(log[0].durationMs).toEqual(expect.any(Number));
    const resent = await t.gql<any>(RESEND, { id: log[0].id }, tokens.admin);
    expect(resent.data.resendWebhookDelivery.data.delivery).toMatchObject({ rowId: log[0].rowId, status: 'pending' });
    await runOutboxOnce(t.app);
    // Only what this endpoint received (an earlier test's endpoint wants offer.created too).
    const ours = received.filter((r) => verify(secret, r.headers['x-purchaser-signature'] as string, r.raw));
    expect(ours).toHaveLength(2);
    expect(ours[1]!.raw).toBe(ours[0]!.raw);
    expect(await prisma.auditLog.count({ where: { entityType: 'WebhookDelivery', action: 'resend' } })).toBeGreaterThan(
      0,
    );

    // Another tenant's admin sees nothing of it and cannot act on it.
    const other = await t.gql<any>(DELIVERIES, { id: endpoint.id }, globex.admin);
    expect(other.data?.webhookDeliveries ?? null).toBeNull();
    expect(JSON.stringify(other.errors)).toContain(WEBHOOK_MESSAGES.notFound);
    expect((await t.gql<any>(DELETE, { id: endpoint.id }, globex.admin)).data.deleteWebhookEndpoint).toMatchObject({
      message: WEBHOOK_MESSAGES.notFound,
    });

    const deleted = await t.gql<any>(DELETE, { id: endpoint.id }, tokens.admin);
    expect(deleted.data.deleteWebhookEndpoint.data.deletedId).toBe(endpoint.id);
    const after = await t.gql<any>(`{ webhookEndpoints { id } }`, {}, tokens.admin);
    expect(after.data.webhookEndpoints.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
    expect((await t.rest('DELETE', `webhooks.php?id=${endpoint.rowId}`, undefined, tokens.admin)).status).toBe(404);
  });
});
