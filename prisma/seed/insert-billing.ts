// Contracts, invoices (with lines and per-line VAT) and the payments that settle approved invoices.
import type { ContractSeed, InvoiceSeed, OrderSeed, PaymentSeed } from './types.ts';
import { money, pad, sum, vatOf } from './calc.ts';
import { decide } from './approvals.ts';
import { audit, byColumn, need, type TenantRefs } from './refs.ts';

export async function insertContracts(refs: TenantRefs, contracts: ContractSeed[]): Promise<void> {
  const { tx, cal, tenantId, users } = refs;
  const prepared = contracts.map((contract) => ({
    contract,
    decisions: decide(refs, contract.status, 'approved', contract.daysAgo, contract.rejection),
    createdAt: cal.at(-contract.daysAgo, 10),
  }));
  const rows = await tx.contract.createManyAndReturn({
    data: prepared.map(({ contract: c, decisions, createdAt }) => ({
      tenantId,
      contractName: c.name,
      supplierId: need(refs.suppliers, c.supplier, 'supplier').id,
      contractType: c.contractType,
      expiryDate: cal.day(c.expiryInDays),
      renewalType: c.renewalType,
      signingDate: c.signedDaysAgo === undefined ? null : cal.day(-c.signedDaysAgo),
      status: c.status,
      createdById: users.procurement.id,
      ...decisions.fields,
      createdAt,
    })),
  });
  for (const [item, row] of byColumn(
    rows,
    prepared,
    (r) => r.contractName,
    (p) => p.contract.name,
  )) {
    refs.contracts.set(item.contract.key, row.id);
    audit(refs, users.procurement, 'Contract', row.id, 'create', item.createdAt);
    item.decisions.record('Contract', row.id);
  }
}

/** An invoice made from an order repeats the order's offer lines at the default 22% VAT. */
function invoiceLines(refs: TenantRefs, invoice: InvoiceSeed) {
  if (invoice.lines) {
    return invoice.lines.map((line) => ({
      productId: line.product === undefined ? null : need(refs.products, line.product, 'product').id,
      description: line.description,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      vatPercentage: money(line.vat),
    }));
  }
  if (!invoice.order) throw new Error(`Demo data: invoice ${invoice.key} needs lines or an order`);
  const offer = need(refs.offers, need(refs.orders, invoice.order, 'order').offerKey, 'offer');
  return offer.lines.map((line) => ({ ...line, vatPercentage: money(22) }));
}

function checkOrderInvoices(invoices: InvoiceSeed[], orders: OrderSeed[]): void {
  for (const order of orders) {
    const invoice = invoices.find((i) => i.order === order.key);
    // The app creates invoices only for received orders and completes the order on full approval.
    const expected = invoice ? (invoice.status === 'fully_approved' ? 'completed' : 'received') : null;
    if (expected && order.status !== expected) {
      throw new Error(`Demo data: order ${order.key} should be ${expected} given invoice ${invoice?.key}`);
    }
    if (!invoice && order.status === 'completed')
      throw new Error(`Demo data: completed order ${order.key} has no invoice`);
  }
}

