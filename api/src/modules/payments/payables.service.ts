import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { today } from '../../shared/calendar.ts';
import { plannedRows, sinceWhere, type UpdatedSince } from '../../shared/reads.ts';
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
  // updatedSince / REST updated_since (issue 17 point 9): the payments' updatedAt, as every list.
  const where = sinceWhere<Prisma.PaymentWhereInput>(
    {
      ...tenantFilter(viewer),
      status: { in: ['awaiting_details', 'awaiting_payment'] },
      ...(Object.keys(availableDate).length ? { availableDate } : {}),
      ...(filters.supplierId ? { invoiceLinks: { some: { invoice: { supplierId: filters.supplierId } } } } : {}),
    },
    filters,
  );
  const orderBy = [
    { availableDate: { sort: 'asc', nulls: 'last' } },
    { id: 'asc' },
  ] satisfies Prisma.PaymentOrderByWithRelationInput[];
  // Every open payment of the tenant (~700 in a bench_1m tenant): one statement that builds the rows as
  // JSON, as the lists read theirs. Through Prisma's client the payments screen's query cost 14.2 ms of
  // server CPU, 11.4 this way (docs/performance.md, 2026-11-30 08:15 UTC).
  const rows =
    (await plannedRows<Row>(ctx, 'Payment', where, orderBy, { select }, false))?.rows ??
    (await ctx.db.payment.findMany({ where, select, orderBy }));
  return groupPayables(rows.map(payableRow), today());
}
