import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../../builder.ts';
import type { Tenant, User } from '../../generated/prisma/client.ts';
import { selectedFieldNames } from '../../shared/selected-fields.ts';
import { can, permissions, type Permission } from '../../auth/permissions.ts';
import { changePassword, login, logout } from '../../auth/session.service.ts';
import type { Viewer } from '../../context.ts';
import { TooManyRequestsError, UnauthenticatedError, ValidationError } from '../../errors.ts';
import { commonErrors } from '../common/errors.schema.ts';
import { listLoginTenants } from '../tenants/tenants.service.ts';
import { LoginTenant } from '../tenants/tenants.schema.ts';
import { RoleEnum, UserNode } from '../users/users.schema.ts';

export const ROLE_LABELS = {
  procurement: 'Procurement Executive',
  finance: 'Finance Manager',
  it_director: 'IT Director',
  admin: 'Administrator',
} as const;

/** User fields the viewer's session row answers (its sign-in lookup reads them every request). */
const FROM_SESSION = new Set(['__typename', 'id', 'rowId', 'email', 'firstName', 'lastName', 'fullName', 'role']);

/** Tenant fields the session row answers. */
const TENANT_FROM_SESSION = new Set(['__typename', 'id', 'shortName', 'fullName']);

/** The viewer's own user row as far as the session has it; only the fields above are read from it. */
function userFromSession(viewer: Viewer) {
  const { userId: id, tenantId, email, firstName, lastName, role } = viewer;
  return { id, tenantId, email, firstName, lastName, role } as User;
}

export const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in user, their tenant and what they may do.',
  fields: (t) => ({
    user: t.field({
      type: UserNode,
      // The sign-in lookup of this request already read the user's name, e-mail and role: a selection
      // of only those (the shell and the dashboard ask for fullName) costs no transaction of its own.
      resolve: async (viewer, _args, ctx, info) => {
        if ([...selectedFieldNames(info)].every((name) => FROM_SESSION.has(name))) return userFromSession(viewer);
        const query = (await queryFromInfo({ context: ctx, info, typeName: 'User', awaitSelections: true })) as object;
        return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: viewer.userId } });
      },
    }),
    tenant: t.prismaField({
      type: 'Tenant',
      // As for user: the sign-in lookup read the tenant's names, all the shell asks for on every page load.
      resolve: (query, viewer, _args, ctx, info) =>
        [...selectedFieldNames(info)].every((name) => TENANT_FROM_SESSION.has(name))
          ? ({ id: viewer.tenantId, shortName: viewer.tenantShortName, fullName: viewer.tenantFullName } as Tenant)
          : ctx.db.tenant.findUniqueOrThrow({ ...query, where: { id: viewer.tenantId } }),
    }),
    role: t.field({ type: RoleEnum, resolve: (viewer) => viewer.role }),
    roleLabel: t.string({ resolve: (viewer) => ROLE_LABELS[viewer.role] }),
    isSuperAdmin: t.exposeBoolean('isSuperAdmin'),
    isPlatformAdmin: t.exposeBoolean('isPlatformAdmin'),
    permissions: t.stringList({
      description:
        'The permission names (see docs/permissions.md) this viewer holds; the client shows actions by them.',
      resolve: (viewer) => (Object.keys(permissions) as Permission[]).filter((p) => can(viewer, p)),
    }),
  }),
});

const LoginPayload = builder.objectRef<{ token: string; viewer: Viewer }>('LoginPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Send as Authorization: Bearer <token>.' }),
    viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewer }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    type: ViewerRef,
    nullable: true,
    description: 'The signed-in user, or null without a valid session.',
    resolve: (_root, _args, ctx) => ctx.viewer,
  }),
  loginTenants: t.field({
    type: [LoginTenant],
    description: 'Tenants offered by the sign-in selector.',
    resolve: (_root, _args, ctx) => listLoginTenants(ctx.app),
  }),
}));

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginPayload,
    errors: { types: [ValidationError, UnauthenticatedError, TooManyRequestsError] },
    args: {
      tenant: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => login(ctx.app, ctx.ip, args),
  }),
  logout: t.boolean({
    authScopes: { authenticated: true },
    errors: { types: commonErrors },
    resolve: async (_root, _args, ctx) => {
      await logout(ctx);
      return true;
    },
  }),
  changePassword: t.boolean({
    authScopes: { authenticated: true },
    errors: { types: commonErrors },
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
      confirmPassword: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      await changePassword(ctx, args);
      return true;
    },
  }),
}));
