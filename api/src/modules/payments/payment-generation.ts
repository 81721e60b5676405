import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { Decimal } from '../../shared/scalars.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** Lock class for pg_advisory_xact_lock(class, tenantId): one payment-number allocator per tenant. */
const PAYMENT_NUMBER_LOCK = 7_301;

/**
 * The next reference PAG-{year}-{nnnn} of a tenant. A transaction-scoped advisory lock serialises
 * allocators of the same tenant, so two invoices approved at once never draw the same number.
 */
async function nextReference(tx: TxClient, tenantId: number, year: number): Promise<string> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PAYMENT_NUMBER_LOCK}::int, ${tenantId}::int)`;
  const prefix = `PAG-${year}-`;
  const last = await tx.payment.findFirst({
    where: { tenantId, paymentReference: { startsWith: prefix } },
    orderBy: { paymentReference: 'desc' },
    select: { paymentReference: true },
  });
  const lastNumber = last ? Number(last.paymentReference.slice(prefix.length)) || 0 : 0;
  return `${prefix}${String(lastNumber + 1).padStart(4, '0')}`;
}

export interface ApprovedInvoice {
  id: number;
  invoiceNumber: string;
  totalAmount: Decimal;
  dueDate: Date;
}

/**
 * Called inside the approval transaction when an invoice becomes fully approved: one payment for
 * the invoice's total, available on its due date, 'In attesa dettagli' until a method is chosen.
 */
export async function createPaymentForInvoice(
  tx: TxClient,
  ctx: Context,
  tenantId: number,
  invoice: ApprovedInvoice,
): Promise<{ id: number }> {
  const existing = await tx.paymentInvoice.findFirst({
    where: { tenantId, invoiceId: invoice.id },
    select: { paymentId: true },
  });
  if (existing) return { id: existing.paymentId };
  const paymentReference = await nextReference(tx, tenantId, new Date().getFullYear());
  const payment = await tx.payment.create({
    data: {
      tenantId,
      paymentReference,
      availableDate: invoice.dueDate,
      totalAmount: invoice.totalAmount,
      status: 'awaiting_details',
    },
    select: { id: true },
  });
  await tx.paymentInvoice.create({ data: { tenantId, paymentId: payment.id, invoiceId: invoice.id } });
  await recordAudit(tx, ctx, {
    tenantId,
    entityType: 'Payment',
    entityId: payment.id,
    action: 'create',
    changes: {
      paymentReference,
      invoiceNumber: invoice.invoiceNumber,
      totalAmount: invoice.totalAmount.toFixed(2),
      availableDate: invoice.dueDate.toISOString().slice(0, 10),
      status: 'awaiting_details',
    },
  });
  return payment;
}
