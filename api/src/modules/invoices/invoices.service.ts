import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { addDays } from '../../shared/calendar.ts';
import {
  MESSAGES,
  optionalDate,
  parseLines,
  parseRecurrence,
  requiredDate,
  requiredText,
  type RawLine,
} from './invoice-input.ts';
import { INVOICE_NOT_FOUND } from './invoices.reads.ts';
import { computeTotals } from './invoice-totals.ts';
import { withLineCostCenters } from '../budgets/line-cost-centers.ts';
import { releaseInvoiceFiles, removeStoredFiles } from '../invoice-import/invoice-files.service.ts';
import {
  CHANGED_MEANWHILE,
  assertDueAfterInvoice,
  assertReferences,
  insertInvoice,
  withInvoiceErrors,
} from './invoice-write.ts';

export interface InvoiceInput {
  invoiceNumber?: unknown;
  companyName?: unknown;
  supplierId?: number | null;
  contractId?: number | null;
  invoiceDate?: unknown;
  dueDate?: unknown;
  isRecurring?: boolean | null;
  recurringFrequency?: unknown;
  nextInvoiceDate?: unknown;
  lines?: RawLine[] | null;
}

export const FULLY_APPROVED_LOCKED = 'A fully approved invoice can no longer be edited or deleted';
/** Issue 14: an imported invoice's data are the file's (the legal document); delete and import it again instead. */
export const IMPORTED_LOCKED =
  'Una fattura importata da un file FatturaPA non si modifica: i suoi dati sono quelli del file (eliminala e importala di nuovo)';

/** An invoice typed in by finance (the list's create dialog), possibly recurring. */
export async function createInvoice(ctx: Context, input: InvoiceInput): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'invoice.create');
  const invoiceNumber = requiredText(input.invoiceNumber, MESSAGES.invoiceNumber, 'invoiceNumber', 60);
  const invoiceDate = requiredDate(input.invoiceDate, MESSAGES.invoiceDate, 'invoiceDate');
  const dueDate = optionalDate(input.dueDate, 'dueDate') ?? addDays(invoiceDate, 30);
  assertDueAfterInvoice(invoiceDate, dueDate);
  if (!input.supplierId) throw new ValidationError(MESSAGES.supplier, 'supplierId');
  const supplierId = input.supplierId as number;
  const lines = parseLines(input.lines);
  const recurrence = parseRecurrence(input.isRecurring, input.recurringFrequency, input.nextInvoiceDate);
  const companyName = typeof input.companyName === 'string' ? input.companyName.trim().slice(0, 200) : '';
  return withInvoiceErrors(() =>
    inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const contractId = input.contractId ?? null;
      await assertReferences(tx, viewer.tenantId, {
        supplierId,
        contractId,
        productIds: lines.map((l) => l.productId),
      });
      const supplier = await tx.supplier.findFirstOrThrow({
        where: { id: supplierId },
        select: { businessName: true },
      });
      return insertInvoice(
        tx,
        ctx,
        viewer.tenantId,
        {
          invoiceNumber,
          companyName: companyName || supplier.businessName,
          supplierId,
          contractId,
          orderId: null,
          invoiceDate,
          dueDate,
          ...recurrence,
        },
        lines,
        viewer.userId,
      );
    }),
  );
}

/**
 * Edits the fields given. Refused once fully approved. An edit of an invoice that was already
 * approved by one side, or rejected, sends it back to pending: approvals were given to other data.
 */
