import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';
import { restDetail } from '../../rest/document-detail.ts';
import { subscribeToChanges } from '../audit/change-feed.ts';
import { enqueueOutbox } from '../outbox/outbox.ts';
import { webhookEventOf } from './webhook-events.ts';
import { WEBHOOK_CHANNEL } from './webhooks.service.ts';

/**
 * Issue 17, point 7: an audited change that is a webhook event becomes, in the change's own
 * transaction, one delivery row per endpoint that wants it (its body rendered now, as the change left
 * the document) and one outbox message per delivery. A change that is no event costs nothing more;
 * an event costs one lookup of the tenant's endpoints.
 */
subscribeToChanges('webhooks', async (tx, change, origin) => {
  if (change.tenantId === null) return;
  const type = webhookEventOf(change);
  if (!type) return;
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { tenantId: change.tenantId, deletedAt: null, events: { has: type } },
    select: { id: true },
  });
  if (endpoints.length === 0) return;
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  // As JSON, exactly the bytes a delivery will send (dates, money as the REST detail writes them).
  const body = JSON.parse(
    JSON.stringify({
      id: eventId,
      type,
      created_at: new Date().toISOString(),
      data: await restDetail(tx, change.tenantId, change.entityType, change.entityId, origin.basePath),
    }),
  ) as Prisma.InputJsonValue;
  for (const endpoint of endpoints) {
    const delivery = await tx.webhookDelivery.create({
      data: { tenantId: change.tenantId, endpointId: endpoint.id, eventId, eventType: type, body },
      select: { id: true },
    });
    await enqueueOutbox(tx, {
      channel: WEBHOOK_CHANNEL,
      tenantId: change.tenantId,
      dedupeKey: `delivery:${delivery.id}`,
      payload: { deliveryId: delivery.id },
    });
  }
});
