import { assertAllowed } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { contractWhere, type ContractFilters } from '../contracts/contracts.service.ts';
import { RENEWAL_LABELS } from '../contracts/contract-status.ts';
import { invoiceWhere, type InvoiceFilters } from '../invoices/invoices.reads.ts';
import { offerWhere, type OfferFilter } from '../offers/offers.service.ts';
import { orderWhere, type OrderFilter } from '../orders/orders.service.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../payments/payment-labels.ts';
import { paymentWhere, type PaymentFilters } from '../payments/payments.service.ts';
import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import { exportList } from './export-columns.ts';

/**
 * The exports of the document lists, columns as each screen shows them and in its language (spec
 * heading 1: offers and orders English; invoices, payments and contracts Italian). The where clause
 * is each list's own builder, after the list's view permission; the default order is the screen's.
 */

const supplierName = { supplier: { select: { name: true } } } as const;
const newestFirst = [{ id: 'desc' }];

const FREQUENCIES: Record<string, string> = {
  monthly: 'Mensile',
  quarterly: 'Trimestrale',
  semiannual: 'Semestrale',
  annual: 'Annuale',
};

const invoiceSelect = {
  invoiceNumber: true,
  ...supplierName,
  order: { select: { orderNumber: true } },
  invoiceDate: true,
  dueDate: true,
  netAmount: true,
  vatAmount: true,
  totalAmount: true,
  status: true,
  isRecurring: true,
  recurringFrequency: true,
} satisfies Prisma.InvoiceSelect;
type InvoiceRow = Prisma.InvoiceGetPayload<{ select: typeof invoiceSelect }>;

export const invoiceExport = exportList<InvoiceFilters, InvoiceRow>({
  list: 'invoices',
  file: 'fatture',
  language: 'it',
  table: 'invoice',
  where: (ctx, filter) => invoiceWhere(assertAllowed(ctx, 'invoice.view'), filter),
  defaultOrder: newestFirst,
  select: invoiceSelect,
  columns: [
    { label: { it: 'Numero', en: 'Number' }, type: 'text', value: (i) => i.invoiceNumber },
    { label: { it: 'Fornitore', en: 'Supplier' }, type: 'text', value: (i) => i.supplier.name },
    { label: { it: 'Ordine', en: 'Order' }, type: 'text', value: (i) => i.order?.orderNumber },
    { label: { it: 'Data', en: 'Date' }, type: 'date', value: (i) => i.invoiceDate },
    { label: { it: 'Scadenza', en: 'Due date' }, type: 'date', value: (i) => i.dueDate },
    { label: { it: 'Imponibile', en: 'Net' }, type: 'money', value: (i) => i.netAmount },
    { label: { it: 'IVA', en: 'VAT' }, type: 'money', value: (i) => i.vatAmount },
    { label: { it: 'Totale', en: 'Total' }, type: 'money', value: (i) => i.totalAmount },
    {
      label: { it: 'Stato', en: 'Status' },
      type: 'text',
      value: (i) => invoiceApproval.restStatus(i.status, 'list').replaceAll('_', ' '),
    },
    {
      label: { it: 'Tipo', en: 'Type' },
      type: 'text',
      value: (i) => (i.isRecurring ? (FREQUENCIES[i.recurringFrequency ?? ''] ?? 'Ricorrente') : 'Singola'),
    },
  ],
});

const ORDER_STATUSES: Record<string, string> = {
  pending: 'Pending',
  sent: 'Sent',
  received: 'Received',
  completed: 'Completed',
};

const orderSelect = {
  orderNumber: true,
  date: true,
  ...supplierName,
  estimatedDeliveryDate: true,
  totalAmount: true,
  status: true,
} satisfies Prisma.OrderSelect;
type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

export const orderExport = exportList<OrderFilter, OrderRow>({
  list: 'orders',
  file: 'orders',
  language: 'en',
  table: 'order',
  where: (ctx, filter) => orderWhere(assertAllowed(ctx, 'order.view'), filter),
  defaultOrder: newestFirst,
  select: orderSelect,
  columns: [
    { label: { it: 'Numero ordine', en: 'Order #' }, type: 'text', value: (o) => o.orderNumber },
    { label: { it: 'Data', en: 'Date' }, type: 'date', value: (o) => o.date },
    { label: { it: 'Fornitore', en: 'Supplier' }, type: 'text', value: (o) => o.supplier.name },
    {
      label: { it: 'Consegna prevista', en: 'Expected Delivery' },
      type: 'date',
      value: (o) => o.estimatedDeliveryDate,
    },
    { label: { it: 'Importo', en: 'Amount' }, type: 'money', value: (o) => o.totalAmount },
    { label: { it: 'Stato', en: 'Status' }, type: 'text', value: (o) => ORDER_STATUSES[o.status] },
  ],
});

const OFFER_STATUSES: Record<string, string> = {
  pending: 'Pending',
  approved_finance: 'Approved by Finance',
  approved_it: 'Approved by IT',
  approved: 'Approved',
  rejected: 'Rejected',
};