export async function updateInvoice(ctx: Context, id: number, input: InvoiceInput): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'invoice.update');
  return withInvoiceErrors(() =>
    inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const current = await tx.invoice.findFirst({ where: { id, ...tenantFilter(viewer) } });
      if (!current) throw new NotFoundError(INVOICE_NOT_FOUND);
      if (current.status === 'fully_approved') throw new ConflictError(FULLY_APPROVED_LOCKED);
      if (current.source === 'fatturapa') throw new ConflictError(IMPORTED_LOCKED);

      const data: Prisma.InvoiceUncheckedUpdateManyInput = {};
      if (input.invoiceNumber !== undefined)
        data.invoiceNumber = requiredText(input.invoiceNumber, MESSAGES.invoiceNumber, 'invoiceNumber', 60);
      if (input.companyName !== undefined)
        data.companyName = requiredText(input.companyName, MESSAGES.companyName, 'companyName');
      if (input.invoiceDate !== undefined)
        data.invoiceDate = requiredDate(input.invoiceDate, MESSAGES.invoiceDate, 'invoiceDate');
      if (input.dueDate !== undefined) data.dueDate = requiredDate(input.dueDate, MESSAGES.dueDate, 'dueDate');
      assertDueAfterInvoice(
        (data.invoiceDate as Date | undefined) ?? current.invoiceDate,
        (data.dueDate as Date | undefined) ?? current.dueDate,
      );
      if (input.supplierId !== undefined) {
        if (!input.supplierId) throw new ValidationError(MESSAGES.supplier, 'supplierId');
        data.supplierId = input.supplierId as number;
      }
      if (input.contractId !== undefined) data.contractId = input.contractId;
      if (input.isRecurring !== undefined && input.isRecurring !== null) {
        Object.assign(data, parseRecurrence(input.isRecurring, input.recurringFrequency, input.nextInvoiceDate));
      }
      const lines = input.lines === undefined || input.lines === null ? null : parseLines(input.lines);
      await assertReferences(tx, viewer.tenantId, {
        supplierId: data.supplierId as number | undefined,
        contractId: data.contractId as number | null | undefined,
        productIds: lines?.map((l) => l.productId),
      });
      if (lines) {
        const totals = computeTotals(lines);
        Object.assign(data, {
          netAmount: totals.netAmount,
          vatAmount: totals.vatAmount,
          totalAmount: totals.totalAmount,
        });
      }
      const changes = diffFields(current as Record<string, unknown>, data as Record<string, unknown>);
      const reset = invoiceApproval.reopen(current.status, Object.keys(changes).length > 0 || lines !== null);
      const updated = await tx.invoice.updateMany({
        where: { id, tenantId: viewer.tenantId, version: current.version, status: current.status },
        data: { ...data, ...reset, version: { increment: 1 } },
      });
      if (updated.count === 0) throw new ConflictError(CHANGED_MEANWHILE);
      if (lines) {
        // Issue 18: an invoice not made from an order keeps a cost center per line (default: the supplier's usual).
        const supplierId = (data.supplierId as number | undefined) ?? current.supplierId;
        const charged =
          current.orderId === null ? await withLineCostCenters(tx, viewer.tenantId, supplierId, lines) : lines;
        await tx.invoiceLine.deleteMany({ where: { invoiceId: id, tenantId: viewer.tenantId } });
        await tx.invoiceLine.createMany({
          data: computeTotals(charged).lines.map((line) => ({ tenantId: viewer.tenantId, invoiceId: id, ...line })),
        });
      }
      await recordAudit(tx, ctx, {
        entityType: 'Invoice',
        entityId: id,
        action: 'update',
        changes: JSON.parse(
          JSON.stringify({
            ...changes,
            ...(lines ? { lines: [null, lines.length] } : {}),
            ...(reset ? { status: [current.status, reset.status] } : {}),
          }),
        ),
      });
      return { id };
    }),
  );
}

/** Deletes an invoice that is not fully approved; its order can then be invoiced again. */
export async function deleteInvoice(ctx: Context, id: number): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'invoice.delete');
  const files: string[] = [];
  const deleted = await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const current = await tx.invoice.findFirst({ where: { id, ...tenantFilter(viewer) } });
    if (!current) throw new NotFoundError(INVOICE_NOT_FOUND);
    if (current.status === 'fully_approved') throw new ConflictError(FULLY_APPROVED_LOCKED);
    // An imported invoice's original and attachments go with it (issue 14); rolled back with the delete.
    files.push(...(await releaseInvoiceFiles(tx, viewer.tenantId, current)));
    // Invoices generated from a recurring one stay; they just lose the link to it.
    await tx.invoice.updateMany({
      where: { recurringParentId: id, tenantId: viewer.tenantId },
      data: { recurringParentId: null },
    });
    // So do credit notes that refer to it (they keep the reference as the file states it).
    await tx.invoice.updateMany({
      where: { linkedInvoiceId: id, tenantId: viewer.tenantId },
      data: { linkedInvoiceId: null },
    });
    const deleted = await tx.invoice.deleteMany({
      where: { id, tenantId: viewer.tenantId, version: current.version, status: { not: 'fully_approved' } },
    });
    if (deleted.count === 0) throw new ConflictError(CHANGED_MEANWHILE);
    await recordAudit(tx, ctx, {
      entityType: 'Invoice',
      entityId: id,
      action: 'delete',
      changes: {
        invoiceNumber: current.invoiceNumber,
        orderId: current.orderId,
        totalAmount: current.totalAmount.toFixed(2),
        status: current.status,
      },
    });
    return { id };
  });
  await removeStoredFiles(ctx, files);
  return deleted;
}
