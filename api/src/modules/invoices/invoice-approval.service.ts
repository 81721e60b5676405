import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { InvoiceStatus } from '../../generated/prisma/enums.ts';
import { approveDocument, rejectDocument, type ApprovalStore } from '../../workflows/approval.service.ts';
import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import { segregationPolicySelect } from '../../workflows/segregation.ts';
import { completeOrderOnInvoiceApproval } from '../orders/order-events.ts';
import { createPaymentForInvoice } from '../payments/payment-generation.ts';

const findInvoice = (tx: TxClient, where: { id: number; tenantId?: number }) =>
  tx.invoice.findFirst({ where, include: segregationPolicySelect });

/**
 * Invoices in the two-step workflow. The approval that makes an invoice fully approved also
 * completes its order and creates its payment, in the same transaction.
 */
const invoices: ApprovalStore<InvoiceStatus, NonNullable<Awaited<ReturnType<typeof findInvoice>>>> = {
  find: findInvoice,
  update: (tx, where, data) => tx.invoice.updateMany({ where, data }),
  onFinal: async (tx, ctx, viewer, invoice) => {
    if (invoice.orderId !== null) await completeOrderOnInvoiceApproval(tx, ctx, viewer.tenantId, invoice.orderId);
    await createPaymentForInvoice(tx, ctx, viewer.tenantId, invoice);
  },
};

export function approveInvoice(ctx: Context, id: number): Promise<{ id: number }> {
  return approveDocument(ctx, invoiceApproval, invoices, id);
}

/** Rejects an open invoice (finance, IT director or admin) with a mandatory reason. */
export function rejectInvoice(ctx: Context, id: number, reason: unknown): Promise<{ id: number }> {
  return rejectDocument(ctx, invoiceApproval, invoices, id, reason);
}
