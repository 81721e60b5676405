import { builder } from '../../builder.ts';
import { listQuery } from '../../shared/list-connection.ts';
import { ROLES } from '../../auth/permissions.ts';
import { PLATFORM_TENANT } from '../../context.ts';
import type { User } from '../../generated/prisma/client.ts';
import { masterMutations } from '../common/master-mutations.ts';
import { countUsers, createUser, deleteUser, listUsers, reloadUser, updateUser } from './users.service.ts';
import { maySetPassword } from './users.rules.ts';
import { fullName } from '../../shared/names.ts';

export const RoleEnum = builder.enumType('Role', {
  values: ROLES,
  description: 'Procurement Executive, Finance Manager, IT Director, Administrator.',
});

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: Number(id) }),
  nullable: true,
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (user) => fullName(user) }),
    role: t.expose('role', { type: RoleEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    tenant: t.relation('tenant'),
    canSetPassword: t.boolean({
      description:
        "Whether the viewer may set this user's password: their own tenant's users, or any user for the principal admin.",
      select: { tenantId: true },
      resolve: (user, _args, ctx) => maySetPassword(ctx.viewer, user),
    }),
    isPrincipalAdmin: t.boolean({
      description: 'The principal administrator: cannot be deleted or demoted.',
      select: { email: true, tenant: { select: { shortName: true } } },
      resolve: (user, _args, ctx) =>
        user.tenant.shortName === PLATFORM_TENANT && user.email === ctx.app.config.superAdminEmail,
    }),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    email: t.string({ required: true, description: 'Unique per tenant.' }),
    password: t.string({ required: true, description: 'At least 6 characters.' }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    role: t.field({ type: RoleEnum, description: 'Default procurement.' }),
    tenant: t.string({ description: "Tenant short name; only admins of the 'admin' tenant may name another tenant." }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: UserNode }),
    email: t.string({ required: true }),
    password: t.string({ description: 'Blank or absent: unchanged.' }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    role: t.field({ type: RoleEnum, required: true }),
  }),
});

const UserPayload = builder.objectRef<{ user: User }>('UserPayload').implement({
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      // Re-read with the selection: the user may belong to another tenant (platform admins).
      resolve: (query, p, _args, ctx) => reloadUser(ctx, p.user.id, query),
    }),
  }),
});

listQuery('users', {
  type: 'User',
  description: "Users of the admin's tenant; admins of the 'admin' tenant see every tenant (filter with tenant).",
  can: 'user.manage',
  args: (arg) => ({
    search: arg.string({ description: 'Part of the e-mail, first or last name.' }),
    tenant: arg.string({ description: "A tenant short name, or 'all' (platform admins only)." }),
  }),
  sort: {
    NAME: (d) => [{ lastName: d }, { firstName: d }],
    EMAIL: (d) => ({ email: d }),
    ROLE: (d) => ({ role: d }),
    CREATED_AT: (d) => ({ createdAt: d }),
  },
  count: countUsers,
  findMany: listUsers,
});

masterMutations({
  name: 'User',
  node: UserNode,
  manage: 'user.manage',
  createInput: CreateUserInput,
  updateInput: UpdateUserInput,
  payload: UserPayload,
  describe: {
    create: 'Admins; password required.',
    update: 'Blank password keeps the old one; a role or password change signs the user out everywhere.',
    delete: 'Archives the user (history keeps their name) and signs them out at once.',
  },
  create: createUser,
  update: updateUser,
  remove: deleteUser,
});