export async function insertInvoices(refs: TenantRefs, invoices: InvoiceSeed[], orders: OrderSeed[]): Promise<void> {
  const { tx, cal, tenantId, users } = refs;
  checkOrderInvoices(invoices, orders);
  const suppliersById = new Map([...refs.suppliers.values()].map((s) => [s.id, s]));
  const prepared = invoices.map((invoice) => {
    const order = invoice.order === undefined ? null : need(refs.orders, invoice.order, 'order');
    const supplierId = invoice.supplier ? need(refs.suppliers, invoice.supplier, 'supplier').id : order?.supplierId;
    if (supplierId === undefined) throw new Error(`Demo data: invoice ${invoice.key} needs a supplier or an order`);
    const lines = invoiceLines(refs, invoice).map((line, position) => {
      const netAmount = line.unitPrice.mul(line.quantity);
      return { ...line, position, netAmount, vatAmount: vatOf(netAmount, line.vatPercentage) };
    });
    const netAmount = sum(lines.map((l) => l.netAmount));
    const vatAmount = sum(lines.map((l) => l.vatAmount));
    return {
      invoice,
      order,
      supplierId,
      lines,
      netAmount,
      vatAmount,
      totalAmount: netAmount.add(vatAmount),
      invoiceNumber: `FT-${cal.year}/${pad(invoice.number, 4)}`,
      decisions: decide(refs, invoice.status, 'fully_approved', invoice.daysAgo, invoice.rejection),
      createdAt: cal.at(-invoice.daysAgo, 12),
    };
  });

  const rows = await tx.invoice.createManyAndReturn({
    data: prepared.map((p) => ({
      tenantId,
      invoiceNumber: p.invoiceNumber,
      companyName: suppliersById.get(p.supplierId)?.businessName ?? '',
      orderId: p.order?.id ?? null,
      contractId: p.invoice.contract === undefined ? null : need(refs.contracts, p.invoice.contract, 'contract'),
      supplierId: p.supplierId,
      invoiceDate: cal.day(-p.invoice.daysAgo),
      dueDate: cal.day(-p.invoice.daysAgo + 30),
      netAmount: p.netAmount,
      vatAmount: p.vatAmount,
      totalAmount: p.totalAmount,
      isRecurring: p.invoice.recurring !== undefined,
      recurringFrequency: p.invoice.recurring?.frequency ?? null,
      nextInvoiceDate: p.invoice.recurring ? cal.day(p.invoice.recurring.nextInDays) : null,
      status: p.invoice.status,
      createdById: users.finance.id,
      ...p.decisions.fields,
      createdAt: p.createdAt,
    })),
  });

  const rowByInvoice = byColumn(
    rows,
    prepared,
    (r) => r.invoiceNumber,
    (p) => p.invoiceNumber,
  );
  for (const [p, row] of rowByInvoice) {
    refs.invoices.set(p.invoice.key, { id: row.id, totalAmount: p.totalAmount });
    audit(refs, users.finance, 'Invoice', row.id, 'create', p.createdAt);
    p.decisions.record('Invoice', row.id);
    if (p.order && p.decisions.finalAt) {
      audit(refs, users.it, 'Order', p.order.id, 'status:completed', p.decisions.finalAt, {
        status: ['received', 'completed'],
      });
    }
  }
  await tx.invoiceLine.createMany({
    data: [...rowByInvoice].flatMap(([p, row]) => p.lines.map((line) => ({ tenantId, invoiceId: row.id, ...line }))),
  });
}

function checkPayment(payment: PaymentSeed, invoices: InvoiceSeed[]): void {
  const label = `Demo data: payment ${payment.number}`;
  for (const key of payment.invoices) {
    if (invoices.find((i) => i.key === key)?.status !== 'fully_approved') {
      throw new Error(`${label} settles ${key}, which is not a fully approved invoice`);
    }
  }
  const detailed = payment.method !== undefined && payment.availableInDays !== undefined;
  if (payment.status === 'awaiting_details' && (payment.method || payment.availableInDays !== undefined)) {
    throw new Error(`${label} awaits details, so it has no method or date yet`);
  }
  if (payment.status === 'awaiting_payment' && !detailed) throw new Error(`${label} needs a method and a date`);
  if ((payment.status === 'paid') !== (payment.paidDaysAgo !== undefined)) {
    throw new Error(`${label}: paidDaysAgo goes with status paid, and only with it`);
  }
}

export async function insertPayments(
  refs: TenantRefs,
  payments: PaymentSeed[],
  invoices: InvoiceSeed[],
): Promise<void> {
  const { tx, cal, tenantId } = refs;
  for (const payment of payments) checkPayment(payment, invoices);
  const reference = (payment: PaymentSeed) => `PAG-${cal.year}-${pad(payment.number, 4)}`;
  const rows = await tx.payment.createManyAndReturn({
    data: payments.map((payment) => {
      const inserted = cal.at(-payment.daysAgo, 9, 30);
      return {
        tenantId,
        paymentReference: reference(payment),
        insertionDate: inserted,
        availableDate: payment.availableInDays === undefined ? null : cal.day(payment.availableInDays),
        paymentMethod: payment.method ?? null,
        totalAmount: sum(payment.invoices.map((key) => need(refs.invoices, key, 'invoice').totalAmount)),
        status: payment.status,
        // The dashboard's "total paid" counts the current year, so a paid payment stays in it.
        paidAt: payment.paidDaysAgo === undefined ? null : cal.thisYear(-payment.paidDaysAgo, 11),
        createdAt: inserted,
      };
    }),
  });
  await tx.paymentInvoice.createMany({
    data: [...byColumn(rows, payments, (r) => r.paymentReference, reference)].flatMap(([payment, row]) =>
      payment.invoices.map((key) => ({
        tenantId,
        paymentId: row.id,
        invoiceId: need(refs.invoices, key, 'invoice').id,
      })),
    ),
  });
}
