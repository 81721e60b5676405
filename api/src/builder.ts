import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PlannedRowsPlugin from './db/planned-rows.plugin.ts';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import './shared/sync-global-id.ts';
import { can, type Permission } from './auth/permissions.ts';
import { isProductionEnv } from './config.ts';
import type { Context } from './context.ts';
import { loadNodes } from './modules/common/load-nodes.ts';
import type { Role } from './generated/prisma/enums.ts';
import { ForbiddenError, UnauthenticatedError } from './errors.ts';
import type PrismaTypes from './generated/pothos-types.ts';
import { datamodel } from './db/datamodel.ts';
import { dateScalar, dateTimeScalar, decimalScalar, type DecimalValue } from './shared/scalars.ts';

/** Builder configuration only: plugins, context, scopes and scalars. Types live in modules/. */
export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    authenticated: boolean;
    role: Role;
    /** An action of the permission table (api/src/auth/permissions.ts), the one rule services assert too. */
    can: Permission;
    superAdmin: boolean;
    /** The object belongs to the viewer's tenant. */
    sameTenant: number;
  };
  Scalars: {
    Decimal: { Input: DecimalValue; Output: DecimalValue | string | number };
    Date: { Input: Date; Output: Date };
    DateTime: { Input: Date; Output: Date };
    Upload: { Input: Promise<FileUpload>; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  // Errors wraps scope-auth, so a refused scope on a mutation comes back as its typed error. Planned
  // rows sits just outside Prisma's wrapper, the only one it may skip (db/planned-rows.plugin.ts).
  plugins: [RelayPlugin, ErrorsPlugin, ScopeAuthPlugin, PlannedRowsPlugin, PrismaPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // One query per node type instead of one per id (tests/perf/list-budgets.test.ts).
    nodesQueryOptions: {
      resolve: (_root, args, ctx, info, resolveNodes) => loadNodes(args.ids, ctx, info, () => resolveNodes(args.ids)),
    },
  },
  scopeAuth: {
    // Type scopes run once per object (isTypeOf) instead of once per field: a 50-offer page has ~3,000 fields.
    runScopesOnType: true,
    authScopes: (ctx) => ({
      authenticated: ctx.viewer !== null,
      role: (role) => ctx.viewer?.role === role,
      can: (permission) => can(ctx.viewer, permission),
      superAdmin: ctx.viewer?.isSuperAdmin ?? false,
      sameTenant: (tenantId) => ctx.viewer !== null && ctx.viewer.tenantId === tenantId,
    }),
    // A refused scope is an expected, typed failure, never a masked internal error.
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? new ForbiddenError() : new UnauthenticatedError()),
  },
  errors: {
    defaultTypes: [],
  },
  prisma: {
    // The tenant-scoped client: every query a resolver plans runs under row-level security.
    client: (ctx) => ctx.db as never,
    dmmf: datamodel,
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: isProductionEnv() ? null : 'warn',
  },
});

builder.addScalarType('Decimal', decimalScalar);
builder.addScalarType('Date', dateScalar);
builder.addScalarType('DateTime', dateTimeScalar);
builder.addScalarType('Upload', GraphQLUpload as never);
