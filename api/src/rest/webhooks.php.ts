import type { WebhookDelivery, WebhookEndpoint } from '../generated/prisma/client.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
} from '../modules/webhooks/webhooks.service.ts';
import { idParam, json, optionalString, type RestEndpoint } from './adapter.ts';

/** An endpoint as the list shows it: never its secret. */
function endpointRow(endpoint: WebhookEndpoint) {
  return { id: endpoint.id, url: endpoint.url, events: endpoint.events, created_at: endpoint.createdAt.toISOString() };
}

/** One delivery of the log. */
function deliveryRow(delivery: WebhookDelivery) {
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    status_code: delivery.lastStatusCode,
    duration_ms: delivery.lastDurationMs,
    error: delivery.lastError,
    created_at: delivery.createdAt.toISOString(),
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
  };
}

/** Issue 17: the tenant admin's webhook endpoints and their delivery log. */
export const webhooksEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    const id = req.query.get('id');
    if (id === null) return json((await listWebhookEndpoints(ctx)).map(endpointRow));
    if (req.query.get('deliveries') === '1') {
      return json((await listWebhookDeliveries(ctx, idParam(id))).map(deliveryRow));
    }
    return json(endpointRow(await getWebhookEndpoint(ctx, idParam(id))));
  },
  /** { url, events } -> { success, id, secret } (the secret only here); ?resend=<delivery id> sends one again. */
  async POST(req, ctx) {
    const resend = req.query.get('resend');
    if (resend !== null) {
      const delivery = await resendWebhookDelivery(ctx, idParam(resend, 'resend'));
      return json({ success: true, delivery: deliveryRow(delivery) });
    }
    const endpoint = await createWebhookEndpoint(ctx, { url: req.body.url, events: req.body.events });
    return json({ success: true, ...endpointRow(endpoint), secret: endpoint.secret }, 201);
  },
  async DELETE(req, ctx) {
    await deleteWebhookEndpoint(ctx, idParam(req.query.get('id') ?? optionalString(req.body, 'id')));
    return json({ success: true });
  },
};
