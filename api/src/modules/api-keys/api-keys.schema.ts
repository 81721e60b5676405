import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  API_KEY_ACCESS,
  accessOf,
  createApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyAccess,
} from '../../auth/api-keys.service.ts';
import { builder } from '../../builder.ts';
import type { ApiKey } from '../../generated/prisma/client.ts';
import { parseId } from '../../shared/ids.ts';
import { inputMutation } from '../common/input-mutation.ts';

export const ApiKeyAccessEnum = builder.enumType('ApiKeyAccess', {
  values: API_KEY_ACCESS,
  description: 'read_only: every read, no write; or the role whose session the key acts like.',
});

export const ApiKeyRef = builder.objectRef<ApiKey>('ApiKey').implement({
  description: "An integrator's API key of the tenant (issue 17). The key itself is shown only when created.",
  fields: (t) => ({
    id: t.id({ resolve: (key) => encodeGlobalID('ApiKey', key.id) }),
    rowId: t.exposeInt('id', { description: 'The numeric id /api/api-keys.php uses.' }),
    name: t.exposeString('name'),
    access: t.field({ type: ApiKeyAccessEnum, resolve: (key) => accessOf(key) }),
    keyPrefix: t.exposeString('keyPrefix', { description: 'The first characters, to recognise the key.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  apiKeys: t.field({
    type: [ApiKeyRef],
    description: "The tenant's API keys, newest first, revoked ones included (tenant admin).",
    authScopes: { can: 'apiKey.manage' },
    args: { updatedSince: t.arg({ type: 'DateTime', description: 'Only keys changed at or after this time.' }) },
    resolve: (_root, args, ctx) => listApiKeys(ctx, { updatedSince: args.updatedSince ?? null }),
  }),
}));

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    access: t.field({ type: ApiKeyAccessEnum, required: true }),
  }),
});

const RevokeApiKeyInput = builder.inputType('RevokeApiKeyInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const CreatedApiKeyPayload = builder.objectRef<{ apiKey: ApiKey; key: string }>('CreatedApiKeyPayload').implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyRef, resolve: (p) => p.apiKey }),
    key: t.exposeString('key', { description: 'The key, shown this once: only its SHA-256 is kept.' }),
  }),
});

const ApiKeyPayload = builder.objectRef<{ apiKey: ApiKey }>('ApiKeyPayload').implement({
  fields: (t) => ({ apiKey: t.field({ type: ApiKeyRef, resolve: (p) => p.apiKey }) }),
});

builder.mutationFields((t) => ({
  createApiKey: inputMutation(t, {
    can: 'apiKey.manage',
    payload: CreatedApiKeyPayload,
    description: 'A tenant admin creates a named key with a role; audited. Send it as Authorization: Bearer <key>.',
    input: CreateApiKeyInput,
    resolve: (ctx, input) => createApiKey(ctx, { name: input.name, role: input.access as ApiKeyAccess }),
  }),
  revokeApiKey: inputMutation(t, {
    can: 'apiKey.manage',
    payload: ApiKeyPayload,
    description: 'Revoked at once; audited.',
    input: RevokeApiKeyInput,
    resolve: async (ctx, input) => ({ apiKey: await revokeApiKey(ctx, parseId(input.id, 'ApiKey')) }),
  }),
}));
