import { ValidationError } from '../errors.ts';
import { parseDate } from '../shared/scalars.ts';
import { parsePaymentMethod, parsePaymentStatus } from '../modules/payments/payment-status.ts';
import { PAYMENT_STATUS_LABELS } from '../modules/payments/payment-labels.ts';
import {
  cancelPayment,
  listPayments,
  updatePayment,
  type PaymentFilters,
  type PaymentInput,
} from '../modules/payments/payments.service.ts';
import { paymentExport } from '../modules/exports/document-exports.ts';
import { exportIfAsked } from './export.ts';
import { assertAllowed } from '../context.ts';
import { json, type RestEndpoint } from './adapter.ts';
import { day, filterParam, money, targetId } from './legacy.ts';

type PaymentRow = Awaited<ReturnType<typeof listPayments>>[number];

/** The legacy payment: snake_case, Italian status label, comma-separated invoice numbers. */
export function legacyPayment(payment: PaymentRow) {
  return {
    id: payment.id,
    payment_reference: payment.paymentReference,
    insertion_date: payment.insertionDate.toISOString(),
    available_date: day(payment.availableDate),
    invoice_numbers: payment.invoiceLinks.map((l) => l.invoice.invoiceNumber).join(', '),
    payment_method: payment.paymentMethod,
    total_amount: money(payment.totalAmount),
    status: PAYMENT_STATUS_LABELS[payment.status],
  };
}

function optionalDay(value: string | null, field: string): Date | null {
  return value ? parseDate(value, field) : null;
}

/** The list's filters (spec heading 7 of the second document), for the list and its export. */
function paymentFilters(query: URLSearchParams): PaymentFilters {
  const status = filterParam(query, 'status');
  const method = filterParam(query, 'payment_method');
  return {
    status: status ? parsePaymentStatus(status) : null,
    paymentMethod: method ? parsePaymentMethod(method) : null,
    dateFrom: optionalDay(filterParam(query, 'date_from'), 'date_from'),
    dateTo: optionalDay(filterParam(query, 'date_to'), 'date_to'),
    search: filterParam(query, 'search'),
  };
}

/** available_date, status and payment_method as the edit dialog sends them; absent keys stay unchanged. */
function paymentInput(body: Record<string, unknown>): PaymentInput {
  const input: PaymentInput = {};
  if (Object.hasOwn(body, 'available_date')) {
    const value = body.available_date;
    input.availableDate = value === null || value === '' ? null : parseDate(value, 'available_date');
  }
  if (Object.hasOwn(body, 'payment_method')) {
    const value = body.payment_method;
    if (value !== null && typeof value !== 'string')
      throw new ValidationError('payment_method: must be text', 'payment_method');
    input.paymentMethod = value ? parsePaymentMethod(value) : null;
  }
  if (typeof body.status === 'string' && body.status.trim()) input.status = parsePaymentStatus(body.status);
  return input;
}

export const paymentsEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    const exported = exportIfAsked(req.query, ctx, paymentExport, () => paymentFilters(req.query));
    if (exported) return exported;
    const payments = await listPayments(ctx, paymentFilters(req.query));
    return json(payments.map(legacyPayment));
  },

  async PUT(req, ctx) {
    assertAllowed(ctx, 'payment.update');
    const id = targetId(req);
    const input = paymentInput(req.body);
    const result = input.status === 'cancelled' ? await cancelPayment(ctx, id) : await updatePayment(ctx, id, input);
    return json({ success: true, id: result.id });
  },
};
