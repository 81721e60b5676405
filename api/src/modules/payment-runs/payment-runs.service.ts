// Payment runs (distinte di pagamento, issue 16 point 4): create one from payments 'In attesa
// pagamento', its bank file built and stored once; confirm it when the bank executed it (its payments
// become 'Pagata' on the execution date) or cancel it (its payments are released). One transaction
// per action, audited on the run and on each payment.
import { assertAllowed, type Context } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { PaymentRun } from '../../generated/prisma/client.ts';
import type { PaymentRunFormat } from '../../generated/prisma/enums.ts';
import { isoDay, today } from '../../shared/calendar.ts';
import { nextYearlyReference } from '../../shared/yearly-reference.ts';
import { recordAudit, recordAudits } from '../audit/audit.service.ts';
import { insertRunItems, runTransfers } from './run-transfers.ts';
import {
  debtorRefusal,
  decisionRefusal,
  executionDateRefusal,
  MAX_RUN_PAYMENTS,
  refusalMessage,
  RUN_MESSAGES,
} from './payment-run.rules.ts';
import { sepaText } from './sepa-text.ts';

export interface CreateRunInput {
  paymentIds: number[];
  executionDate: Date;
  format: PaymentRunFormat;
}

/** Lock class for pg_advisory_xact_lock(class, tenantId): one run-number allocator per tenant. */
const RUN_NUMBER_LOCK = 7_302;
/** A run of thousands of payments writes thousands of rows: more than the default 15 s on a slow disk. */
const RUN_TX = { timeout: 120_000 };

function nextRunReference(tx: TxClient, tenantId: number): Promise<string> {
  return nextYearlyReference(tx, RUN_NUMBER_LOCK, tenantId, 'DIST', async (start) => {
    const last = await tx.paymentRun.findFirst({
      where: { tenantId, reference: { startsWith: start } },
      orderBy: { reference: 'desc' },
      select: { reference: true },
    });
    return last?.reference ?? null;
  });
}

/** Checks what needs no database: the selection, the format, the execution date. */
function checkInput(input: CreateRunInput): number[] {
  const ids = [...new Set(input.paymentIds)].sort((a, b) => a - b);
  if (ids.length === 0) throw new ValidationError(RUN_MESSAGES.empty, 'payment_ids');
  if (ids.length > MAX_RUN_PAYMENTS) throw new ValidationError(RUN_MESSAGES.tooMany(MAX_RUN_PAYMENTS), 'payment_ids');
  if (input.format !== 'sepa' && input.format !== 'cbi') throw new ValidationError(RUN_MESSAGES.format, 'format');
  const dateProblem = executionDateRefusal(input.executionDate, today());
  if (dateProblem) throw new ValidationError(dateProblem, 'execution_date');
  return ids;
}

/**
 * Creates a run, or refuses with every reason and writes nothing. The selected payments are locked
 * (FOR UPDATE, in id order so two runs never deadlock) before they are checked: of two finance users
 * creating runs with overlapping payments at once, the second waits, then finds them in the first's
 * run and is refused, so each payment ends in exactly one run.
 */
