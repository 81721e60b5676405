// The invoices' read side, shared by the services, the GraphQL fields and the REST shim: the list's
// filters, the list and one invoice with its relations. The GraphQL query fields are invoices.queries.ts.
import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import { tenantFilter, type Viewer } from '../../context.ts';
import { LEGACY_LIST_LIMIT, filteredList, rowById, type LegacyPage } from '../../shared/reads.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { InvoiceStatus } from '../../generated/prisma/enums.ts';
import { personNameSelect } from '../../shared/names.ts';

/** The invoice list's filters (spec heading 2): status, supplier, order, contract, type, free text. */
export interface InvoiceFilters {
  status?: InvoiceStatus | null;
  supplierId?: number | null;
  orderId?: number | null;
  contractId?: number | null;
  isRecurring?: boolean | null;
  search?: string | null;
}

export const INVOICE_NOT_FOUND = invoiceApproval.messages.notFound;

export function invoiceWhere(viewer: Viewer, filters: InvoiceFilters): Prisma.InvoiceWhereInput {
  const search = filters.search?.trim().slice(0, 100);
  return {
    ...tenantFilter(viewer),
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

/** Everything the legacy shapes show about an invoice, in one query (no N+1). */
export const invoiceInclude = {
  supplier: { select: { id: true, name: true, businessName: true } },
  order: { select: { id: true, orderNumber: true, status: true } },
  contract: { select: { id: true, contractName: true } },
  lines: { orderBy: { position: 'asc' }, include: { product: { select: { name: true } } } },
  approvedByFinance: personNameSelect,
  approvedByIt: personNameSelect,
  rejectedBy: personNameSelect,
} satisfies Prisma.InvoiceInclude;

export type InvoiceWithRelations = Prisma.InvoiceGetPayload<{ include: typeof invoiceInclude }>;

/** Newest first; page: the legacy list's optional ?limit=&offset= (never more than LEGACY_LIST_LIMIT rows). */
export const listInvoices = filteredList('invoice.view', invoiceWhere, (ctx, where, page: LegacyPage = {}) =>
  ctx.db.invoice.findMany({
    where,
    include: invoiceInclude,
    orderBy: [{ invoiceDate: 'desc' }, { id: 'desc' }],
    take: Math.min(page.take ?? LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT),
    ...(page.skip ? { skip: page.skip } : {}),
  }),
);

export const getInvoice = rowById('invoice.view', INVOICE_NOT_FOUND, (ctx, where) =>
  ctx.db.invoice.findFirst({ where, include: invoiceInclude }),
);
