import { createHash, randomBytes } from 'node:crypto';
import { assertAllowed, tenantFilter, type App, type Context, type Viewer } from '../context.ts';
import { inTenantTx } from '../db/tenant-scope.ts';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../errors.ts';
import type { ApiKey } from '../generated/prisma/client.ts';
import type { Role } from '../generated/prisma/enums.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import { sinceWhere, type UpdatedSince } from '../shared/reads.ts';
import { ROLES } from './permissions.ts';
import { hit } from './throttle.ts';

/** Recognisable in logs and secret scanners; 32 random bytes follow. */
export const API_KEY_PREFIX = 'pk_live_';
export const READ_ONLY = 'read_only';
export type ApiKeyAccess = Role | typeof READ_ONLY;
export const API_KEY_ACCESS: readonly ApiKeyAccess[] = [READ_ONLY, ...ROLES];

export const API_KEY_MESSAGES = {
  nameRequired: 'Inserisci un nome per la chiave',
  nameTooLong: 'Il nome può avere al massimo 100 caratteri',
  role: 'Ruolo non valido: read_only, procurement, finance, it_director o admin',
  notFound: 'Chiave API non trovata',
  throttled: 'Troppe richieste con questa chiave API. Riprova tra poco.',
} as const;

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export function accessOf(key: Pick<ApiKey, 'role'>): ApiKeyAccess {
  return key.role ?? READ_ONLY;
}

export interface ApiKeyInput {
  name?: unknown;
  role?: unknown;
}

function parseInput(input: ApiKeyInput): { name: string; role: Role | null } {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) throw new ValidationError(API_KEY_MESSAGES.nameRequired, 'name');
  if (name.length > 100) throw new ValidationError(API_KEY_MESSAGES.nameTooLong, 'name');
  const access = API_KEY_ACCESS.find((value) => value === input.role);
  if (!access) throw new ValidationError(API_KEY_MESSAGES.role, 'role');
  return { name, role: access === READ_ONLY ? null : access };
}

/**
 * Active and revoked keys of the admin's tenant, newest first (never the key itself); with
 * `updatedSince` (REST `updated_since`) only those created or revoked since.
 */
export async function listApiKeys(ctx: Context, filter: UpdatedSince = {}): Promise<ApiKey[]> {
  const viewer = assertAllowed(ctx, 'apiKey.manage');
  return ctx.db.apiKey.findMany({
    where: sinceWhere(tenantFilter(viewer), filter),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** A new key: the plain key is returned this once; only its SHA-256 is kept. */
export async function createApiKey(ctx: Context, input: ApiKeyInput): Promise<{ apiKey: ApiKey; key: string }> {
  const viewer = assertAllowed(ctx, 'apiKey.manage');
  const { name, role } = parseInput(input);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const apiKey = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const row = await tx.apiKey.create({
      data: {
        tenantId: viewer.tenantId,
        name,
        role,
        keyHash: hashKey(key),
        keyPrefix: key.slice(0, API_KEY_PREFIX.length + 4),
        createdById: viewer.userId,
      },
    });
    await recordAudit(tx, ctx, {
      entityType: 'ApiKey',
      entityId: row.id,
      action: 'create',
      changes: { name, role: accessOf(row) },
    });
    return row;
  });
  return { apiKey, key };
}

/** Revoked at once: the next request with it is unauthenticated. Revoking twice is a no-op. */
export async function revokeApiKey(ctx: Context, id: number): Promise<ApiKey> {
  const viewer = assertAllowed(ctx, 'apiKey.manage');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const row = await tx.apiKey.findFirst({ where: { id, ...tenantFilter(viewer) } });
    if (!row) throw new NotFoundError(API_KEY_MESSAGES.notFound);
    if (row.revokedAt) return row;
    const revoked = await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    await recordAudit(tx, ctx, { entityType: 'ApiKey', entityId: id, action: 'revoke', changes: { name: row.name } });
    return revoked;
  });
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

interface KeyRow {
  id: number;
  tenantId: number;
  name: string;
  role: Role | null;
  createdById: number;
  firstName: string;
  lastName: string;
  shortName: string;
  fullName: string;
}

/**
 * The viewer an API key stands for: its creator (an admin of the tenant) acting with the key's role,
 * named 'api-key:<name>' so the audit names the key. Null when the key is unknown or revoked, or its
 * creator or tenant is archived. Each use counts against the key's own limit (not the sign-in
 * throttles) and refreshes its last-used time, at most once a minute.
 */
export async function authenticateApiKey(app: App, key: string): Promise<Viewer | null> {
  const prisma = app.database.platform;
  const rows = await prisma.$queryRaw<KeyRow[]>`
    SELECT k."id", k."tenantId", k."name", k."role"::text AS "role", k."createdById",
           u."firstName", u."lastName", t."shortName", t."fullName"
    FROM "ApiKey" k
    JOIN "User" u ON u."id" = k."createdById" AND u."tenantId" = k."tenantId" AND u."archivedAt" IS NULL
    JOIN "Tenant" t ON t."id" = k."tenantId" AND t."archivedAt" IS NULL
    WHERE k."keyHash" = ${hashKey(key)} AND k."revokedAt" IS NULL`;
  const row = rows[0];
  if (!row) return null;
  const limit = app.config.apiKeyRateLimit;
  const counter = await hit(prisma, `api-key:${row.id}`, { max: limit, windowSeconds: 60 });
  if (counter.hits > limit) {
    const seconds = Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
    throw new TooManyRequestsError(API_KEY_MESSAGES.throttled, seconds);
  }
  if (counter.hits === 1) {
    await prisma.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return {
    sessionId: 0,
    userId: row.createdById,
    tenantId: row.tenantId,
    tenantShortName: row.shortName,
    tenantFullName: row.fullName,
    email: `api-key:${row.name}`,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role ?? 'admin',
    isSuperAdmin: false,
    isPlatformAdmin: false,
    apiKeyId: row.id,
    readOnly: row.role === null,
  };
}
