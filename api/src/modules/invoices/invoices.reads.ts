// The invoices' read side, shared by the services, the GraphQL fields and the REST shim: the list's
// filters, the list and one invoice with its relations. The GraphQL query fields are invoices.queries.ts.
import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import { tenantFilter, type Viewer } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { InvoiceStatus } from '../../generated/prisma/enums.ts';
import { optionalId } from '../../shared/ids.ts';
import { ValidationError } from '../../errors.ts';
import { actualInvoicesWhere, type BudgetRef } from '../budgets/budget-documents.ts';

/** The invoice list's filters (spec heading 2): status, supplier, order, contract, type, free text. */
export interface InvoiceFilters {
  status?: InvoiceStatus | null;
  supplierId?: number | null;
  orderId?: number | null;
  contractId?: number | null;
  isRecurring?: boolean | null;
  search?: string | null;
  /** Issue 18 (the analytics' click-through): invoice date within [from, to], inclusive. */
  invoiceDateFrom?: Date | null;
  invoiceDateTo?: Date | null;
  /** Invoices that spend by cost center allocates to this one (their order's offer, or their own lines); 'none': the unallocated. */
  costCenterId?: number | 'none' | null;
  /** Invoices with at least one line at this VAT rate (percent). */
  vatRate?: string | null;
  /** Issue 18: the invoices behind a budget's actual figure (the budget screen's click-through). */
  actualFor?: BudgetRef | null;
}

/** A cost-center filter from a request: a (global or database) id, or 'none'. */
export function costCenterFilter(value: unknown, field: string): number | 'none' | null {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'none') return 'none';
  return optionalId(value, 'CostCenter', field);
}

/** A VAT-rate filter from a request: a percentage with up to two decimals ('22', '4.5'). */
export function vatRateFilter(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const rate = String(value).trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(rate)) throw new ValidationError(`${field}: aliquota IVA non valida`, field);
  return rate;
}

/** The analytics filters of the list (issue 18, point 5), the same groups the spend aggregates use. */
function analyticsWhere(filters: InvoiceFilters): Prisma.InvoiceWhereInput[] {
  const where: Prisma.InvoiceWhereInput[] = [];
  if (filters.invoiceDateFrom || filters.invoiceDateTo) {
    where.push({
      invoiceDate: {
        ...(filters.invoiceDateFrom ? { gte: filters.invoiceDateFrom } : {}),
        ...(filters.invoiceDateTo ? { lte: filters.invoiceDateTo } : {}),
      },
    });
  }
  // As spend by cost center allocates: an order's invoice by its offer's recipients, any other by
  // its lines' own cost centers; 'none': an order without recipients, or a line without one.
  if (filters.costCenterId === 'none') {
    where.push({
      OR: [
        { orderId: null, OR: [{ lines: { none: {} } }, { lines: { some: { costCenterId: null } } }] },
        { order: { offer: { recipients: { none: {} } } } },
      ],
    });
  } else if (filters.costCenterId) {
    const costCenterId = filters.costCenterId;
    where.push({
      OR: [
        { order: { offer: { recipients: { some: { costCenterId } } } } },
        { orderId: null, lines: { some: { costCenterId } } },
      ],
    });
  }
  if (filters.vatRate) where.push({ lines: { some: { vatPercentage: filters.vatRate } } });
  if (filters.actualFor) where.push(actualInvoicesWhere(filters.actualFor));
  return where;
}

export const INVOICE_NOT_FOUND = invoiceApproval.messages.notFound;

export function invoiceWhere(viewer: Viewer, filters: InvoiceFilters): Prisma.InvoiceWhereInput {
  const search = filters.search?.trim().slice(0, 100);
  const analytics = analyticsWhere(filters);
  return {
    ...tenantFilter(viewer),
    ...(analytics.length ? { AND: analytics } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.supplierId ? { supplierId: filters.supplierId } : {}),
    ...(filters.orderId ? { orderId: filters.orderId } : {}),
    ...(filters.contractId ? { contractId: filters.contractId } : {}),
    ...(typeof filters.isRecurring === 'boolean' ? { isRecurring: filters.isRecurring } : {}),
    ...(search
      ? {
          OR: [
            { invoiceNumber: { contains: search, mode: 'insensitive' } },
            { companyName: { contains: search, mode: 'insensitive' } },
            { supplier: { name: { contains: search, mode: 'insensitive' } } },
            { supplier: { businessName: { contains: search, mode: 'insensitive' } } },
            { order: { orderNumber: { contains: search, mode: 'insensitive' } } },
            { contract: { contractName: { contains: search, mode: 'insensitive' } } },
          ],
        }
      : {}),
  };
}
