// The constructed budget scenario of issue 18 (points 1-4): two fresh cost centers and, in 2031 (a
// year no demo data touches), offers, an order's invoice, a manual invoice and a credit note whose
// figures are known to the cent.
import type { Prisma } from '../../api/src/db/client.ts';
import type { Fixture } from './offers-support.ts';

export const YEAR = 2031;
const day = (month: number, d: number) => new Date(Date.UTC(YEAR, month - 1, d));
let counter = 0;

export async function costCenter(prisma: Prisma, f: Fixture, code: string): Promise<number> {
  return (await prisma.costCenter.create({ data: { tenantId: f.tenantId, code, description: `Budget ${code}` } })).id;
}

/** An offer with recipients [costCenterId, share%] (no lines: its total is given). */
export async function offer(
  prisma: Prisma,
  f: Fixture,
  total: string,
  status: 'pending' | 'approved_finance' | 'approved_it' | 'approved',
  shares: [number, string][],
): Promise<number> {
  counter += 1;
  const approvals = {
    approved: { approvedByFinanceId: f.users.finance, approvedByItId: f.users.it },
    approved_finance: { approvedByFinanceId: f.users.finance },
    approved_it: { approvedByItId: f.users.it },
    pending: {},
  }[status];
  const row = await prisma.offer.create({
    data: {
      tenantId: f.tenantId,
      title: `Budget offer ${counter}`,
      date: day(3, 1),
      supplierId: f.supplierIds[0]!,
      totalAmount: total,
      status,
      createdById: f.users.procurement,
      ...approvals,
    },
  });
  // One by one: the lower recipient id is the earlier share (the split's tie-break).
  for (const [i, [costCenterId, amountShare]] of shares.entries()) {
    await prisma.offerRecipient.create({
      data: {
        tenantId: f.tenantId,
        offerId: row.id,
        name: `Destinatario ${i + 1}`,
        costCenterId,
        location: 'Sede',
        city: 'Milano',
        amountShare,
      },
    });
  }
  return row.id;
}

/** A fully approved (or other status) invoice; `order` makes it the order's invoice of that offer. */
export async function invoice(
  prisma: Prisma,
  f: Fixture,
  net: string,
  options: {
    offerId?: number;
    lines?: [number | null, string][];
    status?: 'pending' | 'fully_approved';
    documentType?: string;
  },
): Promise<number> {
  counter += 1;
  let orderId: number | null = null;
  if (options.offerId) {
    orderId = (
      await prisma.order.create({
        data: {
          tenantId: f.tenantId,
          offerId: options.offerId,
          orderNumber: `BUD-${process.pid}-${counter}`,
          date: day(3, 2),
          supplierId: f.supplierIds[0]!,
          totalAmount: net.replace('-', ''),
          createdById: f.users.procurement,
        },
      })
    ).id;
  }
  const row = await prisma.invoice.create({
    data: {
      tenantId: f.tenantId,
      invoiceNumber: `BUD/${process.pid}/${counter}`,
      orderId,
      supplierId: f.supplierIds[0]!,
      invoiceDate: day(4, 1),
      dueDate: day(5, 1),
      netAmount: net,
      vatAmount: '0',
      totalAmount: net,
      status: options.status ?? 'fully_approved',
      documentType: options.documentType ?? 'TD01',
    },
  });
  await prisma.invoiceLine.createMany({
    data: (options.lines ?? []).map(([costCenterId, amount], position) => ({
      tenantId: f.tenantId,
      invoiceId: row.id,
      description: 'Riga',
      quantity: 1,
      unitPrice: amount,
      vatPercentage: '0',
      netAmount: amount,
      vatAmount: '0',
      position,
      costCenterId,
    })),
  });
  return row.id;
}
