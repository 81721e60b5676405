import type { Contract, Invoice, Offer, Order, OrderStatus, Payment } from '../../generated/prisma/client.ts';
import { contractWhere, type ContractFilters } from '../contracts/contracts.service.ts';
import { RENEWAL_LABELS } from '../contracts/contract-status.ts';
import { invoiceWhere, type InvoiceFilters } from '../invoices/invoices.reads.ts';
import { offerWhere, type OfferFilter } from '../offers/offers.service.ts';
import { orderWhere, type OrderFilter } from '../orders/orders.service.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../payments/payment-labels.ts';
import { paymentWhere, type PaymentFilters } from '../payments/payments.service.ts';
import { contractApproval, invoiceApproval, offerApproval } from '../../workflows/approval-kinds.ts';
import { documentExport, field, statusColumn, stepColumn, supplierColumn } from './document-columns.ts';

/**
 * The exports of the document lists, columns as each screen shows them and in its language (spec
 * heading 1: offers and orders English; invoices, payments and contracts Italian). The where clause
 * is each list's own builder, after the list's view permission; the default order is the screen's.
 * Only what the columns read is loaded (document-columns.ts).
 */

type WithSupplier = { supplier: { name: string } };

const FREQUENCIES: Record<string, string> = {
  monthly: 'Mensile',
  quarterly: 'Trimestrale',
  semiannual: 'Semestrale',
  annual: 'Annuale',
};

type InvoiceRow = Invoice & WithSupplier & { order: { orderNumber: string } | null };

export const invoiceExport = documentExport<InvoiceFilters, InvoiceRow>('invoice.view', invoiceWhere, {
  list: 'invoices',
  file: 'fatture',
  language: 'it',
  table: 'invoice',
  columns: [
    field('Numero', 'Number', 'text', 'invoiceNumber'),
    supplierColumn(),
    {
      label: { it: 'Ordine', en: 'Order' },
      type: 'text',
      value: (i) => i.order?.orderNumber,
      reads: { order: { select: { orderNumber: true } } },
    },
    field('Data', 'Date', 'date', 'invoiceDate'),
    field('Scadenza', 'Due date', 'date', 'dueDate'),
    field('Imponibile', 'Net', 'money', 'netAmount'),
    field('IVA', 'VAT', 'money', 'vatAmount'),
    field('Totale', 'Total', 'money', 'totalAmount'),
    statusColumn((status) => invoiceApproval.restStatus(status, 'list').replaceAll('_', ' ')),
    {
      label: { it: 'Tipo', en: 'Type' },
      type: 'text',
      value: (i) => (i.isRecurring ? (FREQUENCIES[i.recurringFrequency ?? ''] ?? 'Ricorrente') : 'Singola'),
      reads: { isRecurring: true, recurringFrequency: true },
    },
  ],
});

/** The orders list's words for its statuses (English, spec heading 1). */
const ORDER_STATUSES: Record<OrderStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  received: 'Received',
  completed: 'Completed',
};

export const orderExport = documentExport<OrderFilter, Order & WithSupplier>('order.view', orderWhere, {
  list: 'orders',
  file: 'orders',
  language: 'en',
  table: 'order',
  columns: [
    field('Numero ordine', 'Order #', 'text', 'orderNumber'),
    field('Data', 'Date', 'date', 'date'),
    supplierColumn(),
    field('Consegna prevista', 'Expected Delivery', 'date', 'estimatedDeliveryDate'),
    field('Importo', 'Amount', 'money', 'totalAmount'),
    statusColumn((status) => ORDER_STATUSES[status]),
  ],
});

export const offerExport = documentExport<OfferFilter, Offer & WithSupplier>('offer.view', offerWhere, {
  list: 'offers',
  file: 'offers',
  language: 'en',
  table: 'offer',
  columns: [
    field('Titolo', 'Title', 'text', 'title'),
    field('Data', 'Date', 'date', 'date'),
    supplierColumn(),
    field('Importo', 'Amount', 'money', 'totalAmount'),
    statusColumn((status) => offerApproval.label(status)),
    stepColumn('Finance', 'approvedByFinanceId'),
    stepColumn('IT', 'approvedByItId'),
  ],
});

type PaymentRow = Payment & { invoiceLinks: { invoice: { invoiceNumber: string } }[] };

export const paymentExport = documentExport<PaymentFilters, PaymentRow>('payment.view', paymentWhere, {
  list: 'payments',
  file: 'pagamenti',
  language: 'it',
  table: 'payment',
  columns: [
    field('Riferimento', 'Reference', 'text', 'paymentReference'),
    field('Data inserimento', 'Inserted', 'date', 'insertionDate'),
    field('Data disponibilità', 'Available', 'date', 'availableDate'),
    {
      label: { it: 'Fatture', en: 'Invoices' },
      type: 'text',
      value: (p) => p.invoiceLinks.map((l) => l.invoice.invoiceNumber).join(', '),
      reads: {
        invoiceLinks: { select: { invoice: { select: { invoiceNumber: true } } }, orderBy: { invoiceId: 'asc' } },
      },
    },
    {
      label: { it: 'Metodo di pagamento', en: 'Payment method' },
      type: 'text',
      value: (p) => (p.paymentMethod ? PAYMENT_METHOD_LABELS[p.paymentMethod] : null),
      reads: { paymentMethod: true },
    },
    field('Importo totale', 'Total amount', 'money', 'totalAmount'),
    statusColumn((status) => PAYMENT_STATUS_LABELS[status]),
  ],
});

export const contractExport = documentExport<ContractFilters, Contract & WithSupplier>('contract.view', contractWhere, {
  list: 'contracts',
  file: 'contratti',
  language: 'it',
  table: 'contract',
  columns: [
    field('Nome', 'Name', 'text', 'contractName'),
    supplierColumn(),
    field('Tipo', 'Type', 'text', 'contractType'),
    field('Scadenza', 'Expiry', 'date', 'expiryDate'),
    {
      label: { it: 'Rinnovo', en: 'Renewal' },
      type: 'text',
      value: (c) => RENEWAL_LABELS[c.renewalType],
      reads: { renewalType: true },
    },
    statusColumn((status) => contractApproval.label(status)),
  ],
});
