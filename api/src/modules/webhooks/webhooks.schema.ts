import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../generated/prisma/client.ts';
import { assertAllowed } from '../../context.ts';
import { parseId } from '../../shared/ids.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { WEBHOOK_EVENTS } from './webhook-events.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
} from './webhooks.service.ts';

// Issue 17, point 7: the same service functions /api/webhooks.php calls; every rule lives there.

export const WebhookEndpointRef = builder.objectRef<WebhookEndpoint>('WebhookEndpoint').implement({
  description: 'A webhook endpoint of the tenant. Its signing secret is shown only when it is created.',
  fields: (t) => ({
    id: t.id({ resolve: (row) => encodeGlobalID('WebhookEndpoint', row.id) }),
    rowId: t.exposeInt('id', { description: 'The numeric id /api/webhooks.php uses.' }),
    url: t.exposeString('url'),
    events: t.exposeStringList('events'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const WebhookDeliveryRef = builder.objectRef<WebhookDelivery>('WebhookDelivery').implement({
  description: 'One event sent (or being sent) to one endpoint, with the outcome of its last attempt.',
  fields: (t) => ({
    id: t.id({ resolve: (row) => encodeGlobalID('WebhookDelivery', row.id) }),
    rowId: t.exposeInt('id', { description: 'The numeric id /api/webhooks.php?resend= uses.' }),
    eventId: t.exposeString('eventId', { description: 'X-Purchaser-Event-Id: the same on every attempt.' }),
    eventType: t.exposeString('eventType'),
    status: t.exposeString('status', { description: 'pending, delivered or failed.' }),
    attempts: t.exposeInt('attempts'),
    statusCode: t.exposeInt('lastStatusCode', { nullable: true }),
    durationMs: t.exposeInt('lastDurationMs', { nullable: true }),
    error: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: [WebhookEndpointRef],
    description: "The tenant's webhook endpoints, newest first (tenant admin).",
    authScopes: { can: 'webhook.manage' },
    args: {
      updatedSince: t.arg({ type: 'DateTime', description: 'Only endpoints changed at or after this time.' }),
    },
    resolve: (_root, args, ctx) => listWebhookEndpoints(ctx, { updatedSince: args.updatedSince ?? null }),
  }),
  webhookDeliveries: t.field({
    type: [WebhookDeliveryRef],
    description: "An endpoint's deliveries, newest first (the last 200).",
    authScopes: { can: 'webhook.manage' },
    args: { endpointId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      listWebhookDeliveries(ctx, parseId(args.endpointId, 'WebhookEndpoint', 'endpointId')),
  }),
  webhookEvents: t.stringList({
    description: 'The events an endpoint may subscribe to.',
    authScopes: { can: 'webhook.manage' },
    resolve: (_root, _args, ctx) => {
      assertAllowed(ctx, 'webhook.manage');
      return [...WEBHOOK_EVENTS];
    },
  }),
}));

const CreateWebhookEndpointInput = builder.inputType('CreateWebhookEndpointInput', {
  fields: (t) => ({
    url: t.string({ required: true }),
    events: t.stringList({ required: true }),
  }),
});

const WebhookEndpointIdInput = builder.inputType('WebhookEndpointIdInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const ResendWebhookDeliveryInput = builder.inputType('ResendWebhookDeliveryInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const CreatedWebhookEndpointPayload = builder
  .objectRef<{ endpoint: WebhookEndpoint; secret: string }>('CreatedWebhookEndpointPayload')
  .implement({
    fields: (t) => ({
      endpoint: t.field({ type: WebhookEndpointRef, resolve: (p) => p.endpoint }),
      secret: t.exposeString('secret', { description: 'The HMAC-SHA256 signing secret, shown this once.' }),
    }),
  });

const DeletedWebhookEndpointPayload = builder
  .objectRef<{ deletedId: string }>('DeletedWebhookEndpointPayload')
  .implement({ fields: (t) => ({ deletedId: t.exposeID('deletedId') }) });

const WebhookDeliveryPayload = builder.objectRef<{ delivery: WebhookDelivery }>('WebhookDeliveryPayload').implement({
  fields: (t) => ({ delivery: t.field({ type: WebhookDeliveryRef, resolve: (p) => p.delivery }) }),
});

builder.mutationFields((t) => ({
  createWebhookEndpoint: inputMutation(t, {
    can: 'webhook.manage',
    payload: CreatedWebhookEndpointPayload,
    description: 'Registers an endpoint for the chosen events; audited. The answer carries its secret this once.',
    input: CreateWebhookEndpointInput,
    resolve: async (ctx, input) => {
      const endpoint = await createWebhookEndpoint(ctx, { url: input.url, events: input.events });
      return { endpoint, secret: endpoint.secret };
    },
  }),
  deleteWebhookEndpoint: inputMutation(t, {
    can: 'webhook.manage',
    payload: DeletedWebhookEndpointPayload,
    description: 'Stops deliveries at once; the delivery log stays for the audit. Audited.',
    input: WebhookEndpointIdInput,
    resolve: async (ctx, input) => {
      const id = parseId(input.id, 'WebhookEndpoint');
      await deleteWebhookEndpoint(ctx, id);
      return { deletedId: encodeGlobalID('WebhookEndpoint', id) };
    },
  }),
  resendWebhookDelivery: inputMutation(t, {
    can: 'webhook.manage',
    payload: WebhookDeliveryPayload,
    description: 'Sends a delivery again (same event id and body) through the outbox; audited.',
    input: ResendWebhookDeliveryInput,
    resolve: async (ctx, input) => ({
      delivery: await resendWebhookDelivery(ctx, parseId(input.id, 'WebhookDelivery')),
    }),
  }),
}));
