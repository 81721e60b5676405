import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import { listQuery, tenantTableRows } from '../../shared/list-connection.ts';
import { can } from '../../auth/permissions.ts';
import type { PaymentMethod, PaymentStatus } from '../../generated/prisma/enums.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { rowPayload } from '../common/row-payload.ts';
import { parseId } from '../../shared/ids.ts';
import { paymentStats } from './payment-stats.service.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './payment-labels.ts';
import { cancelPayment, paymentWhere, updatePayment } from './payments.service.ts';

export const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  values: Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[],
  description:
    "awaiting_details 'In attesa dettagli', awaiting_payment 'In attesa pagamento', paid 'Pagata', cancelled 'Annullato'.",
});
export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  values: Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[],
});

builder.prismaNode('Payment', {
  ...tenantNode('payment.view'),
  description: 'A payment generated for a fully approved invoice.',
  fields: (t) => ({
    paymentReference: t.exposeString('paymentReference'),
    insertionDate: t.expose('insertionDate', { type: 'DateTime' }),
    availableDate: t.expose('availableDate', { type: 'Date', nullable: true }),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodEnum, nullable: true }),
    paymentMethodLabel: t.string({
      nullable: true,
      select: { paymentMethod: true },
      resolve: (p) => (p.paymentMethod ? PAYMENT_METHOD_LABELS[p.paymentMethod] : null),
    }),
    totalAmount: t.expose('totalAmount', { type: 'Decimal' }),
    status: t.expose('status', { type: PaymentStatusEnum }),
    statusLabel: t.string({ select: { status: true }, resolve: (p) => PAYMENT_STATUS_LABELS[p.status] }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    invoiceNumbers: t.string({
      description: 'The invoices this payment settles, comma-separated.',
      select: {
        invoiceLinks: { select: { invoice: { select: { invoiceNumber: true } } }, orderBy: { invoiceId: 'asc' } },
      },
      resolve: (p) => p.invoiceLinks.map((l) => l.invoice.invoiceNumber).join(', '),
    }),
    invoiceRowIds: t.intList({
      select: { invoiceLinks: { select: { invoiceId: true }, orderBy: { invoiceId: 'asc' } } },
      resolve: (p) => p.invoiceLinks.map((l) => l.invoiceId),
    }),
    paymentRunReference: t.string({
      nullable: true,
      description: 'The open or confirmed payment run (distinta) that pays it, e.g. DIST-2026-0001.',
      select: { paymentRun: { select: { reference: true } } },
      resolve: (p) => p.paymentRun?.reference ?? null,
    }),
    canEdit: t.boolean({
      description: 'Not while cancelled, nor while in an open payment run.',
      select: { status: true, paymentRun: { select: { status: true } } },
      resolve: (p, _args, ctx) =>
        p.status !== 'cancelled' && p.paymentRun?.status !== 'open' && can(ctx.viewer, 'payment.update'),
    }),
    canCancel: t.boolean({
      description: 'Cancel is offered only while the payment is not paid and not in an open payment run.',
      select: { status: true, paymentRun: { select: { status: true } } },
      resolve: (p, _args, ctx) =>
        p.status !== 'paid' &&
        p.status !== 'cancelled' &&
        p.paymentRun?.status !== 'open' &&
        can(ctx.viewer, 'payment.update'),
    }),
  }),
});

const StatsRef = builder.objectRef<Awaited<ReturnType<typeof paymentStats>>>('PaymentStats').implement({
  description: 'The three cards of the payments screen.',
  fields: (t) => ({
    todayPayments: t.field({
      type: 'Decimal',
      description: 'Open payments available today or earlier.',
      resolve: (s) => s.todayPayments,
    }),
    totalPaid: t.field({
      type: 'Decimal',
      description: 'Paid in the current calendar year.',
      resolve: (s) => s.totalPaid,
    }),
    pendingPayments: t.field({
      type: 'Decimal',
      description: 'Open payments available after today.',
      resolve: (s) => s.pendingPayments,
    }),
  }),
});

listQuery('payments', {
  type: 'Payment',
  description: 'Payments of your tenant, newest first; dates filter the available date.',
  can: 'payment.view',
  args: (arg) => ({
    status: arg({ type: PaymentStatusEnum }),
    paymentMethod: arg({ type: PaymentMethodEnum }),
    dateFrom: arg({ type: 'Date' }),
    dateTo: arg({ type: 'Date' }),
    search: arg.string({ description: 'Payment reference, invoice number or supplier.' }),
  }),
  sort: {
    REFERENCE: (d) => ({ paymentReference: d }),
    INSERTION_DATE: (d) => ({ insertionDate: d }),
    AVAILABLE_DATE: (d) => ({ availableDate: { sort: d, nulls: 'last' } }),
    TOTAL: (d) => ({ totalAmount: d }),
    STATUS: (d) => ({ status: d }),
  },
  ...tenantTableRows('payment', paymentWhere, { id: 'desc' }),
});

builder.queryFields((t) => ({
  paymentStats: t.field({
    type: StatsRef,
    nullable: true,
    description:
      'Null (with an error) when the figures cannot be computed: the screen then shows zeros (spec heading 8).',
    authScopes: { can: 'payment.view' },
    resolve: (_root, _args, ctx) => paymentStats(ctx),
  }),
}));

const PaymentPayload = rowPayload('PaymentPayload', 'payment', 'Payment');

const UpdateInput = builder.inputType('UpdatePaymentInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    availableDate: t.field({ type: 'Date', description: 'null clears it (back to In attesa dettagli).' }),
    status: t.field({ type: PaymentStatusEnum }),
    paymentMethod: t.field({ type: PaymentMethodEnum }),
  }),
});
const CancelInput = builder.inputType('CancelPaymentInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

builder.mutationFields((t) => ({
  updatePayment: inputMutation(t, {
    can: 'payment.update',
    payload: PaymentPayload,
    description:
      "Edit dialog: available date, status, method. With method and date set the status becomes 'In attesa pagamento'.",
    input: UpdateInput,
    resolve: (ctx, input) =>
      updatePayment(ctx, parseId(input.id, 'Payment'), {
        availableDate: input.availableDate,
        status: input.status,
        paymentMethod: input.paymentMethod,
      }),
  }),
  cancelPayment: inputMutation(t, {
    can: 'payment.update',
    payload: PaymentPayload,
    description: 'Cancels a payment that is not paid.',
    input: CancelInput,
    resolve: (ctx, input) => cancelPayment(ctx, parseId(input.id, 'Payment')),
  }),
}));
