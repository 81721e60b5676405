import type { Prisma } from '../../api/src/db/client.ts';
import type { PaymentStatus } from '../../api/src/generated/prisma/enums.ts';
import { addDays, isoDay, today } from '../../api/src/shared/calendar.ts';
import { Decimal } from '../../api/src/shared/scalars.ts';

let counter = 0;

export interface PayableSpec {
  amount: string;
  /** Days from today (negative: overdue). */
  dueInDays?: number;
  status?: PaymentStatus;
  /** More invoices settled by the payment (a long remittance list). */
  invoiceNumbers?: string[];
}

/**
 * Fully approved invoices of `supplierId` and their open payments, written straight into the
 * database (the approval path is covered by the payments tests): fast enough for runs of hundreds or
 * thousands. Returns the payment ids in the order of `specs`.
 */
export async function payablePayments(
  prisma: Prisma,
  tenantId: number,
  supplierId: number,
  specs: PayableSpec[],
): Promise<number[]> {
  const batch = ++counter;
  // Days counted from the server's today (Italy's), which is already tomorrow from 23:00 UTC.
  const day = (offset: number) => addDays(today(), offset);
  const invoices = await prisma.invoice.createManyAndReturn({
    data: specs.flatMap((spec, i) =>
      (spec.invoiceNumbers ?? [`RUN-${batch}-${i + 1}`]).map((invoiceNumber) => ({
        tenantId,
        supplierId,
        invoiceNumber,
        invoiceDate: day(-30),
        dueDate: day(spec.dueInDays ?? 5),
        netAmount: new Decimal(spec.amount),
        vatAmount: new Decimal(0),
        totalAmount: new Decimal(spec.amount),
        status: 'fully_approved' as const,
      })),
    ),
    select: { id: true, invoiceNumber: true },
  });
  const payments = await prisma.payment.createManyAndReturn({
    data: specs.map((spec, i) => ({
      tenantId,
      paymentReference: `PAG-T${batch}-${String(i + 1).padStart(5, '0')}`,
      availableDate: day(spec.dueInDays ?? 5),
      paymentMethod: 'bank_transfer' as const,
      totalAmount: new Decimal(spec.amount),
      status: spec.status ?? ('awaiting_payment' as const),
    })),
    select: { id: true, paymentReference: true },
  });
  payments.sort((a, b) => a.paymentReference.localeCompare(b.paymentReference));
  let next = 0;
  const links = specs.flatMap((spec, i) =>
    (spec.invoiceNumbers ?? [null]).map(() => ({
      tenantId,
      paymentId: payments[i]!.id,
      invoiceId: invoices[next++]!.id,
    })),
  );
  await prisma.paymentInvoice.createMany({ data: links });
  return payments.map((p) => p.id);
}

/** The next weekday at least `days` from today (Italy's, as the server counts), as YYYY-MM-DD. */
export function bankingDay(days = 1): string {
  let date = addDays(today(), days);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date = addDays(date, 1);
  return isoDay(date);
}

/**
 * An open payment run of the tenant, made through the API by `token` (a finance user of it), over
 * fresh payments of its first supplier with an IBAN: the security suites aim at such a run.
 */
export async function openRun(
  t: {
    app: { database: { platform: Prisma } };
    rest: (m: string, r: string, b?: unknown, tk?: string) => Promise<{ status: number; body: any }>;
  },
  shortName: string,
  token: string,
): Promise<number> {
  const prisma = t.app.database.platform;
  const tenant = await prisma.tenant.findUniqueOrThrow({ where: { shortName } });
  const supplier = await prisma.supplier.findFirstOrThrow({
    where: { tenantId: tenant.id, iban: { not: null } },
    orderBy: { id: 'asc' },
  });
  const ids = await payablePayments(prisma, tenant.id, supplier.id, [{ amount: '12.34' }, { amount: '56.78' }]);
  const res = await t.rest(
    'POST',
    'payment-runs.php',
    { payment_ids: ids, execution_date: bankingDay(), format: 'sepa' },
    token,
  );
  if (res.status !== 201) throw new Error(`openRun: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}
