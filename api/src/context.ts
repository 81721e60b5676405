import { initContextCache } from '@pothos/core';
import { tenantFilterDisabled, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { tenantClient, type TenantClient, type TxClient } from './db/tenant-scope.ts';
import type { Role } from './generated/prisma/enums.ts';
import { can, type Permission } from './auth/permissions.ts';
import { ForbiddenError, UnauthenticatedError } from './errors.ts';
import type { Storage } from './shared/storage.ts';

/** The long-lived parts of the server, built once at start. */
export interface App {
  config: Config;
  database: Database;
  storage: Storage;
}

/** The signed-in user, resolved from the bearer token for each request. */
export interface Viewer {
  sessionId: number;
  userId: number;
  tenantId: number;
  tenantShortName: string;
  tenantFullName: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The principal administrator: the configured SUPER_ADMIN_EMAIL in the platform tenant. */
  isSuperAdmin: boolean;
  /** An admin of the platform tenant 'admin', who manages users of every tenant. */
  isPlatformAdmin: boolean;
  /** Set when an API key calls (auth/api-keys.service.ts): email is then 'api-key:<name>'. */
  apiKeyId?: number;
  /** A read-only API key (auth/permissions.ts READ_ONLY_ACTIONS). */
  readOnly?: boolean;
}

export interface Context {
  app: App;
  requestId: string;
  ip: string;
  viewer: Viewer | null;
  /** Prisma scoped to the viewer's tenant under row-level security (no tenant rows when anonymous). */
  db: TenantClient;
  /**
   * Set when the reads must join a transaction already open under the tenant's row-level security
   * (a webhook's document, read inside the change that emits it: rest/document-detail.ts).
   */
  tx?: TxClient;
}

export const PLATFORM_TENANT = 'admin';

export function createContext(app: App, requestId: string, ip: string, viewer: Viewer | null): Context {
  return {
    // Pothos's per-request caches (scope-auth's grants, the selection mapper's loader mappings) live on
    // this store and go with the request (patches/@pothos+core+*.patch, docs/decisions.md).
    ...initContextCache(),
    app,
    requestId,
    ip,
    viewer,
    db: tenantClient(app.database.prisma, viewer?.tenantId ?? null),
  };
}

export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}

/**
 * The services' own check of an action of the permission table (api/src/auth/permissions.ts), so every
 * caller (GraphQL, REST, jobs) meets the same rule the GraphQL scope `can` declares: the signed-in
 * viewer, or an Unauthenticated / Forbidden error.
 */
export function assertAllowed(ctx: Context, action: Permission, message?: string): Viewer {
  const viewer = requireViewer(ctx);
  if (!can(viewer, action)) throw new ForbiddenError(message);
  return viewer;
}

/**
 * The API-level tenant filter every service adds to its queries, on top of row-level security.
 * The isolation suite switches it off (TENANT_FILTER=off, tests only) to prove RLS alone holds.
 */
export function tenantFilter(viewer: Viewer): { tenantId: number } | Record<string, never> {
  if (tenantFilterDisabled()) return {};
  return { tenantId: viewer.tenantId };
}
