import { assertAllowed } from '../context.ts';
import { ValidationError } from '../errors.ts';
import type { PaymentRunFormat } from '../generated/prisma/enums.ts';
import { PAYMENT_RUN_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../modules/payments/payment-labels.ts';
import { RUN_MESSAGES } from '../modules/payment-runs/payment-run.rules.ts';
import { getPaymentRun, listPaymentRuns, paymentRunFile } from '../modules/payment-runs/payment-runs.reads.ts';
import { createPaymentRun, decidePaymentRun } from '../modules/payment-runs/payment-runs.service.ts';
import { maskIban } from '../shared/bank-account.ts';
import { parseDate } from '../shared/scalars.ts';
import { paymentRunExport } from '../modules/exports/payment-run-exports.ts';
import { file, idParam, json, type RestEndpoint } from './adapter.ts';
import { exportIfAsked } from './export.ts';
import { day, money, targetId } from './legacy.ts';

type RunRow = Awaited<ReturnType<typeof listPaymentRuns>>[number];

function legacyRun(run: RunRow) {
  return {
    id: run.id,
    reference: run.reference,
    execution_date: day(run.executionDate),
    format: run.format,
    status: PAYMENT_RUN_STATUS_LABELS[run.status],
    count: run.paymentCount,
    total_amount: money(run.totalAmount),
    file_name: run.fileName,
    created_at: run.createdAt.toISOString(),
    confirmed_at: run.confirmedAt?.toISOString() ?? null,
    cancelled_at: run.cancelledAt?.toISOString() ?? null,
  };
}

function paymentIds(value: unknown): number[] {
  if (!Array.isArray(value)) throw new ValidationError(RUN_MESSAGES.empty, 'payment_ids');
  return value.map((id) => idParam(id, 'payment_ids'));
}

function format(value: unknown): PaymentRunFormat {
  if (value !== 'sepa' && value !== 'cbi') throw new ValidationError(RUN_MESSAGES.format, 'format');
  return value;
}

/**
 * /api/payment-runs.php (issue 16, point 4): GET the list, ?id=N one run with its payments,
 * ?id=N&download=1 its file; POST { payment_ids, execution_date, format } creates one; PUT ?id=N
 * { action: 'confirm' | 'cancel' } decides it.
 */
export const paymentRunsEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    assertAllowed(ctx, 'paymentRun.view');
    const exported = exportIfAsked(req.query, ctx, paymentRunExport, () => ({}));
    if (exported) return exported;
    const id = req.query.get('id');
    if (id === null) return json((await listPaymentRuns(ctx)).map(legacyRun));
    if (req.query.get('download') === '1') {
      const stored = await paymentRunFile(ctx, idParam(id));
      return file(Buffer.from(stored.fileContent, 'utf8'), stored.fileName, 'application/xml');
    }
    const run = await getPaymentRun(ctx, idParam(id));
    return json({
      ...legacyRun(run),
      payments: run.items.map((item) => ({
        id: item.payment.id,
        payment_reference: item.payment.paymentReference,
        status: PAYMENT_STATUS_LABELS[item.payment.status],
        end_to_end_id: item.endToEndId,
        amount: money(item.amount),
        creditor_name: item.creditorName,
        creditor_iban_masked: maskIban(item.creditorIban),
        remittance: item.remittance,
      })),
    });
  },

  async POST(req, ctx) {
    assertAllowed(ctx, 'paymentRun.create');
    const run = await createPaymentRun(ctx, {
      paymentIds: paymentIds(req.body.payment_ids),
      executionDate: parseDate(req.body.execution_date, 'execution_date'),
      format: format(req.body.format),
    });
    return json(
      {
        success: true,
        id: run.id,
        reference: run.reference,
        count: run.paymentCount,
        total_amount: money(run.totalAmount),
      },
      201,
    );
  },

  async PUT(req, ctx) {
    assertAllowed(ctx, 'paymentRun.decide');
    const action = req.body.action;
    if (action !== 'confirm' && action !== 'cancel') {
      throw new ValidationError("action: 'confirm' oppure 'cancel'", 'action');
    }
    const run = await decidePaymentRun(ctx, targetId(req), action);
    return json({ success: true, id: run.id, status: PAYMENT_RUN_STATUS_LABELS[run.status] });
  },
};
