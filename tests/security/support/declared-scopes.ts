import type { GraphQLSchema } from 'graphql';
import type { Permission } from '../../../api/src/auth/permissions.ts';
import { listOperations, type Operation } from './operations.ts';

/** Root fields anyone may call: sign-in, the sign-in selector, registration, and the viewer itself. */
export const PUBLIC_OPERATIONS = new Set([
  ...['login', 'loginTenants', 'requestRegistration', 'viewer', 'node', 'nodes'],
  // Issue 17, lane outbox: password recovery from the sign-in screen, and whether e-mail is on.
  ...['requestPasswordReset', 'resetPassword', 'emailEnabled'],
]);

export type Requirement =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'superAdmin' } | { kind: 'any'; permissions: Permission[] };

interface ScopeMap {
  can?: Permission | Permission[];
  authenticated?: boolean;
  superAdmin?: boolean;
  $any?: ScopeMap;
}

/** What an operation declares in its Pothos authScopes: the source the role matrix reads. */
export function requirementOf(op: Operation): Requirement | null {
  if (PUBLIC_OPERATIONS.has(op.name)) return { kind: 'public' };
  const options = (op.field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
  const scopes = options?.authScopes as ScopeMap | undefined;
  if (!scopes || typeof scopes !== 'object') return null;
  const map = scopes.$any ?? scopes;
  if (map.can) return { kind: 'any', permissions: Array.isArray(map.can) ? map.can : [map.can] };
  if (map.superAdmin) return { kind: 'superAdmin' };
  if (map.authenticated) return { kind: 'authenticated' };
  return null;
}

export function declaredOperations(schema: GraphQLSchema): { op: Operation; requirement: Requirement | null }[] {
  return listOperations(schema).map((op) => ({ op, requirement: requirementOf(op) }));
}
