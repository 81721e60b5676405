import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { AppError, ConflictError, ValidationError } from '../../errors.ts';
import type { RecurringFrequency } from '../../generated/prisma/enums.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../shared/db-errors.ts';
import { MESSAGES } from './invoice-input.ts';
import { computeTotals, type LineInput } from './invoice-totals.ts';
import { withLineCostCenters } from '../budgets/line-cost-centers.ts';

export const ORDER_HAS_INVOICE = 'An invoice already exists for this order';
export const NUMBER_TAKEN = 'This invoice number already exists for this supplier';
export const CHANGED_MEANWHILE = invoiceApproval.messages.changed;

export interface InvoiceHeader {
  invoiceNumber: string;
  companyName: string;
  supplierId: number;
  contractId: number | null;
  orderId: number | null;
  invoiceDate: Date;
  dueDate: Date;
  isRecurring: boolean;
  recurringFrequency: RecurringFrequency | null;
  nextInvoiceDate: Date | null;
  recurringParentId?: number | null;
}

/** Supplier, contract and products must exist in the viewer's tenant (checked, not left to a FK error). */
export async function assertReferences(
  tx: TxClient,
  tenantId: number,
  refs: { supplierId?: number; contractId?: number | null; productIds?: (number | null)[] },
): Promise<void> {
  if (refs.supplierId !== undefined) {
    const supplier = await tx.supplier.findFirst({ where: { id: refs.supplierId, tenantId }, select: { id: true } });
    if (!supplier) throw new ValidationError(MESSAGES.supplier, 'supplierId');
  }
  if (refs.contractId) {
    const contract = await tx.contract.findFirst({ where: { id: refs.contractId, tenantId }, select: { id: true } });
    if (!contract) throw new ValidationError('The selected contract does not exist', 'contractId');
  }
  const productIds = [...new Set((refs.productIds ?? []).filter((id): id is number => id !== null))];
  if (productIds.length) {
    const found = await tx.product.count({ where: { id: { in: productIds }, tenantId } });
    if (found !== productIds.length) throw new ValidationError('A selected product does not exist', 'productId');
  }
}

export function assertDueAfterInvoice(invoiceDate: Date, dueDate: Date): void {
  if (dueDate < invoiceDate) throw new ValidationError(MESSAGES.dueBeforeInvoice, 'dueDate');
}

/** Inserts the invoice and its lines with server-computed totals, and audits the creation. */
export async function insertInvoice(
  tx: TxClient,
  ctx: Context,
  tenantId: number,
  header: InvoiceHeader,
  lines: LineInput[],
  createdById: number | null,
): Promise<{ id: number }> {
  // Issue 18: an invoice not made from an order carries a cost center per line (its order's offer
  // shares it otherwise), by default the supplier's usual one.
  const charged = header.orderId === null ? await withLineCostCenters(tx, tenantId, header.supplierId, lines) : lines;
  const totals = computeTotals(charged);
  const invoice = await tx.invoice.create({
    data: {
      tenantId,
      ...header,
      netAmount: totals.netAmount,
      vatAmount: totals.vatAmount,
      totalAmount: totals.totalAmount,
      createdById,
    },
    select: { id: true },
  });
  await tx.invoiceLine.createMany({
    data: totals.lines.map((line) => ({ tenantId, invoiceId: invoice.id, ...line })),
  });
  await recordAudit(tx, ctx, {
    tenantId,
    entityType: 'Invoice',
    entityId: invoice.id,
    action: 'create',
    changes: {
      invoiceNumber: header.invoiceNumber,
      orderId: header.orderId,
      totalAmount: totals.totalAmount.toFixed(2),
      vatAmount: totals.vatAmount.toFixed(2),
      ...(header.recurringParentId ? { recurringParentId: header.recurringParentId } : {}),
    },
  });
  return invoice;
}

/** Unique and foreign-key refusals of an invoice write, as messages a user can act on. */
export function mapInvoiceWriteError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const unique = uniqueViolation(error);
  if (unique?.includes('orderId')) return new ConflictError(ORDER_HAS_INVOICE, 'orderId');
  if (unique?.includes('invoiceNumber')) return new ConflictError(NUMBER_TAKEN, 'invoiceNumber');
  if (unique?.includes('recurringParentId')) return new ConflictError('This recurring invoice was already generated');
  if (isForeignKeyViolation(error)) return new ValidationError('A referenced record does not exist');
  return error;
}

export async function withInvoiceErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapInvoiceWriteError(error);
  }
}