export async function createPaymentRun(ctx: Context, input: CreateRunInput): Promise<PaymentRun> {
  const viewer = assertAllowed(ctx, 'paymentRun.create');
  const ids = checkInput(input);
  const { tenantId } = viewer;
  // xmlbuilder2 loads with the first run, not with the server, and before the payments are locked
  // (docs/decisions.md, lazy libraries).
  const { buildBankFile, controlSum } = await import('./bank-file.ts');
  return inTenantTx(
    ctx.app.database.prisma,
    tenantId,
    async (tx) => {
      const company = await tx.tenant.findUniqueOrThrow({
        where: { id: tenantId },
        select: { fullName: true, iban: true, bic: true, cbiCuc: true },
      });
      const debtorProblem = debtorRefusal(company, input.format);
      if (debtorProblem) throw new ConflictError(debtorProblem, 'format');
      const locked = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM "Payment" WHERE "tenantId" = ${tenantId} AND id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`;
      if (locked.length !== ids.length) throw new NotFoundError(RUN_MESSAGES.notFound(ids.length - locked.length));
      const reference = await nextRunReference(tx, tenantId);
      const { transfers, refusals } = await runTransfers(tx, tenantId, ids, reference);
      if (refusals.length) throw new ConflictError(refusalMessage(refusals), 'payment_ids');

      const createdAt = new Date();
      const executionDate = isoDay(input.executionDate);
      const fileContent = buildBankFile({
        format: input.format,
        reference,
        createdAt,
        executionDate,
        debtor: { name: sepaText(company.fullName, 70), iban: company.iban!, bic: company.bic, cbiCuc: company.cbiCuc },
        transfers,
      });
      const totalAmount = controlSum(transfers);
      const run = await tx.paymentRun.create({
        data: {
          tenantId,
          reference,
          executionDate: input.executionDate,
          format: input.format,
          paymentCount: transfers.length,
          totalAmount,
          fileName: `${reference}-${input.format}.xml`,
          fileContent,
          createdById: viewer.userId,
          createdAt,
        },
      });
      await insertRunItems(tx, tenantId, run.id, transfers);
      // Under the row locks nothing can have moved them; the conditions are the backstop.
      // One statement with the ids as an array (an IN list of thousands of parameters costs seconds).
      const taken = await tx.$executeRaw`
        UPDATE "Payment" SET "paymentRunId" = ${run.id}, version = version + 1, "updatedAt" = now()
        WHERE "tenantId" = ${tenantId} AND id = ANY(${ids}::int[]) AND status = 'awaiting_payment' AND "paymentRunId" IS NULL`;
      if (taken !== ids.length) throw new ConflictError(RUN_MESSAGES.runChanged);
      const summary = { reference, format: input.format, executionDate, count: transfers.length };
      await recordAudit(tx, ctx, {
        entityType: 'PaymentRun',
        entityId: run.id,
        action: 'create',
        changes: { ...summary, totalAmount: totalAmount.toFixed(2), payments: transfers.map((t) => t.paymentId) },
      });
      await recordAudits(
        tx,
        ctx,
        'Payment',
        transfers.map((t) => ({
          entityId: t.paymentId,
          action: 'paymentRun:create',
          changes: { paymentRun: reference, endToEndId: t.endToEndId, executionDate },
        })),
      );
      return run;
    },
    RUN_TX,
  );
}

type Decision = 'confirm' | 'cancel';

/**
 * Confirms an open run (the bank executed it: every payment becomes 'Pagata', paid on the execution
 * date) or cancels it (its payments are released for another run). The run row is locked first, so
 * two decisions at once apply one and refuse the other.
 */
export async function decidePaymentRun(ctx: Context, id: number, decision: Decision): Promise<PaymentRun> {
  const viewer = assertAllowed(ctx, 'paymentRun.decide');
  const { tenantId } = viewer;
  return inTenantTx(
    ctx.app.database.prisma,
    tenantId,
    async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM "PaymentRun" WHERE id = ${id} AND "tenantId" = ${tenantId} FOR UPDATE`;
      if (locked.length === 0) throw new NotFoundError(RUN_MESSAGES.runNotFound);
      const current = await tx.paymentRun.findUniqueOrThrow({ where: { id } });
      const problem = decisionRefusal(current.status);
      if (problem) throw new ConflictError(problem, 'action');
      const payments = await tx.payment.findMany({
        where: { tenantId, paymentRunId: id },
        select: { id: true, status: true },
        orderBy: { id: 'asc' },
      });
      const now = new Date();
      const status = decision === 'confirm' ? 'confirmed' : 'cancelled';
      if (decision === 'confirm') {
        await tx.payment.updateMany({
          where: { tenantId, paymentRunId: id },
          data: { status: 'paid', paidAt: current.executionDate, version: { increment: 1 } },
        });
      } else {
        await tx.payment.updateMany({
          where: { tenantId, paymentRunId: id },
          data: { paymentRunId: null, version: { increment: 1 } },
        });
      }
      const run = await tx.paymentRun.update({
        where: { id },
        data: { status, ...(decision === 'confirm' ? { confirmedAt: now } : { cancelledAt: now }) },
      });
      await recordAudit(tx, ctx, {
        entityType: 'PaymentRun',
        entityId: id,
        action: `status:${status}`,
        changes: { status: [current.status, status], reference: current.reference, count: payments.length },
      });
      const executionDate = isoDay(current.executionDate);
      await recordAudits(
        tx,
        ctx,
        'Payment',
        payments.map((p) => ({
          entityId: p.id,
          action: decision === 'confirm' ? 'status:paid' : 'paymentRun:cancel',
          changes:
            decision === 'confirm'
              ? { status: [p.status, 'paid'], paidAt: executionDate, paymentRun: current.reference }
              : { paymentRun: [current.reference, null] },
        })),
      );
      return run;
    },
    RUN_TX,
  );
}