const offerSelect = {
  title: true,
  date: true,
  ...supplierName,
  totalAmount: true,
  status: true,
  approvedByFinanceId: true,
  approvedByItId: true,
} satisfies Prisma.OfferSelect;
type OfferRow = Prisma.OfferGetPayload<{ select: typeof offerSelect }>;

export const offerExport = exportList<OfferFilter, OfferRow>({
  list: 'offers',
  file: 'offers',
  language: 'en',
  table: 'offer',
  where: (ctx, filter) => offerWhere(assertAllowed(ctx, 'offer.view'), filter),
  defaultOrder: newestFirst,
  select: offerSelect,
  columns: [
    { label: { it: 'Titolo', en: 'Title' }, type: 'text', value: (o) => o.title },
    { label: { it: 'Data', en: 'Date' }, type: 'date', value: (o) => o.date },
    { label: { it: 'Fornitore', en: 'Supplier' }, type: 'text', value: (o) => o.supplier.name },
    { label: { it: 'Importo', en: 'Amount' }, type: 'money', value: (o) => o.totalAmount },
    { label: { it: 'Stato', en: 'Status' }, type: 'text', value: (o) => OFFER_STATUSES[o.status] },
    {
      label: { it: 'Approvazione Finance', en: 'Finance approval' },
      type: 'text',
      value: (o) => (o.approvedByFinanceId === null ? 'pending' : 'approved'),
    },
    {
      label: { it: 'Approvazione IT', en: 'IT approval' },
      type: 'text',
      value: (o) => (o.approvedByItId === null ? 'pending' : 'approved'),
    },
  ],
});

const paymentSelect = {
  paymentReference: true,
  insertionDate: true,
  availableDate: true,
  invoiceLinks: { select: { invoice: { select: { invoiceNumber: true } } }, orderBy: { invoiceId: 'asc' } },
  paymentMethod: true,
  totalAmount: true,
  status: true,
} satisfies Prisma.PaymentSelect;
type PaymentRow = Prisma.PaymentGetPayload<{ select: typeof paymentSelect }>;

export const paymentExport = exportList<PaymentFilters, PaymentRow>({
  list: 'payments',
  file: 'pagamenti',
  language: 'it',
  table: 'payment',
  where: (ctx, filter) => paymentWhere(assertAllowed(ctx, 'payment.view'), filter),
  defaultOrder: newestFirst,
  select: paymentSelect,
  columns: [
    { label: { it: 'Riferimento', en: 'Reference' }, type: 'text', value: (p) => p.paymentReference },
    { label: { it: 'Data inserimento', en: 'Inserted' }, type: 'date', value: (p) => p.insertionDate },
    { label: { it: 'Data disponibilità', en: 'Available' }, type: 'date', value: (p) => p.availableDate },
    {
      label: { it: 'Fatture', en: 'Invoices' },
      type: 'text',
      value: (p) => p.invoiceLinks.map((l) => l.invoice.invoiceNumber).join(', '),
    },
    {
      label: { it: 'Metodo di pagamento', en: 'Payment method' },
      type: 'text',
      value: (p) => (p.paymentMethod ? PAYMENT_METHOD_LABELS[p.paymentMethod] : null),
    },
    { label: { it: 'Importo totale', en: 'Total amount' }, type: 'money', value: (p) => p.totalAmount },
    { label: { it: 'Stato', en: 'Status' }, type: 'text', value: (p) => PAYMENT_STATUS_LABELS[p.status] },
  ],
});

const CONTRACT_STATUSES: Record<string, string> = {
  pending: 'In attesa',
  approved_finance: 'Approvato Finance',
  approved_it: 'Approvato IT',
  approved: 'Approvato',
  rejected: 'Rifiutato',
};

const contractSelect = {
  contractName: true,
  ...supplierName,
  contractType: true,
  expiryDate: true,
  renewalType: true,
  status: true,
} satisfies Prisma.ContractSelect;
type ContractRow = Prisma.ContractGetPayload<{ select: typeof contractSelect }>;

export const contractExport = exportList<ContractFilters, ContractRow>({
  list: 'contracts',
  file: 'contratti',
  language: 'it',
  table: 'contract',
  where: (ctx, filter) => contractWhere(assertAllowed(ctx, 'contract.view'), filter),
  defaultOrder: newestFirst,
  select: contractSelect,
  columns: [
    { label: { it: 'Nome', en: 'Name' }, type: 'text', value: (c) => c.contractName },
    { label: { it: 'Fornitore', en: 'Supplier' }, type: 'text', value: (c) => c.supplier.name },
    { label: { it: 'Tipo', en: 'Type' }, type: 'text', value: (c) => c.contractType },
    { label: { it: 'Scadenza', en: 'Expiry' }, type: 'date', value: (c) => c.expiryDate },
    { label: { it: 'Rinnovo', en: 'Renewal' }, type: 'text', value: (c) => RENEWAL_LABELS[c.renewalType] },
    { label: { it: 'Stato', en: 'Status' }, type: 'text', value: (c) => CONTRACT_STATUSES[c.status] },
  ],
});
