import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { InvoiceSource } from '../../generated/prisma/enums.ts';
import { Decimal } from '../../shared/scalars.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { nextYearlyReference } from '../../shared/yearly-reference.ts';
import { documentSign } from '../invoice-import/einvoice-rows.ts';
import { plannedPayments, type PlannedPayment } from './payment-schedule.ts';

/** Lock class for pg_advisory_xact_lock(class, tenantId): one payment-number allocator per tenant. */
const PAYMENT_NUMBER_LOCK = 7_301;

/** The next reference PAG-{year}-{nnnn} of a tenant; two invoices approved at once never draw the same. */
function nextReference(tx: TxClient, tenantId: number): Promise<string> {
  return nextYearlyReference(tx, PAYMENT_NUMBER_LOCK, tenantId, 'PAG', async (start) => {
    const last = await tx.payment.findFirst({
      where: { tenantId, paymentReference: { startsWith: start } },
      orderBy: { paymentReference: 'desc' },
      select: { paymentReference: true },
    });
    return last?.paymentReference ?? null;
  });
}

export interface ApprovedInvoice {
  id: number;
  invoiceNumber: string;
  totalAmount: Decimal;
  dueDate: Date;
  /** An imported e-invoice (issue 14) is paid as its file's schedule says. */
  source?: InvoiceSource;
}

/** An imported invoice's payments: its file's schedule, net of withholding and split-payment VAT. */
async function scheduledPayments(tx: TxClient, tenantId: number, invoice: ApprovedInvoice): Promise<PlannedPayment[]> {
  const row = await tx.invoice.findFirstOrThrow({
    where: { id: invoice.id, tenantId },
    select: {
      documentType: true,
      documentTotal: true,
      withholdingAmount: true,
      vatSummary: { select: { taxAmount: true, chargeability: true } },
      installments: { orderBy: { position: 'asc' }, select: { dueDate: true, amount: true, method: true, iban: true } },
    },
  });
  return plannedPayments({
    sign: documentSign(row.documentType),
    grossAmount: row.documentTotal ?? invoice.totalAmount.abs(),
    withholdingAmount: row.withholdingAmount,
    splitPaymentVat: row.vatSummary
      .filter((r) => r.chargeability === 'S')
      .reduce((sum, r) => sum.add(r.taxAmount), new Decimal(0)),
    dueDate: invoice.dueDate,
    installments: row.installments,
  });
}

/**
 * Called inside the approval transaction when an invoice becomes fully approved. A typed-in invoice
 * gets one payment for its total, available on its due date, 'In attesa dettagli' until a method is
 * chosen; an imported e-invoice one payment per due date of its file, with the file's method and
 * IBAN ('In attesa pagamento' once both a method and a date are known). Never twice for one invoice;
 * the first payment's id, or null when nothing is left to pay.
 */
export async function createPaymentForInvoice(
  tx: TxClient,
  ctx: Context,
  tenantId: number,
  invoice: ApprovedInvoice,
): Promise<{ id: number } | null> {
  const existing = await tx.paymentInvoice.findFirst({
    where: { tenantId, invoiceId: invoice.id },
    select: { paymentId: true },
  });
  if (existing) return { id: existing.paymentId };
  const planned: PlannedPayment[] =
    invoice.source === 'fatturapa'
      ? await scheduledPayments(tx, tenantId, invoice)
      : [{ availableDate: invoice.dueDate, amount: invoice.totalAmount, method: null, iban: null }];
  let first: { id: number } | null = null;
  for (const plan of planned) {
    const paymentReference = await nextReference(tx, tenantId);
    const status = plan.method ? 'awaiting_payment' : 'awaiting_details';
    const payment = await tx.payment.create({
      data: {
        tenantId,
        paymentReference,
        availableDate: plan.availableDate,
        totalAmount: plan.amount,
        paymentMethod: plan.method,
        iban: plan.iban,
        status,
      },
      select: { id: true },
    });
    first ??= payment;
    await tx.paymentInvoice.create({ data: { tenantId, paymentId: payment.id, invoiceId: invoice.id } });
    await recordAudit(tx, ctx, {
      tenantId,
      entityType: 'Payment',
      entityId: payment.id,
      action: 'create',
      changes: {
        paymentReference,
        invoiceNumber: invoice.invoiceNumber,
        totalAmount: plan.amount.toFixed(2),
        availableDate: plan.availableDate.toISOString().slice(0, 10),
        status,
        ...(plan.method ? { paymentMethod: plan.method } : {}),
        ...(plan.iban ? { iban: plan.iban } : {}),
      },
    });
  }
  // null: nothing left to pay (an e-invoice wholly withheld, say).
  return first;
}
