import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { today } from '../../shared/calendar.ts';
import { sinceWhere, type UpdatedSince } from '../../shared/reads.ts';
import { runRefusal } from '../payment-runs/payment-run.rules.ts';
import { groupPayables, type PayableRow, type PayablesSchedule } from './payables.ts';

export interface PayableFilters extends UpdatedSince {
  supplierId?: number | null;
  /** Inclusive bounds on the due (available) date. */
  dueFrom?: Date | null;
  dueTo?: Date | null;
}

const select = {
  id: true,
  paymentReference: true,
  availableDate: true,
  totalAmount: true,
  status: true,
  iban: true,
  paymentRun: { select: { reference: true, status: true } },
  invoiceLinks: {
    orderBy: { invoiceId: 'asc' },
    select: {
      invoice: { select: { invoiceNumber: true, supplier: { select: { id: true, name: true, iban: true } } } },
    },
  },
} satisfies Prisma.PaymentSelect;

type Row = Prisma.PaymentGetPayload<{ select: typeof select }>;

function payableRow(p: Row): PayableRow {
  const supplier = p.invoiceLinks[0]?.invoice.supplier ?? null;
  const iban = p.iban ?? supplier?.iban ?? null;
  const openRunReference = p.paymentRun?.status === 'open' ? p.paymentRun.reference : null;
  const supplierName = supplier?.name ?? '-';
  const candidate = { ...p, amount: p.totalAmount, supplierName, iban, openRunReference };
  return {
    id: p.id,
    paymentReference: p.paymentReference,
    dueDate: p.availableDate,
    amount: p.totalAmount,
    status: p.status as PayableRow['status'],
    invoiceNumbers: p.invoiceLinks.map((l) => l.invoice.invoiceNumber),
    supplierId: supplier?.id ?? null,
    supplierName,
    iban,
    openRunReference,
    runBlockedReason: runRefusal(candidate),
  };
}

/**
 * The scadenzario (issue 16, point 3): the tenant's open payments ('In attesa dettagli' and 'In attesa
 * pagamento'), by due date, grouped; filtered by supplier and due-date range.
 */
export async function payablesSchedule(ctx: Context, filters: PayableFilters = {}): Promise<PayablesSchedule> {
  const viewer = assertAllowed(ctx, 'payment.view');
  const availableDate = {
    ...(filters.dueFrom ? { gte: filters.dueFrom } : {}),
    ...(filters.dueTo ? { lte: filters.dueTo } : {}),
  };
  const rows = await ctx.db.payment.findMany({
    // updatedSince / REST updated_since (issue 17 point 9): the payments' updatedAt, as every list.
    where: sinceWhere<Prisma.PaymentWhereInput>(
      {
        ...tenantFilter(viewer),
        status: { in: ['awaiting_details', 'awaiting_payment'] },
        ...(Object.keys(availableDate).length ? { availableDate } : {}),
        ...(filters.supplierId ? { invoiceLinks: { some: { invoice: { supplierId: filters.supplierId } } } } : {}),
      },
      filters,
    ),
    select,
    orderBy: [{ availableDate: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
  });
  return groupPayables(rows.map(payableRow), today());
}
