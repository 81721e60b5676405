import { builder } from '../../builder.ts';
import { listQuery } from '../../shared/list-connection.ts';
import type { Tenant } from '../../generated/prisma/client.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { masterMutations } from '../common/master-mutations.ts';
import type { Context } from '../../context.ts';
import { perRequestBatch } from '../../shared/batch.ts';
import { deleteTenant, hasData, tenantDataSummaries, type TenantDataSummary } from './tenants.delete.ts';
import { createTenant, getTenant, tenantRows, updateTenant } from './tenants.service.ts';
import { updateTenantPolicy } from './tenants.policy.ts';

/** Batched per request: a list of tenants costs one grouped count per table, not one per tenant. */
const dataSummaryOf = perRequestBatch((ctx: Context, ids: readonly number[]) =>
  tenantDataSummaries(ctx.app.database.platform, ids),
);

export const TenantNode = builder.prismaNode('Tenant', {
  id: { field: 'id' },
  // Under row-level security a user sees only their own tenant row.
  findUnique: (id) => ({ id: Number(id) }),
  nullable: true,
  fields: (t) => ({
    shortName: t.exposeString('shortName', { description: 'A slug, immutable after creation; used at sign-in.' }),
    fullName: t.exposeString('fullName'),
    contactName: t.exposeString('contactName'),
    contactSurname: t.exposeString('contactSurname'),
    contactPhone: t.exposeString('contactPhone'),
    contactEmail: t.exposeString('contactEmail', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    segregationOfDuties: t.exposeBoolean('segregationOfDuties', {
      description:
        'Separazione dei compiti: the two approval steps of one offer, invoice or contract come from two different people.',
    }),
    dataSummary: t.field({
      type: TenantDataSummaryRef,
      description: 'What deleting the tenant would remove (principal admin only).',
      authScopes: { can: 'tenant.manage' },
      resolve: (tenant, _args, ctx) => dataSummaryOf(ctx, tenant.id),
    }),
  }),
});

/** The sign-in selector: public, so only the two names the spec's call returns. */
export const LoginTenant = builder.objectRef<{ shortName: string; fullName: string }>('LoginTenant').implement({
  fields: (t) => ({
    shortName: t.exposeString('shortName'),
    fullName: t.exposeString('fullName'),
  }),
});

const TenantDataSummaryRef = builder.objectRef<TenantDataSummary>('TenantDataSummary').implement({
  description: "Row counts of a tenant's data.",
  fields: (t) => ({
    users: t.exposeInt('users'),
    products: t.exposeInt('products'),
    suppliers: t.exposeInt('suppliers'),
    costCenters: t.exposeInt('costCenters'),
    offers: t.exposeInt('offers'),
    orders: t.exposeInt('orders'),
    invoices: t.exposeInt('invoices'),
    payments: t.exposeInt('payments'),
    contracts: t.exposeInt('contracts'),
    requiresConfirmation: t.boolean({
      description: 'Deleting needs confirmShortName: the tenant holds more than its first admin.',
      resolve: (s) => hasData(s),
    }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The tenant's own fields, the same on create and on edit (the short name is set once, on create). */
const tenantFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  fullName: t.string({ required: true }),
  contactName: t.string({ required: true }),
  contactSurname: t.string({ required: true }),
  contactPhone: t.string({ required: true }),
  contactEmail: t.string(),
  address: t.string(),
  vatNumber: t.string(),
});

const CreateTenantInput = builder.inputType('CreateTenantInput', {
  fields: (t) => ({
    shortName: t.string({ required: true, description: 'Lowercase letters, digits and dashes; cannot change later.' }),
    ...tenantFields(t),
    adminEmail: t.string({ description: "First admin's e-mail; defaults to contactEmail." }),
    adminPassword: t.string({ required: true, description: "First admin's initial password (at least 6 characters)." }),
    adminFirstName: t.string({ description: 'Defaults to contactName.' }),
    adminLastName: t.string({ description: 'Defaults to contactSurname.' }),
  }),
});

const UpdateTenantInput = builder.inputType('UpdateTenantInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: TenantNode }),
    ...tenantFields(t),
  }),
});

const DeleteTenantInput = builder.inputType('DeleteTenantInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: TenantNode }),
    confirmShortName: t.string({ description: 'Required when the tenant has data: its short name, typed again.' }),
  }),
});

const UpdateTenantPolicyInput = builder.inputType('UpdateTenantPolicyInput', {
  fields: (t) => ({
    segregationOfDuties: t.boolean({
      required: true,
      description: 'On: an admin who gave one approval step of a document may not give the other.',
    }),
  }),
});

const TenantPayload = builder.objectRef<{ tenant: Tenant }>('TenantPayload').implement({
  fields: (t) => ({ tenant: t.field({ type: TenantNode, resolve: (p) => p.tenant }) }),
});

listQuery('tenants', {
  type: 'Tenant',
  description: 'Every tenant (principal admin only).',
  can: 'tenant.manage',
  args: (arg) => ({ search: arg.string() }),
  sort: {
    SHORT_NAME: (d) => ({ shortName: d }),
    FULL_NAME: (d) => ({ fullName: d }),
    CREATED_AT: (d) => ({ createdAt: d }),
  },
  ...tenantRows,
});

builder.queryFields((t) => ({
  tenant: t.prismaField({
    type: 'Tenant',
    nullable: true,
    description: 'One tenant by id, with its data summary (principal admin only).',
    authScopes: { can: 'tenant.manage' },
    args: { id: t.arg.globalID({ required: true, for: TenantNode }) },
    resolve: (query, _root, args, ctx) => getTenant(ctx, Number(args.id.id), query),
  }),
}));

masterMutations({
  name: 'Tenant',
  node: TenantNode,
  manage: 'tenant.manage',
  createInput: CreateTenantInput,
  updateInput: UpdateTenantInput,
  deleteInput: DeleteTenantInput,
  payload: TenantPayload,
  describe: {
    create: 'Creates the tenant and its first admin user (principal admin only).',
    update: 'The short name cannot change.',
    delete: 'Removes the tenant and all its rows in one transaction; with data, confirmShortName is required.',
  },
  create: createTenant,
  update: updateTenant,
  remove: (ctx, id, input) => deleteTenant(ctx, id, input.confirmShortName),
});

builder.mutationFields((t) => ({
  updateTenantPolicy: inputMutation(t, {
    can: 'tenant.policy',
    payload: TenantPayload,
    description: "A tenant admin switches their own tenant's policies (segregation of duties); audited.",
    input: UpdateTenantPolicyInput,
    resolve: async (ctx, input) => ({ tenant: await updateTenantPolicy(ctx, input) }),
  }),
}));
