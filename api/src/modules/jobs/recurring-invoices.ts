import { createContext, type App } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import type { RecurringFrequency } from '../../generated/prisma/enums.ts';
import { logError, logInfo } from '../../shared/logger.ts';
import { uniqueViolation } from '../../shared/db-errors.ts';
import { insertInvoice } from '../invoices/invoice-write.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { addDays, addMonths, isoDay, today } from '../../shared/calendar.ts';

const MONTHS: Record<RecurringFrequency, number> = { monthly: 1, quarterly: 3, semiannual: 6, annual: 12 };
/** A server that was down for years does not flood the ledger in one run. */
const MAX_CATCH_UP = 24;

/**
 * The next date of the series. `anchorDay` is the day of month the series was set up on (the
 * invoice date's), so 31 Jan -> 28 Feb -> 31 Mar rather than drifting to the 28th for good.
 */
export function nextDate(date: Date, frequency: RecurringFrequency, anchorDay = date.getUTCDate()): Date {
  const candidate = addMonths(date, MONTHS[frequency]);
  const lastDay = new Date(Date.UTC(candidate.getUTCFullYear(), candidate.getUTCMonth() + 1, 0)).getUTCDate();
  // Only a date that was clamped to a month end goes back to the anchor; a chosen day is kept.
  const clamped = date.getUTCDate() < anchorDay && isMonthEnd(date);
  const day = clamped ? Math.min(anchorDay, lastDay) : candidate.getUTCDate();
  return new Date(Date.UTC(candidate.getUTCFullYear(), candidate.getUTCMonth(), day));
}

function isMonthEnd(date: Date): boolean {
  return addDays(date, 1).getUTCDate() === 1;
}

export interface RecurringRun {
  generated: number;
  failed: number;
}

/**
 * Generates, for one recurring invoice, every invoice that is due, and advances nextInvoiceDate.
 * The parent row is locked (SELECT ... FOR UPDATE) and re-read, so a second runner, in this
 * process or on another server, waits and then finds nothing due; the unique key
 * (tenantId, recurringParentId, invoiceDate) is the backstop.
 */
async function generateFor(app: App, tenantId: number, parentId: number, day: Date): Promise<number> {
  const ctx = createContext(app, `job:recurring:${isoDay(day)}`, 'scheduler', null);
  return inTenantTx(app.database.prisma, tenantId, async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Invoice" WHERE "id" = ${parentId} AND "tenantId" = ${tenantId} FOR UPDATE`;
    const parent = await tx.invoice.findFirst({
      where: { id: parentId, tenantId },
      include: { lines: { orderBy: { position: 'asc' } } },
    });
    if (!parent?.isRecurring || !parent.recurringFrequency || !parent.nextInvoiceDate) return 0;
    if (parent.status === 'rejected') return 0;
    const paymentTerm = Math.round((parent.dueDate.getTime() - parent.invoiceDate.getTime()) / 86_400_000);
    let next = parent.nextInvoiceDate;
    let generated = 0;
    while (next <= day && generated < MAX_CATCH_UP) {
      const exists = await tx.invoice.findFirst({
        where: { tenantId, recurringParentId: parentId, invoiceDate: next },
        select: { id: true },
      });
      if (!exists) {
        await insertInvoice(
          tx,
          ctx,
          tenantId,
          {
            invoiceNumber: `${parent.invoiceNumber}-R${isoDay(next).replaceAll('-', '')}`,
            companyName: parent.companyName,
            supplierId: parent.supplierId,
            contractId: parent.contractId,
            orderId: null,
            invoiceDate: next,
            dueDate: addDays(next, paymentTerm),
            isRecurring: false,
            recurringFrequency: null,
            nextInvoiceDate: null,
            recurringParentId: parentId,
          },
          parent.lines.map((l) => ({
            productId: l.productId,
            description: l.description,
            // A stored line's quantity is exact; an e-invoice line without one counts as 1.
            quantity: l.quantity ?? 1,
            unitPrice: l.unitPrice,
            vatPercentage: l.vatPercentage,
            costCenterId: l.costCenterId,
          })),
          null,
        );
        generated += 1;
      }
      next = nextDate(next, parent.recurringFrequency, parent.invoiceDate.getUTCDate());
    }
    await tx.invoice.updateMany({
      where: { id: parentId, tenantId, nextInvoiceDate: parent.nextInvoiceDate },
      data: { nextInvoiceDate: next, version: { increment: 1 } },
    });
    await recordAudit(tx, ctx, {
      tenantId,
      entityType: 'Invoice',
      entityId: parentId,
      action: 'recurring:generate',
      changes: { nextInvoiceDate: [isoDay(parent.nextInvoiceDate), isoDay(next)], generated },
    });
    return generated;
  });
}

/**
 * One pass over every tenant: finds the recurring invoices that are due (platform scope, on
 * purpose: the job serves all tenants) and generates each under its own tenant's row-level security.
 */
export async function runRecurringInvoices(app: App, now: Date = new Date()): Promise<RecurringRun> {
  const day = today(now);
  const due = await app.database.platform.invoice.findMany({
    where: { isRecurring: true, nextInvoiceDate: { lte: day }, status: { not: 'rejected' } },
    select: { id: true, tenantId: true },
    orderBy: { id: 'asc' },
  });
  const run: RecurringRun = { generated: 0, failed: 0 };
  for (const invoice of due) {
    try {
      run.generated += await generateFor(app, invoice.tenantId, invoice.id, day);
    } catch (error) {
      // Another runner inserted the same invoice first: it is done, not failed.
      if (uniqueViolation(error)?.includes('recurringParentId')) continue;
      run.failed += 1;
      logError('recurring invoice generation failed', { invoiceId: invoice.id, tenantId: invoice.tenantId, error });
    }
  }
  if (run.generated || run.failed) logInfo('recurring invoices', { ...run, day: isoDay(day) });
  return run;
}
