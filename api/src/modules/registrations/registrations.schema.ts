import { builder } from '../../builder.ts';
import { listQuery } from '../../shared/list-connection.ts';
import { TooManyRequestsError, ValidationError } from '../../errors.ts';
import type { Tenant } from '../../generated/prisma/client.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { TenantNode } from '../tenants/tenants.schema.ts';
import {
  approveRegistration,
  type RegistrationFilter,
  registrationRows,
  rejectRegistration,
} from './registrations.admin.ts';
import { requestRegistration } from './registrations.service.ts';

/** A RegistrationRequest global id; any other type is simply not found. */
function requestId(id: { typename: string; id: string }): number {
  return id.typename === 'RegistrationRequest' && /^\d{1,9}$/.test(id.id) ? Number(id.id) : 0;
}

const RegistrationStatusEnum = builder.enumType('RegistrationStatus', {
  values: ['pending', 'approved', 'rejected'] as const,
});

/** Not a Node: requests belong to no tenant and are only listed, never fetched by id. */
const RegistrationRequestRef = builder.prismaObject('RegistrationRequest', {
  description: "A 'Registrati gratuitamente' request, listed for the principal admin.",
  fields: (t) => ({
    id: t.globalID({ resolve: (r) => ({ type: 'RegistrationRequest', id: r.id }) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    company: t.exposeString('company'),
    status: t.expose('status', { type: RegistrationStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    tenant: t.relation('tenant', { nullable: true, description: 'The tenant made from it, once approved.' }),
  }),
});

const ApproveRegistrationInput = builder.inputType('ApproveRegistrationInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'The id of the request.' }),
    shortName: t.string({ required: true, description: 'The new tenant short name (slug).' }),
    fullName: t.string({ description: 'Defaults to the company of the request.' }),
    contactPhone: t.string({ required: true }),
    address: t.string(),
    vatNumber: t.string(),
    adminPassword: t.string({ required: true, description: "The requester's initial admin password." }),
  }),
});

const RejectRegistrationInput = builder.inputType('RejectRegistrationInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
});

const ApproveRegistrationPayload = builder.objectRef<{ tenant: Tenant }>('ApproveRegistrationPayload').implement({
  fields: (t) => ({ tenant: t.field({ type: TenantNode, resolve: (p) => p.tenant }) }),
});

/** `all` lists every status; otherwise the one asked for (pending when none). */
function requestFilter(args: { status?: RegistrationFilter['status']; all?: boolean | null }): RegistrationFilter {
  return { status: args.all ? 'all' : args.status };
}

listQuery('registrationRequests', {
  type: 'RegistrationRequest',
  description: 'Registration requests, newest first (principal admin only).',
  can: 'tenant.manage',
  args: (arg) => ({
    status: arg({ type: RegistrationStatusEnum, description: 'Default pending; null with all=true.' }),
    all: arg.boolean(),
  }),
  count: (ctx, args) => registrationRows.count(ctx, requestFilter(args)),
  findMany: (ctx, args, query) => registrationRows.findMany(ctx, requestFilter(args), query),
});

builder.mutationFields((t) => ({
  requestRegistration: t.boolean({
    description: "The login screen's 'Registrati gratuitamente' request; throttled per address.",
    errors: { types: [ValidationError, TooManyRequestsError] },
    args: {
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      company: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await requestRegistration(ctx, args);
      return true;
    },
  }),
  approveRegistration: inputMutation(t, {
    can: 'tenant.manage',
    payload: ApproveRegistrationPayload,
    description: 'Turns a pending request into a tenant whose first admin is the requester.',
    input: ApproveRegistrationInput,
    resolve: async (ctx, { id, ...rest }) => ({ tenant: await approveRegistration(ctx, requestId(id), rest) }),
  }),
  rejectRegistration: inputMutation(t, {
    can: 'tenant.manage',
    payload: RegistrationRequestRef,
    input: RejectRegistrationInput,
    resolve: (ctx, input) => rejectRegistration(ctx, requestId(input.id)),
  }),
}));
