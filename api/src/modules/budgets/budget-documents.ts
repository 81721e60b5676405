import type { Prisma } from '../../generated/prisma/client.ts';
import { parseId } from '../../shared/ids.ts';
import { parseYear } from './budget-input.ts';

/** A budget figure's documents: the cost center (global or numeric id) and the year. */
export interface BudgetRef {
  costCenterId: string | number;
  year: number;
}

/**
 * The offers behind a budget's committed figure (the budget screen's click-through), the same rule
 * as budget-figures.ts: dated in the year, finance-approved, a recipient on the cost center, and no
 * fully approved invoice on their order yet.
 */
export function committedOffersWhere(ref: BudgetRef): Prisma.OfferWhereInput {
  const costCenterId = parseId(ref.costCenterId, 'CostCenter', 'costCenterId');
  const year = parseYear(ref.year);
  return {
    status: { in: ['approved', 'approved_finance'] },
    date: { gte: new Date(Date.UTC(year, 0, 1)), lt: new Date(Date.UTC(year + 1, 0, 1)) },
    recipients: { some: { costCenterId } },
    NOT: { order: { is: { invoice: { is: { status: 'fully_approved' } } } } },
  };
}

/**
 * The invoices behind a budget's actual figure (the budget screen's click-through), the same rule as
 * the `actual` documents of budget-figures.ts: fully approved, of the year, and either an order's
 * invoice whose offer has a recipient on the cost center, or an invoice without an order with a line
 * on it. An invoice split over several cost centers is listed whole; the figure counts only its share.
 */
export function actualInvoicesWhere(ref: BudgetRef): Prisma.InvoiceWhereInput {
  const costCenterId = parseId(ref.costCenterId, 'CostCenter', 'costCenterId');
  const year = parseYear(ref.year);
  return {
    status: 'fully_approved',
    invoiceYear: year,
    OR: [
      { orderId: { not: null }, order: { offer: { recipients: { some: { costCenterId } } } } },
      { orderId: null, lines: { some: { costCenterId } } },
    ],
  };
}
