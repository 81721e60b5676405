// Fills one tenant ("perf") with N rows of every list, each with its nested data, in a few bulk
// inserts on the owner connection. Called twice (5, then 95 more), so the same lists can be measured
// at N = 5 and N = 100. Every workflow state appears in both sizes, so every relation is exercised.
import type { Prisma } from '../../../api/src/db/client.ts';
import type {
  ContractStatus,
  InvoiceStatus,
  OfferStatus,
  OrderStatus,
  PaymentStatus,
} from '../../../api/src/generated/prisma/enums.ts';

export const PERF_TENANT = 'perf';
const ROLES = ['admin', 'procurement', 'finance', 'it_director'] as const;
export type PerfRole = (typeof ROLES)[number];

export interface PerfTenant {
  tenantId: number;
  users: Record<PerfRole, number>;
  /** How many rows of each list exist so far. */
  size: number;
}

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + (n % 300)));
const cycle = <T>(values: readonly T[], i: number): T => values[i % values.length]!;
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * The two-step approval's columns of an offer, contract or invoice in `status`: finance and IT
 * approvals given so far (both on the final state, 'approved' or 'fully_approved'), or the rejection.
 */
function decisionColumns(users: Record<PerfRole, number>, status: string, rejectedBy: number, reason: string) {
  const final = status === 'approved' || status === 'fully_approved';
  return {
    approvedByFinanceId: final || status === 'approved_finance' ? users.finance : null,
    approvedByItId: final || status === 'approved_it' ? users.it_director : null,
    rejectedById: status === 'rejected' ? rejectedBy : null,
    rejectedReason: status === 'rejected' ? reason : null,
  };
}

/** The tenant and its four sign-in accounts (password demo1234, hash borrowed from a demo user). */
export async function createPerfTenant(prisma: Prisma): Promise<PerfTenant> {
  const { passwordHash } = await prisma.user.findFirstOrThrow({ where: { email: 'admin@acme.test' } });
  const tenant = await prisma.tenant.create({
    data: { shortName: PERF_TENANT, fullName: 'Perf S.p.A.', contactPhone: '000', contactEmail: 'perf@perf.test' },
  });
  const rows = await prisma.user.createManyAndReturn({
    data: ROLES.map((role) => ({
      tenantId: tenant.id,
      email: `${role}@perf.test`,
      passwordHash,
      firstName: 'Perf',
      lastName: role,
      role,
    })),
  });
  const users = Object.fromEntries(rows.map((r) => [r.role, r.id])) as Record<PerfRole, number>;
  return { tenantId: tenant.id, users, size: 0 };
}

