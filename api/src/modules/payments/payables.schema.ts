// The scadenzario on GraphQL (issue 16, point 3): open payments by due-date group and supplier.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { maskIban } from '../../shared/bank-account.ts';
import { optionalId } from '../../shared/ids.ts';
import { PAYABLE_BUCKET_LABELS, PAYMENT_STATUS_LABELS } from './payment-labels.ts';
import type { PayableGroup, PayableRow, PayableSupplier, PayablesSchedule } from './payables.ts';
import { payablesSchedule } from './payables.service.ts';
import { PaymentStatusEnum } from './payments.schema.ts';

const PayableBucketEnum = builder.enumType('PayableBucket', {
  values: Object.keys(PAYABLE_BUCKET_LABELS) as (keyof typeof PAYABLE_BUCKET_LABELS)[],
  description: "overdue 'Scaduti', this_week (to Sunday), within_30_days, later (or no date yet).",
});

const PayableItem = builder.objectRef<PayableRow>('PayableItem').implement({
  description: 'An open payment in the scadenzario.',
  fields: (t) => ({
    // Not `id`: clients (Relay) would store this item under the payment's own record and mix their fields.
    paymentId: t.id({ description: 'The Payment global id.', resolve: (p) => encodeGlobalID('Payment', p.id) }),
    rowId: t.exposeInt('id'),
    paymentReference: t.exposeString('paymentReference'),
    dueDate: t.field({ type: 'Date', nullable: true, resolve: (p) => p.dueDate }),
    amount: t.field({ type: 'Decimal', resolve: (p) => p.amount }),
    status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status }),
    statusLabel: t.string({ resolve: (p) => PAYMENT_STATUS_LABELS[p.status] }),
    invoiceNumbers: t.exposeStringList('invoiceNumbers'),
    ibanMasked: t.string({
      nullable: true,
      description: 'The account it would be paid to (IT60 X054 ... 3456), null when the supplier has no IBAN.',
      resolve: (p) => (p.iban ? maskIban(p.iban) : null),
    }),
    openRunReference: t.exposeString('openRunReference', { nullable: true }),
    runBlockedReason: t.exposeString('runBlockedReason', {
      nullable: true,
      description: 'Why it cannot go into a new payment run (the refusal createPaymentRun would give), or null.',
    }),
  }),
});

const PayableSupplierRef = builder.objectRef<PayableSupplier>('PayableSupplier').implement({
  fields: (t) => ({
    supplierId: t.id({
      nullable: true,
      resolve: (s) => (s.supplierId === null ? null : encodeGlobalID('Supplier', s.supplierId)),
    }),
    supplierName: t.exposeString('supplierName'),
    total: t.field({ type: 'Decimal', resolve: (s) => s.total }),
    count: t.int({ resolve: (s) => s.payments.length }),
    payments: t.field({ type: [PayableItem], resolve: (s) => s.payments }),
  }),
});

const PayableGroupRef = builder.objectRef<PayableGroup>('PayableGroup').implement({
  fields: (t) => ({
    bucket: t.field({ type: PayableBucketEnum, resolve: (g) => g.bucket }),
    label: t.exposeString('label'),
    total: t.field({ type: 'Decimal', resolve: (g) => g.total }),
    count: t.exposeInt('count'),
    suppliers: t.field({ type: [PayableSupplierRef], resolve: (g) => g.suppliers }),
  }),
});

const PayablesRef = builder.objectRef<PayablesSchedule>('PayablesSchedule').implement({
  description: 'The scadenzario: every group, empty ones too, in order; totals are exact to the cent.',
  fields: (t) => ({
    total: t.field({ type: 'Decimal', resolve: (s) => s.total }),
    count: t.exposeInt('count'),
    groups: t.field({ type: [PayableGroupRef], resolve: (s) => s.groups }),
  }),
});

builder.queryFields((t) => ({
  payables: t.field({
    type: PayablesRef,
    description: 'Open payments grouped overdue / this week / within 30 days / later, per supplier.',
    authScopes: { can: 'payment.view' },
    args: {
      supplierId: t.arg.id({ description: 'Only this supplier’s payments.' }),
      dueFrom: t.arg({ type: 'Date', description: 'Due on or after.' }),
      dueTo: t.arg({ type: 'Date', description: 'Due on or before.' }),
      updatedSince: t.arg({ type: 'DateTime', description: 'Only payments changed at or after this time.' }),
    },
    resolve: (_root, args, ctx) =>
      payablesSchedule(ctx, {
        supplierId: optionalId(args.supplierId, 'Supplier', 'supplierId'),
        dueFrom: args.dueFrom,
        dueTo: args.dueTo,
        updatedSince: args.updatedSince,
      }),
  }),
}));
