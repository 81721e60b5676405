import { randomBytes } from 'node:crypto';
import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../generated/prisma/client.ts';
import { sinceWhere, type UpdatedSince } from '../../shared/reads.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueOutbox } from '../outbox/outbox.ts';
import { WEBHOOK_EVENTS } from './webhook-events.ts';
import { TARGET_REFUSED, targetAllowed } from './webhook-target.ts';

export const WEBHOOK_CHANNEL = 'webhook';

export const WEBHOOK_MESSAGES = {
  url: "Inserisci l'URL del webhook (http:// o https://)",
  events: `Scegli almeno un evento tra: ${WEBHOOK_EVENTS.join(', ')}`,
  unknownEvent: (name: string) => `Evento sconosciuto: ${name.slice(0, 60)}`,
  notFound: 'Webhook non trovato',
  deliveryNotFound: 'Consegna non trovata',
  refused: TARGET_REFUSED,
} as const;

export interface WebhookInput {
  url?: unknown;
  events?: unknown;
}

async function parseInput(ctx: Context, input: WebhookInput): Promise<{ url: string; events: string[] }> {
  let url: URL;
  try {
    url = new URL(typeof input.url === 'string' ? input.url.trim() : '');
  } catch {
    throw new ValidationError(WEBHOOK_MESSAGES.url, 'url');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.href.length > 2000) {
    throw new ValidationError(WEBHOOK_MESSAGES.url, 'url');
  }
  if (!Array.isArray(input.events) || input.events.length === 0) {
    throw new ValidationError(WEBHOOK_MESSAGES.events, 'events');
  }
  for (const event of input.events) {
    if (typeof event !== 'string' || !(WEBHOOK_EVENTS as readonly string[]).includes(event)) {
      throw new ValidationError(WEBHOOK_MESSAGES.unknownEvent(String(event)), 'events');
    }
  }
  if (!(await targetAllowed(url, ctx.app.config.webhooksAllowPrivate))) {
    throw new ValidationError(WEBHOOK_MESSAGES.refused, 'url');
  }
  return { url: url.href, events: [...new Set(input.events as string[])] };
}

/** The tenant's endpoints, newest first; with `updatedSince` (REST `updated_since`) only those changed since. */
export async function listWebhookEndpoints(ctx: Context, filter: UpdatedSince = {}): Promise<WebhookEndpoint[]> {
  const viewer = assertAllowed(ctx, 'webhook.manage');
  return ctx.db.webhookEndpoint.findMany({
    where: sinceWhere({ ...tenantFilter(viewer), deletedAt: null }, filter),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

export async function getWebhookEndpoint(ctx: Context, id: number): Promise<WebhookEndpoint> {
  const viewer = assertAllowed(ctx, 'webhook.manage');
  const row = await ctx.db.webhookEndpoint.findFirst({ where: { id, ...tenantFilter(viewer), deletedAt: null } });
  if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** A new endpoint with its signing secret, which the answer shows this once. */
export async function createWebhookEndpoint(ctx: Context, input: WebhookInput): Promise<WebhookEndpoint> {
  const viewer = assertAllowed(ctx, 'webhook.manage');
  const data = await parseInput(ctx, input);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const row = await tx.webhookEndpoint.create({
      data: {
        ...data,
        tenantId: viewer.tenantId,
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
        createdById: viewer.userId,
      },
    });
    await recordAudit(tx, ctx, { entityType: 'WebhookEndpoint', entityId: row.id, action: 'create', changes: data });
    return row;
  });
}

/** Stops deliveries at once (pending ones fail); the delivery log stays readable to the audit. */
export async function deleteWebhookEndpoint(ctx: Context, id: number): Promise<void> {
  const viewer = assertAllowed(ctx, 'webhook.manage');
  await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const row = await tx.webhookEndpoint.findFirst({ where: { id, ...tenantFilter(viewer), deletedAt: null } });
    if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    await tx.webhookEndpoint.update({ where: { id }, data: { deletedAt: new Date() } });
    await recordAudit(tx, ctx, {
      entityType: 'WebhookEndpoint',
      entityId: id,
      action: 'delete',
      changes: { url: row.url },
    });
  });
}

/** An endpoint's deliveries, newest first (the last 200). */
export async function listWebhookDeliveries(ctx: Context, endpointId: number): Promise<WebhookDelivery[]> {
  const endpoint = await getWebhookEndpoint(ctx, endpointId);
  return ctx.db.webhookDelivery.findMany({
    where: { tenantId: endpoint.tenantId, endpointId },
    orderBy: { id: 'desc' },
    take: 200,
  });
}

/** Sends a delivery again (same event id and body), through the outbox like the first time. */
export async function resendWebhookDelivery(ctx: Context, deliveryId: number): Promise<WebhookDelivery> {
  const viewer = assertAllowed(ctx, 'webhook.manage');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const delivery = await tx.webhookDelivery.findFirst({
      where: { id: deliveryId, ...tenantFilter(viewer), endpoint: { deletedAt: null } },
    });
    if (!delivery) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
    const updated = await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: { status: 'pending', lastError: null },
    });
    await enqueueOutbox(tx, {
      channel: WEBHOOK_CHANNEL,
      tenantId: viewer.tenantId,
      dedupeKey: `delivery:${deliveryId}:resend:${Date.now()}`,
      payload: { deliveryId },
    });
    await recordAudit(tx, ctx, {
      entityType: 'WebhookDelivery',
      entityId: deliveryId,
      action: 'resend',
      changes: { eventId: delivery.eventId },
    });
    return updated;
  });
}
