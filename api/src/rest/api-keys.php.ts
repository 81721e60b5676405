import { accessOf, createApiKey, listApiKeys, revokeApiKey } from '../auth/api-keys.service.ts';
import type { ApiKey } from '../generated/prisma/client.ts';
import { idParam, json, optionalString, type RestEndpoint } from './adapter.ts';

/** A key as the list shows it: never the key, only its first characters. */
export function apiKeyRow(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    role: accessOf(key),
    key_prefix: key.keyPrefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

/** Issue 17: the tenant admin's API keys. POST answers the key once; DELETE ?id=N revokes. */
export const apiKeysEndpoint: RestEndpoint = {
  async GET(_req, ctx) {
    return json((await listApiKeys(ctx)).map(apiKeyRow));
  },
  async POST(req, ctx) {
    const { apiKey, key } = await createApiKey(ctx, { name: req.body.name, role: req.body.role });
    return json({ success: true, ...apiKeyRow(apiKey), key }, 201);
  },
  async DELETE(req, ctx) {
    await revokeApiKey(ctx, idParam(req.query.get('id') ?? optionalString(req.body, 'id')));
    return json({ success: true });
  },
};
