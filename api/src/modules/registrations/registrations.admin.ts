import { assertAllowed, type Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Prisma, RegistrationRequest, RegistrationStatus } from '../../generated/prisma/client.ts';
import { countedRows } from '../../shared/reads.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { withUniqueMessage } from '../common/master-data.ts';
import { insertTenant, parseNewTenant, type NewTenantInput } from '../tenants/tenants.service.ts';
import { TENANT_MESSAGES } from '../tenants/tenants.rules.ts';

export const REGISTRATION_MESSAGES = {
  notFound: 'Registration request not found',
  decided: 'This registration request has already been handled',
} as const;

export interface RegistrationFilter {
  /** pending (default), approved, rejected, or all. */
  status?: RegistrationStatus | 'all' | null;
}

/* Registration requests belong to no tenant yet: the principal admin reads them in platform scope (app.scope = platform). */
export function registrationWhere(ctx: Context, filter: RegistrationFilter): Prisma.RegistrationRequestWhereInput {
  assertAllowed(ctx, 'tenant.manage');
  const status = filter.status ?? 'pending';
  return status === 'all' ? {} : { status };
}

/** Newest first. */
export const registrationRows = countedRows<RegistrationFilter, RegistrationRequest>(
  (ctx) => ctx.app.database.platform.registrationRequest,
  registrationWhere,
  [{ createdAt: 'desc' }, { id: 'desc' }],
);

/**
 * Turns a pending request into a tenant with its first admin (the requester), in one transaction.
 * The request holds no password (the public form never asks for one): the principal admin sets an
 * initial password in the approval dialog and hands it over; the new admin changes it after signing in.
 */
export async function approveRegistration(ctx: Context, id: number, input: Omit<NewTenantInput, 'adminEmail'>) {
  assertAllowed(ctx, 'tenant.manage');
  const prisma = ctx.app.database.platform;
  const request = await prisma.registrationRequest.findUnique({ where: { id } });
  if (!request) throw new NotFoundError(REGISTRATION_MESSAGES.notFound);
  if (request.status !== 'pending') throw new ConflictError(REGISTRATION_MESSAGES.decided);
  const parsed = await parseNewTenant({
    fullName: request.company,
    contactName: request.firstName,
    contactSurname: request.lastName,
    contactEmail: request.email,
    adminFirstName: request.firstName,
    adminLastName: request.lastName,
    ...withoutBlanks(input),
    adminEmail: request.email,
  });
  return withUniqueMessage(
    () =>
      prisma.$transaction(async (tx) => {
        const tenant = await insertTenant(tx, ctx, parsed);
        const decided = await markDecided(tx, id, { status: 'approved', tenantId: tenant.id });
        if (decided === 0) throw new ConflictError(REGISTRATION_MESSAGES.decided);
        await auditDecision(tx, ctx, id, 'approved', { tenant: tenant.shortName });
        return tenant;
      }),
    TENANT_MESSAGES.shortNameTaken,
    'shortName',
  );
}

export async function rejectRegistration(ctx: Context, id: number) {
  assertAllowed(ctx, 'tenant.manage');
  return ctx.app.database.platform.$transaction(async (tx) => {
    const decided = await markDecided(tx, id, { status: 'rejected' });
    const request = await tx.registrationRequest.findUnique({ where: { id } });
    if (!request) throw new NotFoundError(REGISTRATION_MESSAGES.notFound);
    if (decided === 0) throw new ConflictError(REGISTRATION_MESSAGES.decided);
    await auditDecision(tx, ctx, id, 'rejected');
    return request;
  });
}

/**
 * Decides a request that is still pending (a concurrent approval or rejection wins once); how many
 * it decided, 0 when it no longer was pending.
 */
async function markDecided(tx: TxClient, id: number, data: { status: 'approved' | 'rejected'; tenantId?: number }) {
  const decided = await tx.registrationRequest.updateMany({
    where: { id, status: 'pending' },
    data: { ...data, decidedAt: new Date() },
  });
  return decided.count;
}

/** The audit of a decision; requests belong to no tenant. */
function auditDecision(tx: TxClient, ctx: Context, id: number, status: 'approved' | 'rejected', changes = {}) {
  return recordAudit(tx, ctx, {
    tenantId: null,
    entityType: 'RegistrationRequest',
    entityId: id,
    action: status === 'approved' ? 'approve' : 'reject',
    changes: { status: ['pending', status], ...changes },
  });
}

/** Blank fields of the dialog fall back to the request's own data. */
function withoutBlanks<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
    ),
  ) as Partial<T>;
}
