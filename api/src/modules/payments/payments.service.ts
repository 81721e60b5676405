import { assertAllowed, tenantFilter, type Context, type Viewer } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { LEGACY_LIST_LIMIT, filteredList } from '../../shared/reads.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PaymentMethod, PaymentStatus } from '../../generated/prisma/enums.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { RUN_MESSAGES } from '../payment-runs/payment-run.rules.ts';

export interface PaymentFilters {
  status?: PaymentStatus | null;
  paymentMethod?: PaymentMethod | null;
  /** Inclusive bounds on the available date. */
  dateFrom?: Date | null;
  dateTo?: Date | null;
  search?: string | null;
}

export const PAYMENT_NOT_FOUND = 'Pagamento non trovato';
export const PAID_CANNOT_CANCEL = 'Un pagamento già pagato non può essere annullato';
export const CANCELLED_LOCKED = 'Un pagamento annullato non può essere modificato';
export const DETAILS_NEEDED = 'Imposta metodo di pagamento e data disponibilità prima di questo stato';
export const PAYMENT_CHANGED = 'Il pagamento è stato modificato da un altro utente: ricarica e riprova';

export function paymentWhere(viewer: Viewer, filters: PaymentFilters): Prisma.PaymentWhereInput {
  const search = filters.search?.trim().slice(0, 100);
  const availableDate = {
    ...(filters.dateFrom ? { gte: filters.dateFrom } : {}),
    ...(filters.dateTo ? { lte: filters.dateTo } : {}),
  };
  return {
    ...tenantFilter(viewer),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.paymentMethod ? { paymentMethod: filters.paymentMethod } : {}),
    ...(Object.keys(availableDate).length ? { availableDate } : {}),
    ...(search
      ? {
          OR: [
            { paymentReference: { contains: search, mode: 'insensitive' } },
            { invoiceLinks: { some: { invoice: { invoiceNumber: { contains: search, mode: 'insensitive' } } } } },
            { invoiceLinks: { some: { invoice: { supplier: { name: { contains: search, mode: 'insensitive' } } } } } },
          ],
        }
      : {}),
  };
}

export const paymentInclude = {
  invoiceLinks: { include: { invoice: { select: { id: true, invoiceNumber: true } } }, orderBy: { invoiceId: 'asc' } },
} satisfies Prisma.PaymentInclude;

export const listPayments = filteredList('payment.view', paymentWhere, (ctx, where) =>
  ctx.db.payment.findMany({
    where,
    include: paymentInclude,
    orderBy: [{ insertionDate: 'desc' }, { id: 'desc' }],
    take: LEGACY_LIST_LIMIT,
  }),
);

export interface PaymentInput {
  availableDate?: Date | null;
  status?: PaymentStatus | null;
  paymentMethod?: PaymentMethod | null;
}

/**
 * The status of a payment that is not paid or cancelled follows its details: 'In attesa pagamento'
 * once both a method and an available date are set, 'In attesa dettagli' otherwise.
 */
function resolveStatus(requested: PaymentStatus, method: PaymentMethod | null, date: Date | null): PaymentStatus {
  const detailed = method !== null && date !== null;
  if (requested === 'paid' || requested === 'awaiting_payment') {
    if (!detailed) throw new ValidationError(DETAILS_NEEDED, 'status');
    return requested;
  }
  return detailed ? 'awaiting_payment' : 'awaiting_details';
}

const openRun = { paymentRun: { select: { reference: true, status: true } } } satisfies Prisma.PaymentInclude;

/**
 * A payment in an open payment run is what the bank file says (issue 16): it changes only when the run
 * is confirmed or cancelled. The compare-and-set on version below catches a run created meanwhile.
 */
function assertNotInOpenRun(payment: {
  paymentReference: string;
  paymentRun: { reference: string; status: string } | null;
}) {
  if (payment.paymentRun?.status === 'open') {
    throw new ConflictError(RUN_MESSAGES.inOpenRun(payment.paymentReference, payment.paymentRun.reference));
  }
}

/** The edit dialog: available date, status and method. Cancelling goes through cancelPayment's rule. */
export async function updatePayment(ctx: Context, id: number, input: PaymentInput): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'payment.update');
  if (input.status === 'cancelled') return cancelPayment(ctx, id);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const current = await tx.payment.findFirst({ where: { id, ...tenantFilter(viewer) }, include: openRun });
    if (!current) throw new NotFoundError(PAYMENT_NOT_FOUND);
    if (current.status === 'cancelled') throw new ConflictError(CANCELLED_LOCKED);
    assertNotInOpenRun(current);
    const paymentMethod = input.paymentMethod === undefined ? current.paymentMethod : input.paymentMethod;
    const availableDate = input.availableDate === undefined ? current.availableDate : input.availableDate;
    // Without an explicit status an open payment just follows its details.
    const requested = input.status ?? (current.status === 'paid' ? 'paid' : 'awaiting_details');
    const status = resolveStatus(requested, paymentMethod, availableDate);
    const paidAt = status === 'paid' ? (current.paidAt ?? new Date()) : null;
    const data = { paymentMethod, availableDate, status, paidAt };
    const updated = await tx.payment.updateMany({
      where: { id, tenantId: viewer.tenantId, version: current.version, status: current.status },
      data: { ...data, version: { increment: 1 } },
    });
    if (updated.count === 0) throw new ConflictError(PAYMENT_CHANGED);
    await recordAudit(tx, ctx, {
      entityType: 'Payment',
      entityId: id,
      action: status !== current.status ? `status:${status}` : 'update',
      changes: JSON.parse(JSON.stringify(diffFields(current as unknown as Record<string, unknown>, data))),
    });
    return { id };
  });
}

/** Cancels a payment; refused once it is paid. */
export async function cancelPayment(ctx: Context, id: number): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'payment.update');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const current = await tx.payment.findFirst({ where: { id, ...tenantFilter(viewer) }, include: openRun });
    if (!current) throw new NotFoundError(PAYMENT_NOT_FOUND);
    if (current.status === 'paid') throw new ConflictError(PAID_CANNOT_CANCEL);
    assertNotInOpenRun(current);
    if (current.status === 'cancelled') throw new ConflictError('Il pagamento è già annullato');
    const updated = await tx.payment.updateMany({
      where: { id, tenantId: viewer.tenantId, version: current.version, status: current.status },
      data: { status: 'cancelled', version: { increment: 1 } },
    });
    if (updated.count === 0) throw new ConflictError(PAYMENT_CHANGED);
    await recordAudit(tx, ctx, {
      entityType: 'Payment',
      entityId: id,
      action: 'status:cancelled',
      changes: { status: [current.status, 'cancelled'] },
    });
    return { id };
  });
}
