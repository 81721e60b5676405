// Payment runs on GraphQL (issue 16, point 4): the list and one run with its payments, the file, and
// the create / confirm / cancel mutations. IT directors read; finance and admins act.
import { builder } from '../../builder.ts';
import { can } from '../../auth/permissions.ts';
import type { PaymentRunFormat, PaymentRunStatus } from '../../generated/prisma/enums.ts';
import { maskIban } from '../../shared/bank-account.ts';
import { parseId } from '../../shared/ids.ts';
import { listQuery } from '../../shared/list-connection.ts';
import { inputMutation } from '../common/input-mutation.ts';
import { rowPayload } from '../common/row-payload.ts';
import { tenantNode } from '../common/tenant-node.ts';
import { PAYMENT_RUN_FORMAT_LABELS, PAYMENT_RUN_STATUS_LABELS } from '../payments/payment-labels.ts';
import { firstExecutionDate } from './payment-run.rules.ts';
import { paymentRunRows } from './payment-runs.reads.ts';
import { createPaymentRun, decidePaymentRun } from './payment-runs.service.ts';
import { today } from '../../shared/calendar.ts';

export const PaymentRunFormatEnum = builder.enumType('PaymentRunFormat', {
  values: Object.keys(PAYMENT_RUN_FORMAT_LABELS) as PaymentRunFormat[],
  description: 'sepa: EPC SEPA Credit Transfer, pain.001.001.03; cbi: CBI Bonifici SEPA, CBIPaymentRequest.00.04.01.',
});
export const PaymentRunStatusEnum = builder.enumType('PaymentRunStatus', {
  values: Object.keys(PAYMENT_RUN_STATUS_LABELS) as PaymentRunStatus[],
  description: "open 'Aperta', confirmed 'Confermata', cancelled 'Annullata'.",
});

builder.prismaObject('PaymentRunItem', {
  description: 'A payment of a run as its file states it.',
  fields: (t) => ({
    position: t.exposeInt('position'),
    endToEndId: t.exposeString('endToEndId', { description: 'Unique; names the payment on the bank statement.' }),
    amount: t.expose('amount', { type: 'Decimal' }),
    creditorName: t.exposeString('creditorName', { description: 'In the SEPA character set, as in the file.' }),
    creditorIbanMasked: t.string({ select: { creditorIban: true }, resolve: (i) => maskIban(i.creditorIban) }),
    remittance: t.exposeString('remittance'),
    payment: t.relation('payment'),
  }),
});

builder.prismaNode('PaymentRun', {
  ...tenantNode('paymentRun.view'),
  description: 'A payment run (distinta di pagamento): payments sent to the bank in one SEPA or CBI file.',
  fields: (t) => ({
    reference: t.exposeString('reference', { description: 'DIST-{year}-{nnnn}: the file’s message id.' }),
    executionDate: t.expose('executionDate', { type: 'Date' }),
    format: t.expose('format', { type: PaymentRunFormatEnum }),
    formatLabel: t.string({ select: { format: true }, resolve: (r) => PAYMENT_RUN_FORMAT_LABELS[r.format] }),
    status: t.expose('status', { type: PaymentRunStatusEnum }),
    statusLabel: t.string({ select: { status: true }, resolve: (r) => PAYMENT_RUN_STATUS_LABELS[r.status] }),
    paymentCount: t.exposeInt('paymentCount'),
    totalAmount: t.expose('totalAmount', { type: 'Decimal' }),
    fileName: t.exposeString('fileName'),
    downloadPath: t.string({
      description: 'The REST path of the file (relative to the API base): the same bytes at every download.',
      resolve: (r) => `payment-runs.php?id=${r.id}&download=1`,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    canDecide: t.boolean({
      description: 'The viewer may confirm or cancel it now (it is open).',
      select: { status: true },
      resolve: (r, _args, ctx) => r.status === 'open' && can(ctx.viewer, 'paymentRun.decide'),
    }),
    items: t.relation('items', { query: { orderBy: { position: 'asc' } } }),
  }),
});

listQuery('paymentRuns', {
  type: 'PaymentRun',
  description: 'Payment runs of your tenant, newest first.',
  can: 'paymentRun.view',
  args: (arg) => ({ status: arg({ type: PaymentRunStatusEnum }) }),
  ...paymentRunRows,
});

builder.queryFields((t) => ({
  paymentRunDefaults: t.field({
    type: builder.objectRef<{ executionDate: string }>('PaymentRunDefaults').implement({
      fields: (f) => ({
        executionDate: f.exposeString('executionDate', {
          description: 'The first banking day from today (YYYY-MM-DD): the server’s calendar, not the browser’s.',
        }),
      }),
    }),
    authScopes: { can: 'paymentRun.view' },
    resolve: () => ({ executionDate: firstExecutionDate(today()) }),
  }),
}));

const RunPayload = rowPayload('PaymentRunPayload', 'paymentRun', 'PaymentRun');

const CreateInput = builder.inputType('CreatePaymentRunInput', {
  fields: (t) => ({
    paymentIds: t.idList({ required: true, description: "Payments 'In attesa pagamento' (global or row ids)." }),
    executionDate: t.field({ type: 'Date', required: true, description: 'A banking day, today or later.' }),
    format: t.field({ type: PaymentRunFormatEnum, required: true }),
  }),
});
const DecideInput = builder.inputType('DecidePaymentRunInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

builder.mutationFields((t) => ({
  createPaymentRun: inputMutation(t, {
    can: 'paymentRun.create',
    payload: RunPayload,
    description:
      'Creates a run and its bank file from the selected payments; refused with every reason and nothing written.',
    input: CreateInput,
    resolve: (ctx, input) =>
      createPaymentRun(ctx, {
        paymentIds: input.paymentIds.map((id) => parseId(id, 'Payment', 'paymentIds')),
        executionDate: input.executionDate,
        format: input.format,
      }),
  }),
  confirmPaymentRun: inputMutation(t, {
    can: 'paymentRun.decide',
    payload: RunPayload,
    description: "The bank executed the run: its payments become 'Pagata' on the execution date.",
    input: DecideInput,
    resolve: (ctx, input) => decidePaymentRun(ctx, parseId(input.id, 'PaymentRun'), 'confirm'),
  }),
  cancelPaymentRun: inputMutation(t, {
    can: 'paymentRun.decide',
    payload: RunPayload,
    description: 'Cancels an open run: its payments are free for another run.',
    input: DecideInput,
    resolve: (ctx, input) => decidePaymentRun(ctx, parseId(input.id, 'PaymentRun'), 'cancel'),
  }),
}));