/** Adds `count` rows to every list of the tenant (and to the platform lists: tenants, registrations). */
export async function addPerfRows(prisma: Prisma, perf: PerfTenant, count: number): Promise<void> {
  const { tenantId, users } = perf;
  const from = perf.size;
  const idx = Array.from({ length: count }, (_, k) => from + k);
  const t = { tenantId };
  const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: users.admin } });

  await prisma.user.createMany({
    data: idx.map((i) => ({
      ...t,
      email: `user${i}@perf.test`,
      passwordHash,
      firstName: `User${i}`,
      lastName: 'Perf',
      role: cycle(ROLES, i),
    })),
  });
  const suppliers = byId(
    await prisma.supplier.createManyAndReturn({
      data: idx.map((i) => ({
        ...t,
        name: `Supplier ${i}`,
        businessName: `Supplier ${i} S.r.l.`,
        address: `Via ${i}`,
        vatNumber: String(10_000_000_000 + i),
      })),
    }),
  );
  const products = byId(
    await prisma.product.createManyAndReturn({
      data: idx.map((i) => ({
        ...t,
        name: `Product ${i}`,
        description: `Product ${i}`,
        price: '10.00',
        category: `Cat ${i % 7}`,
      })),
    }),
  );
  const centers = byId(
    await prisma.costCenter.createManyAndReturn({
      data: idx.map((i) => ({ ...t, code: `PC${i}`, description: `Center ${i}`, createdById: users.admin })),
    }),
  );
  const offerStates: readonly OfferStatus[] = ['approved', 'approved_finance', 'approved_it', 'rejected', 'pending'];
  const offers = byId(
    await prisma.offer.createManyAndReturn({
      data: idx.map((i, k) => {
        const status = cycle(offerStates, i);
        return {
          ...t,
          title: `Offer ${i}`,
          date: day(i),
          supplierId: suppliers[k]!.id,
          totalAmount: '130.00',
          status,
          createdById: users.procurement,
          ...decisionColumns(users, status, users.finance, 'Too expensive'),
        };
      }),
    }),
  );
  await prisma.offerLine.createMany({
    data: offers.flatMap((o, k) =>
      [0, 1, 2].map((p) => ({
        ...t,
        offerId: o.id,
        productId: products[(k + p) % products.length]!.id,
        quantity: p + 1,
        unitPrice: '10.00',
        position: p,
      })),
    ),
  });
  await prisma.offerRecipient.createMany({
    data: offers.flatMap((o, k) =>
      [0, 1].map((p) => ({
        ...t,
        offerId: o.id,
        name: `Recipient ${p}`,
        costCenterId: centers[(k + p) % centers.length]!.id,
        location: 'HQ',
        city: 'Milano',
        amountShare: '50.00',
      })),
    ),
  });
  await prisma.offerDocument.createMany({
    data: offers.map((o) => ({
      ...t,
      offerId: o.id,
      fileName: 'offer.pdf',
      storageKey: `offers/perf-${o.id}.pdf`,
      fileSize: 1000,
      price: '10.00',
      uploadedById: users.procurement,
    })),
  });
  const orderStates: readonly OrderStatus[] = ['pending', 'sent', 'received', 'completed'];
  const orders = byId(
    await prisma.order.createManyAndReturn({
      data: offers.map((o, k) => ({
        ...t,
        offerId: o.id,
        orderNumber: `PO-PERF-${idx[k]}`,
        date: day(idx[k]!),
        status: cycle(orderStates, idx[k]!),
        supplierId: o.supplierId,
        totalAmount: '130.00',
        estimatedDeliveryDate: day(idx[k]! + 10),
        createdById: users.procurement,
      })),
    }),
  );
  const contractStates: readonly ContractStatus[] = ['pending', 'approved_finance', 'approved', 'rejected'];
  const contracts = byId(
    await prisma.contract.createManyAndReturn({
      data: idx.map((i, k) => {
        const status = cycle(contractStates, i);
        return {
          ...t,
          contractName: `Contract ${i}`,
          supplierId: suppliers[k]!.id,
          contractType: 'service',
          expiryDate: day(i + 200),
          signingDate: day(i),
          attachmentKey: i % 2 ? `contracts/perf-${i}.pdf` : null,
          attachmentName: i % 2 ? 'contract.pdf' : null,
          status,
          createdById: users.admin,
          ...decisionColumns(users, status, users.it_director, 'No'),
        };
      }),
    }),
  );
  // Even rows: an invoice made from the order; odd rows: a recurring contract invoice.
  const invoiceStates: readonly InvoiceStatus[] = [
    'pending',
    'approved_finance',
    'approved_it',
    'fully_approved',
    'rejected',
  ];
  const invoices = byId(
    await prisma.invoice.createManyAndReturn({
      data: idx.map((i, k) => {
        const status = cycle(invoiceStates, i);
        return {
          ...t,
          invoiceNumber: `INV-PERF-${i}`,
          companyName: `Supplier ${i} S.r.l.`,
          orderId: i % 2 === 0 ? orders[k]!.id : null,
          contractId: i % 2 === 1 ? contracts[k]!.id : null,
          supplierId: suppliers[k]!.id,
          invoiceDate: day(i),
          dueDate: day(i + 30),
          netAmount: '200.00',
          vatAmount: '44.00',
          totalAmount: '244.00',
          isRecurring: i % 2 === 1,
          recurringFrequency: i % 2 === 1 ? ('monthly' as const) : null,
          nextInvoiceDate: i % 2 === 1 ? day(i + 60) : null,
          status,
          createdById: users.finance,
          ...decisionColumns(users, status, users.finance, 'Wrong'),
        };
      }),
    }),
  );
  await prisma.invoiceLine.createMany({
    data: invoices.flatMap((inv, k) =>
      [0, 1].map((p) => ({
        ...t,
        invoiceId: inv.id,
        productId: p === 0 ? products[k]!.id : null,
        description: `Line ${p}`,
        quantity: 10,
        unitPrice: '10.00',
        netAmount: '100.00',
        vatAmount: '22.00',
        position: p,
      })),
    ),
  });
  const paymentStates: readonly PaymentStatus[] = ['awaiting_details', 'awaiting_payment', 'paid', 'cancelled'];
  const payments = byId(
    await prisma.payment.createManyAndReturn({
      data: idx.map((i) => {
        const status = cycle(paymentStates, i);
        return {
          ...t,
          paymentReference: `PAG-PERF-${i}`,
          availableDate: day(i + 30),
          paymentMethod: status === 'awaiting_details' ? null : ('bank_transfer' as const),
          totalAmount: '244.00',
          status,
          paidAt: status === 'paid' ? day(i + 31) : null,
        };
      }),
    }),
  );
  // Each payment covers its invoice and, every third one, the previous invoice too.
  await prisma.paymentInvoice.createMany({
    data: payments.flatMap((p, k) => [
      { ...t, paymentId: p.id, invoiceId: invoices[k]!.id },
      ...(k > 0 && k % 3 === 0 ? [{ ...t, paymentId: p.id, invoiceId: invoices[k - 1]!.id }] : []),
    ]),
  });
  // Issue 16: a confirmed payment run per paid payment, with its item (the file is a stand-in: lists never read it).
  const paid = payments.filter((p) => p.status === 'paid');
  const runs = await prisma.paymentRun.createManyAndReturn({
    data: paid.map((p) => ({
      ...t,
      reference: `DIST-PERF-${p.id}`,
      executionDate: day(31),
      format: 'sepa' as const,
      status: 'confirmed' as const,
      paymentCount: 1,
      totalAmount: '244.00',
      fileName: `DIST-PERF-${p.id}-sepa.xml`,
      fileContent: '<Document/>',
      createdById: users.admin,
    })),
  });
  await prisma.paymentRunItem.createMany({
    data: runs.map((run, k) => ({
      ...t,
      paymentRunId: run.id,
      paymentId: paid[k]!.id,
      position: 1,
      endToEndId: `${run.reference}-${paid[k]!.paymentReference}`,
      amount: '244.00',
      creditorName: 'Supplier',
      creditorIban: 'IT60X0542811101000000123456',
      remittance: 'Fattura n. 1',
    })),
  });
  // Platform lists: tenants (with a user each) and registration requests.
  const tenants = byId(
    await prisma.tenant.createManyAndReturn({
      data: idx.map((i) => ({ shortName: `perf-t${i}`, fullName: `Perf tenant ${i}`, contactPhone: '000' })),
    }),
  );
  await prisma.user.createMany({
    data: tenants.map((tn) => ({
      tenantId: tn.id,
      email: 'admin@perf-t.test',
      passwordHash,
      firstName: 'A',
      lastName: 'B',
      role: 'admin' as const,
    })),
  });
  await prisma.registrationRequest.createMany({
    data: idx.map((i, k) => ({
      firstName: 'Reg',
      lastName: `${i}`,
      email: `reg${i}@example.test`,
      company: `Company ${i}`,
      status: i % 3 === 0 ? ('approved' as const) : ('pending' as const),
      tenantId: i % 3 === 0 ? tenants[k]!.id : null,
      decidedAt: i % 3 === 0 ? day(i) : null,
    })),
  });
  perf.size += count;
}
