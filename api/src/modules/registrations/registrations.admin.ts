import { assertAllowed, type Context } from '../../context.ts';
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
function registrationWhere(ctx: Context, filter: RegistrationFilter): Prisma.RegistrationRequestWhereInput {
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
        // Only a still-pending request may be approved: a concurrent approval or rejection wins once.
        const decided = await tx.registrationRequest.updateMany({
          where: { id, status: 'pending' },
          data: { status: 'approved', decidedAt: new Date(), tenantId: tenant.id },
        });
        if (decided.count === 0) throw new ConflictError(REGISTRATION_MESSAGES.decided);
        await recordAudit(tx, ctx, {
          tenantId: null,
          entityType: 'RegistrationRequest',
          entityId: id,
          action: 'approve',
          changes: { status: ['pending', 'approved'], tenant: tenant.shortName },
        });
        return tenant;
      }),
    TENANT_MESSAGES.shortNameTaken,
    'shortName',
  );
}

export async function rejectRegistration(ctx: Context, id: number) {
  assertAllowed(ctx, 'tenant.manage');
  return ctx.app.database.platform.$transaction(async (tx) => {
    const decided = await tx.registrationRequest.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'rejected', decidedAt: new Date() },
    });
    const request = await tx.registrationRequest.findUnique({ where: { id } });
    if (!request) throw new NotFoundError(REGISTRATION_MESSAGES.notFound);
    if (decided.count === 0) throw new ConflictError(REGISTRATION_MESSAGES.decided);
    await recordAudit(tx, ctx, {
      tenantId: null,
      entityType: 'RegistrationRequest',
      entityId: id,
      action: 'reject',
      changes: { status: ['pending', 'rejected'] },
    });
    return request;
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
